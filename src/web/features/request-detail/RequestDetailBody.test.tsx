import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RequestDetailBody, RequestSectionNav, type RequestDetailBodyProps } from './RequestDetailBody';
import { detailOf, sampleHistory, v1Record, v2Record } from '../../lib/testing/detailFixtures';
import { fieldValue } from './testing/fieldValue';

const sectionTitles = [
  'Resumo',
  'Produtos',
  'Frete',
  'Nota fiscal',
  'Pagamento',
  'Empresa',
  'Estrutura',
  'Arquivos',
  'Formulário',
  'Campos personalizados',
  'Observações',
  'Histórico',
];

/** The body with the section links the drawer's header shows above it. */
function renderBody(props: Omit<RequestDetailBodyProps, 'headingPrefix'>) {
  return renderWithProviders(
    <>
      <RequestSectionNav headingPrefix="d" detail={props.detail} />
      <RequestDetailBody headingPrefix="d" {...props} />
    </>,
  );
}

describe('RequestDetailBody', () => {
  it('shows every section of a full v2 record under its own heading, in order', () => {
    renderBody({
      type: 'order',
      code: 'ORD-2024-000123',
      detail: detailOf(v2Record, { history: sampleHistory }),
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      sectionTitles,
    );
    const nav = screen.getByRole('navigation', { name: 'Seções' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sectionTitles);
    // A sample of each section's data, to show each is fed from its part of the record.
    expect(
      within(screen.getByRole('table', { name: 'Itens' })).getByText('Módulo 550 W'),
    ).toBeInTheDocument();
    expect(fieldValue('Zona')).toHaveTextContent('Urbana');
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('123.456.789.110');
    expect(fieldValue('Situação')).toHaveTextContent('Parcial');
    expect(fieldValue('Contato principal')).toHaveTextContent('Carla Dias');
    expect(fieldValue('Tipo de estrutura')).toHaveTextContent('telhado cerâmico');
    expect(fieldValue('contrato')).toHaveTextContent('aditivo.pdf');
    expect(fieldValue('Tipo de telhado?')).toHaveTextContent('Cerâmico');
    expect(fieldValue('obs (sem nome)')).toHaveTextContent('Portão azul');
    expect(screen.getByText('pela manhã')).toBeInTheDocument();
    expect(screen.getAllByText('Plataforma do fornecedor').length).toBeGreaterThan(0);
    expect(screen.queryByText('(vazio)')).not.toBeInTheDocument();
  });

  it('moves focus to a section heading from the table of contents, leaving the URL alone', async () => {
    const user = userEvent.setup();
    renderBody({ type: 'order', code: 'ORD-1', detail: detailOf(v2Record) });
    const before = window.location.href;
    await user.click(screen.getByRole('link', { name: 'Pagamento' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Pagamento' })).toHaveFocus();
    expect(window.location.href).toBe(before);
    // Keyboard: the next Tab continues inside the section that was jumped to.
    await user.tab();
    expect(screen.getByRole('region', { name: 'Pagamento' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('renders an almost empty record without crashing: absent values and empty sections said briefly', () => {
    const detail = detailOf({ code: 'ORD-EMPTY' });
    renderBody({ type: 'order', code: 'ORD-EMPTY', detail: detail });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    const nav = screen.getByRole('navigation', { name: 'Seções' });
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent?.endsWith('(vazio)'))
      .map((link) => link.textContent?.replace(' (vazio)', ''));
    expect(marked).toEqual(sectionTitles.slice(1));
    for (const sentence of [
      'Este registro não traz produtos.',
      'Este registro não traz dados de frete.',
      'Este registro não traz dados de nota fiscal.',
      'Este registro não traz dados de pagamento.',
      'Este registro não traz dados da empresa.',
      'Este registro não traz a estrutura de montagem.',
      'Este registro não traz arquivos.',
      'Este registro não traz respostas de formulário.',
      'Este registro não traz campos personalizados.',
      'Este registro não traz observações.',
      'O Painel ainda não registrou nenhuma versão deste registro.',
    ]) {
      expect(screen.getByText(sentence)).toBeInTheDocument();
    }
    expect(fieldValue('Código')).toHaveTextContent('ORD-EMPTY');
    expect(fieldValue('Valor final')).toHaveTextContent('não informado');
  });

  it('shows a v1 budget, with the v1 address fields and without dimensions', () => {
    renderBody({ type: 'budget', code: 'BUD-2024-000045', detail: detailOf(v1Record, { type: 'budget' }) });
    const freight = screen.getByRole('region', { name: 'Frete' });
    expect(fieldValue('Logradouro completo', freight)).toHaveTextContent('Avenida Colombo');
    expect(fieldValue('Tipo de logradouro', freight)).toHaveTextContent('Avenida');
    const invoice = screen.getByRole('region', { name: 'Nota fiscal' });
    expect(fieldValue('Logradouro completo', invoice)).toHaveTextContent('Avenida Colombo');
    expect(screen.queryByRole('table', { name: 'Dimensões e peso' })).not.toBeInTheDocument();
    expect(screen.getByText('Sem observações')).toBeInTheDocument();
  });

  it('starts with the unreadable-fields note when the mirror reported some', () => {
    renderBody({
      type: 'order',
      code: 'ORD-1',
      detail: detailOf(v2Record, {
        unreadable: [{ path: 'products[0].quantity', problem: 'Expected number' }],
      }),
    });
    expect(screen.getByRole('note')).toHaveTextContent('Produtos › quantidade');
    expect(screen.getByRole('note')).not.toHaveTextContent('products[0]');
  });

  it('hands the payment and the request to the payment-actions slot', () => {
    const calls: unknown[] = [];
    renderBody({
      type: 'order',
      code: 'ORD-2024-000123',
      detail: detailOf(v2Record),
      paymentActions: (payment, request, _revision, placement) => {
        calls.push({ status: payment?.status, request, placement });
        return <button type="button">Atualizar pagamento</button>;
      },
    });
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByRole('button', { name: 'Atualizar pagamento' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      status: 'partial',
      request: { type: 'order', code: 'ORD-2024-000123' },
      placement: { where: 'section' },
    });
  });
});
