import { Skeleton, Stack, Text } from '@mantine/core';

export interface LoadingRowsProps {
  /** Said once to screen readers and shown, e.g. "Carregando usuários…". */
  label: string;
  /** Placeholder rows, roughly as many as the list usually has on screen. */
  rows: number;
}

/** A list's placeholder while its first answer is on the way. */
export function LoadingRows({ label, rows }: LoadingRowsProps) {
  return (
    <Stack gap="xs" aria-busy="true">
      <Text size="sm" role="status">
        {label}
      </Text>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} radius="sm" />
      ))}
    </Stack>
  );
}
