import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/expectNoAxeViolations';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Kpi, KpiList } from './Kpi';

describe('a headline figure', () => {
  it('shows money compact, names its link with the exact amount and says the change in words', async () => {
    const { container } = renderWithProviders(
      <KpiList label="Resumo" cols={2}>
        <Kpi label="Valor" kind="money" current={1_250_000} previous={1_000_000} href="/orders?x=1" />
        <Kpi label="Pedidos" kind="count" current={8} previous={10} href="/orders?x=2" />
        <Kpi label="Orçamentos" kind="count" current={3} previous={0} href="/budgets" />
        <Kpi label="Conversão" kind="rate" current={0.5} previous={0.5} />
      </KpiList>,
    );
    const list = within(await screen.findByRole('list', { name: 'Resumo' }));
    const value = list.getByRole('link', { name: 'Valor: R$\u00a01.250.000,00' });
    expect(value).toHaveAttribute('href', '/orders?x=1');
    expect(value).toHaveTextContent('R$ 1,3 mi');
    expect(within(value).getByTitle('R$ 1.250.000,00')).toBeInTheDocument();
    expect(value).toHaveAccessibleDescription(
      'Alta de 25% sobre o período anterior Antes: R$\u00a01.000.000,00',
    );
    expect(list.getByRole('link', { name: 'Pedidos: 8' })).toHaveTextContent(
      'Queda de 20% sobre o período anterior',
    );
    expect(list.getByRole('link', { name: 'Orçamentos: 3' })).toHaveTextContent(
      'Sem base no período anterior',
    );
    // A rate has no list that totals to it: a card, not a link.
    const rate = list.getByRole('heading', { name: 'Conversão' }).closest('li');
    expect(rate).toHaveTextContent('50%');
    expect(rate).toHaveTextContent('Igual ao período anterior');
    expect(within(rate as HTMLElement).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks English, money still in reais', async () => {
    renderWithProviders(
      <KpiList label="Summary" cols={1}>
        <Kpi label="Value" kind="money" current={1_250_000} previous={1_000_000} href="/orders" />
      </KpiList>,
      { locale: 'en' },
    );
    const value = await screen.findByRole('link', { name: 'Value: R$1,250,000.00' });
    expect(value).toHaveTextContent('R$1.3M');
    expect(value).toHaveTextContent('Up 25% on the previous period');
  });
});
