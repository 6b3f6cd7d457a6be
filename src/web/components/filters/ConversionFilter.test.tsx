import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConversionFilter } from './ConversionFilter';

describe('the order origin filter', () => {
  it('offers every order, those from a budget and those without one, in Portuguese', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ConversionFilter value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Origem do pedido' });
    expect(select).toHaveDisplayValue('Todos');
    await user.selectOptions(select, 'Vieram de um orçamento');
    expect(onChange).toHaveBeenLastCalledWith('converted');
  });

  it('clears the filter when "all" is chosen again, in English too', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ConversionFilter value="withoutBudget" onChange={onChange} />, { locale: 'en' });
    const select = screen.getByRole('combobox', { name: 'Order origin' });
    expect(select).toHaveDisplayValue('Without a budget');
    await user.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
