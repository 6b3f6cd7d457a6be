import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useT } from '../../i18n/useT';

export interface RecoveryCodesShownProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The recovery codes, the one time they are shown: Painel keeps only their hashes. */
export function RecoveryCodesShown({ codes, onDone }: RecoveryCodesShownProps) {
  const t = useT();
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('auth.recovery.title')}
      </Title>
      <Text size="sm">{t('auth.recovery.intro')}</Text>
      <List
        aria-label={t('auth.recovery.listLabel')}
        listStyleType="none"
        ff="monospace"
        spacing={2}
        style={{ columns: '2 9rem' }}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button variant="default" onClick={() => clipboard.copy(codes.join('\n'))}>
          {clipboard.copied ? t('auth.recovery.copied') : t('auth.recovery.copy')}
        </Button>
        <Button onClick={onDone}>{t('auth.recovery.done')}</Button>
      </Group>
    </Stack>
  );
}
