import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { healthQuery } from './api/getHealth';

/** The landing page until the requests workspace arrives: says whether the backend is up. */
export function OverviewPage() {
  const health = useQuery(healthQuery());
  return (
    <Stack maw={720}>
      <Title order={2}>Bem-vindo ao Painel</Title>
      <Text c="dimmed">
        Pedidos, orçamentos, pagamentos e quadros de status dos seus clientes, servidos a partir de uma cópia
        local que mantém a conta do fornecedor dentro dos limites.
      </Text>
      <Card withBorder>
        <Group justify="space-between">
          <Text fw={500}>Servidor</Text>
          {health.isPending ? (
            <Loader size="sm" aria-label="Verificando o servidor" />
          ) : health.isError ? (
            <Badge color="red">indisponível</Badge>
          ) : (
            <Badge color="green">{health.data.mode === 'sandbox' ? 'no ar (sandbox)' : 'no ar'}</Badge>
          )}
        </Group>
        {health.isError && (
          <Alert color="red" mt="sm" title="O servidor não respondeu">
            {health.error.message} Tente recarregar a página em alguns segundos.
          </Alert>
        )}
      </Card>
    </Stack>
  );
}
