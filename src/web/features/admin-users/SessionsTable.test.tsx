import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '../../../contract/api/session';
import { loadWholeDictionary } from '../../i18n/dictionaryStore';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SessionsTable } from './SessionsTable';

beforeAll(async () => {
  await loadWholeDictionary('pt-BR');
});

const tab = (id: string): AdminSession => ({
  id,
  kind: 'user',
  user: { id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', email: 'admin@example.com.br' },
  device: null,
  createdAt: '2026-11-29T06:26:23.000Z',
  lastSeenAt: '2026-11-29T06:30:00.000Z',
  expiresAt: '2026-11-29T18:26:23.000Z',
  address: '10.0.0.5',
  userAgent: null,
  client: { browser: 'Chrome', version: '131', os: 'Linux' },
  current: false,
});

describe('the sessions table', () => {
  it('tells apart two sessions of one person started in the same second', async () => {
    const first = tab('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    const second = tab('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');
    const onEnd = vi.fn();
    renderWithProviders(<SessionsTable sessions={[first, second]} whoOf={() => 'Admin'} onEnd={onEnd} />);
    const ends = await screen.findAllByRole('button', { name: /^Encerrar a sessão de Admin iniciada em / });
    expect(ends.map((button) => button.getAttribute('aria-label')?.replace(/.* \(/, '('))).toEqual([
      '(1ª de 2)',
      '(2ª de 2)',
    ]);
    await userEvent.setup({ delay: null }).click(ends[1] as HTMLElement);
    expect(onEnd).toHaveBeenCalledWith(second);
  });
});
