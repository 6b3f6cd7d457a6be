import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { statusesResponse } from '../../lib/testing/apiFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StatusFilter } from './StatusFilter';

function statusesAnswer(names: string[]) {
  return Response.json(statusesResponse(names));
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
