import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Kpi, KpiList } from './Kpi';
import classes from './Kpi.module.css';

describe('a headline figure', () => {
  it('shows money compact, names its link with the exact amount and says whether the change is good news', async () => {
    const { container } = renderWithProviders(
      <KpiList label="Resumo" cols={2}>
        <Kpi
          better="up"
          label="Valor"
          kind="money"
          current={1_250_000}
          previous={1_000_000}
          href="/orders?x=1"
        />
        <Kpi better="up" label="Pedidos" kind="count" current={8} previous={10} href="/orders?x=2" />
        <Kpi better="up" label="Orçamentos" kind="count" current={3} previous={0} href="/budgets" />
        <Kpi better="up" label="Conversão" kind="rate" current={0.5} previous={0.5} />
      </KpiList>,
    );
    const list = within(await screen.findByRole('list', { name: 'Resumo' }));
    const value = list.getByRole('link', { name: 'Valor: R$\u00a01.250.000,00' });
    expect(value).toHaveAttribute('href', '/orders?x=1');
    expect(value).toHaveTextContent('R$ 1,3 mi');
    expect(within(value).getByTitle('R$ 1.250.000,00')).toBeInTheDocument();
    expect(value).toHaveAccessibleDescription(
      'Melhorou 25% sobre o período anterior Antes: R$\u00a01.000.000,00',
    );
    expect(list.getByRole('link', { name: 'Pedidos: 8' })).toHaveTextContent(
      'Piorou 20% sobre o período anterior',
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
        <Kpi better="up" label="Value" kind="money" current={1_250_000} previous={1_000_000} href="/orders" />
        <Kpi better="up" label="Conversion" kind="rate" current={0.6} previous={0.55} />
      </KpiList>,
      { locale: 'en' },
    );
    const value = await screen.findByRole('link', { name: 'Value: R$1,250,000.00' });
    expect(value).toHaveTextContent('R$1.3M');
    expect(value).toHaveTextContent('Better by 25% than the previous period');
    expect(screen.getByText('Better by 5 percentage points than the previous period')).toBeInTheDocument();
  });

  it('moves a rate by percentage points, not by a share of itself', async () => {
    renderWithProviders(
      <KpiList label="Resumo" cols={1}>
        <Kpi better="up" label="Conversão" kind="rate" current={0.412} previous={0.531} />
      </KpiList>,
    );
    const rate = (await screen.findByRole('heading', { name: 'Conversão' })).closest('li') as HTMLElement;
    // 41,2% against 53,1% is 11,9 points down; as a share of 53,1% it would read "22,4%".
    expect(rate).toHaveTextContent('Piorou 11,9 pontos percentuais sobre o período anterior');
    expect(rate).toHaveTextContent('Antes: 53,1%');
  });

  it('colours and words a change by what the figure declares good, and says what it counts', async () => {
    renderWithProviders(
      <KpiList label="Resumo" cols={3}>
        <Kpi better="down" label="Tempo até o pedido" kind="days" current={10.43} previous={10} />
        <Kpi better="down" label="Atrasado" kind="money" current={80} previous={100} />
        <Kpi
          better="neither"
          label="Potência"
          kind="count"
          current={11}
          previous={10}
          info="Conta os pedidos."
        />
      </KpiList>,
    );
    await screen.findByRole('list', { name: 'Resumo' });
    const trend = (text: string) =>
      screen.getByText(text).closest(`.${classes.up}, .${classes.down}, .${classes.same}`);
    expect(trend('Piorou 4,3% sobre o período anterior')).toHaveClass(String(classes.down));
    expect(trend('Melhorou 20% sobre o período anterior')).toHaveClass(String(classes.up));
    expect(trend('Alta de 10% sobre o período anterior')).toHaveClass(String(classes.same));
    expect(screen.getByRole('note', { name: 'Conta os pedidos.' })).toBeInTheDocument();
  });

  it('tells a change under one point or 1 % without calling it better or worse', async () => {
    renderWithProviders(
      <KpiList label="Resumo" cols={3}>
        <Kpi better="up" label="Conversão" kind="rate" current={0.415} previous={0.417} />
        <Kpi better="up" label="Valor" kind="money" current={100_500} previous={100_000} />
        <Kpi better="up" label="Pedidos" kind="count" current={101} previous={100} />
      </KpiList>,
    );
    await screen.findByRole('list', { name: 'Resumo' });
    const trend = (text: string) =>
      screen.getByText(text).closest(`.${classes.up}, .${classes.down}, .${classes.same}`);
    expect(trend('Queda de 0,2 pontos percentuais sobre o período anterior')).toHaveClass(
      String(classes.same),
    );
    expect(trend('Alta de 0,5% sobre o período anterior')).toHaveClass(String(classes.same));
    // One per cent is where a change starts to count.
    expect(trend('Melhorou 1% sobre o período anterior')).toHaveClass(String(classes.up));
  });
});
