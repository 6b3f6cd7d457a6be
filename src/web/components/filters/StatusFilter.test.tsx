import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StatusFilter } from './StatusFilter';

afterEach(() => vi.unstubAllGlobals());

function statusesAnswer(names: string[]) {
  return new Response(
    JSON.stringify({
      type: 'order',
      statuses: names.map((name, index) => ({ name, sequence: index + 1 })),
      fetchedAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-11-26T11:00:00.000Z',
      stale: false,
      staleReason: null,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

describe('the request status filter', () => {
  it("offers the type's configured statuses and keeps a status the link brought", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(statusesAnswer(['Novo', 'Faturado']))),
    );
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StatusFilter type="order" value={['Antigo']} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Faturado' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Novo' }));
    expect(onChange).toHaveBeenLastCalledWith(['Antigo', 'Novo']);
  });
});
