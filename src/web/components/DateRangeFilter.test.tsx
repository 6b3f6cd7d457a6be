import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DateRangeFilter } from './DateRangeFilter';

// Presets count from today: a fixed today (only the Date, so user events still run).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 10, 0));
});
afterEach(() => vi.useRealTimers());

/** A filter whose ends live in its parent's state, as the URL holds them in the app. */
function Controlled({ onChange }: { onChange: (from?: string, to?: string) => void }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  return (
    <DateRangeFilter
      label="Criado entre"
      from={range.from}
      to={range.to}
      onChange={(from, to) => {
        setRange({ from, to });
        onChange(from, to);
      }}
    />
  );
}

describe('a date range filter', () => {
  it('takes a range clicked day by day in the calendar', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Escolher no calendário: Criado entre' }));
    const calendar = await screen.findByRole('dialog', { name: 'Criado entre' });
    await user.click(await screen.findByRole('button', { name: '1 novembro 2026' }));
    // Half picked: nothing is filtered yet, and the first day stays chosen.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '1 novembro 2026' })).toHaveAttribute('data-first-in-range');
    await user.click(screen.getByRole('button', { name: '15 novembro 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-01', '2026-11-15');
    expect(screen.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('01/11/2026 – 15/11/2026');
    expect(calendar).not.toBeInTheDocument();
  });

  it('takes a range typed as a Brazilian writes days, and says how when it cannot read one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Controlled onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Criado entre' });
    await user.type(field, '31/02/2026{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription('Escreva as datas assim: dd/mm/aaaa – dd/mm/aaaa.');
    await user.clear(field);
    await user.type(field, '1/3/2026 - 15/3/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01', '2026-03-15');
    expect(field).toHaveValue('01/03/2026 – 15/03/2026');
  });

  it('shows days as a Brazilian reader writes them and offers the common ranges', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DateRangeFilter label="Criado entre" from="2024-01-05" to="2024-01-31" onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: 'Criado entre' })).toHaveValue('05/01/2024 – 31/01/2024');
    await user.click(screen.getByRole('button', { name: 'Escolher no calendário: Criado entre' }));
    for (const preset of ['Hoje', 'Últimos 7 dias', 'Este mês', 'Mês passado', 'Este ano']) {
      expect(await screen.findByRole('button', { name: preset })).toBeInTheDocument();
    }
    // The calendar speaks Portuguese too.
    expect(screen.getByText(/janeiro/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mês passado' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-10-01', '2026-10-31');
  });

  it('shows days in the English order to an English reader', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DateRangeFilter label="Created between" from="2024-01-05" to="2024-01-31" onChange={onChange} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: 'Created between' })).toHaveValue('01/05/2024 – 01/31/2024');
    await user.click(screen.getByRole('button', { name: 'Pick in the calendar: Created between' }));
    await user.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20', '2026-11-26');
  });

  it('clears both ends at once', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DateRangeFilter label="Criado entre" from="2024-01-05" to="2024-01-31" onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Limpar este filtro' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
