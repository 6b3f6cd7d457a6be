import { ActionIcon, AppShell, Group, Title, useMantineColorScheme } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

export function Shell() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={1} size="h3">
            Painel
          </Title>
          <ThemeToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = colorScheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={next === 'dark' ? 'Usar tema escuro' : 'Usar tema claro'}
      onClick={() => setColorScheme(next)}
    >
      <span aria-hidden="true">{colorScheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
