import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NotificationsOnDemand } from './NotificationsOnDemand';

afterEach(() => {
  act(() => notifications.clean());
});

describe('NotificationsOnDemand', () => {
  it('renders nothing until there is something to say', () => {
    renderWithProviders(<NotificationsOnDemand />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a notification given before its stack had loaded, top right, four at most', async () => {
    renderWithProviders(<NotificationsOnDemand />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5])
        notifications.show({ title: `Pedido ${n} mudou`, message: 'Novo status' });
    });
    expect(await screen.findByText('Pedido 1 mudou')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    expect(screen.getByText('Pedido 4 mudou')).toBeInTheDocument();
    // The fifth waits its turn, as with Mantine's own <Notifications limit={4}>.
    expect(screen.queryByText('Pedido 5 mudou')).not.toBeInTheDocument();
    expect(notificationsStore.getState()).toMatchObject({ defaultPosition: 'top-right', limit: 4 });
  });
});
