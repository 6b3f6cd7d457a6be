import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { detailOf, v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { brl, kwp } from '../testing/formatted';
import { SummarySection } from './SummarySection';

function renderSummary(
  detail: ReturnType<typeof detailOf>,
  locale: 'pt-BR' | 'en' = 'pt-BR',
  showTechnicalDetail = false,
) {
  return renderWithProviders(
    <SummarySection
      headingId="h"
      summary={detail.summary}
      record={detail.record}
      syncedAt={detail.syncedAt}
      showTechnicalDetail={showTechnicalDetail}
    />,
    { locale },
  );
}

describe('SummarySection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-08T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the values, dates, status and people of a full record', () => {
    renderSummary(
      detailOf(v2Record, { statusSince: '2024-03-06T12:00:00.000Z', syncedAt: '2024-03-08T11:58:00.000Z' }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Resumo' })).toBeInTheDocument();
    // The drawer's header names the request; the summary opens on the money, never on "Tipo".
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms[0]).toBe('Valor final');
    expect(terms).not.toContain('Tipo');
    expect(fieldValue('Código')).toHaveTextContent('ORD-2024-000123');
    // A database key means nothing to sales or finance: only admins see it.
    expect(terms).not.toContain('Identificador na plataforma');
    expect(fieldValue('Tipo de kit')).toHaveTextContent('On-grid (conectado à rede)');
    expect(fieldValue('Status')).toHaveTextContent('Aguardando pagamento');
    expect(fieldValue('No status atual desde')).toHaveTextContent('(anteontem)');
    expect(fieldValue('Situação do estoque')).toHaveTextContent('Em estoque');
    expect(fieldValue('Potência')).toHaveTextContent(kwp(8200));
    expect(fieldValue('Valor original')).toHaveTextContent(brl(25000));
    expect(fieldValue('Desconto')).toHaveTextContent(brl(500));
    expect(fieldValue('Acréscimo')).toHaveTextContent(brl(0));
    expect(fieldValue('Valor final')).toHaveTextContent(brl(24500));
    expect(fieldValue('Diferença com a condição de pagamento')).toHaveTextContent(brl(-122.5));
    expect(fieldValue('Orçamento criado em')).toHaveTextContent('(há 7 dias)');
    expect(fieldValue('Pedido criado em')).toHaveTextContent('(há 3 dias)');
    // A calendar day is shown as that day, whatever the reader's time zone.
    expect(fieldValue('Data de faturamento')).toHaveTextContent('10/03/2024');
    expect(fieldValue('Copiado do fornecedor em')).toHaveTextContent('(há 2 minutos)');

    const responsible = fieldValue('Responsável');
    expect(responsible).toHaveTextContent('Bruno Lima');
    expect(responsible.querySelector('a[href="mailto:bruno@example.com"]')).not.toBeNull();
    expect(responsible.querySelector('a[href="tel:+5521998765432"]')).toHaveTextContent('(21) 99876-5432');
    expect(fieldValue('Criado por')).toHaveTextContent('Ana Souza');
    expect(screen.queryByText('Removido na plataforma')).not.toBeInTheDocument();
  });

  it("shows the platform's key and its note of reads through its API to admins only", () => {
    const { unmount } = renderSummary(detailOf(v2Record));
    expect(screen.queryByText('Enviado pela API')).not.toBeInTheDocument();
    expect(screen.queryByText('Último envio pela API')).not.toBeInTheDocument();
    unmount();
    renderSummary(detailOf(v2Record), 'pt-BR', true);
    expect(fieldValue('Identificador na plataforma')).toHaveTextContent('64f1c0a2e4b0a1b2c3d4e5f6');
    expect(fieldValue('Enviado pela API')).toHaveTextContent('Sim');
    expect(fieldValue('Último envio pela API')).toHaveTextContent('(há 3 dias)');
  });

  it('says "no" to an admin for a record not sent through the API', () => {
    renderSummary(detailOf(v1Record, { type: 'budget' }), 'pt-BR', true);
    expect(fieldValue('Enviado pela API')).toHaveTextContent('Não');
    expect(fieldValue('Pedido criado em')).toHaveTextContent('não informado');
  });

  it('shows every field of an almost empty record as not provided, with the code from the mirror', () => {
    const detail = detailOf({});
    detail.summary.code = 'ORD-9';
    renderSummary(detail);
    expect(fieldValue('Código')).toHaveTextContent('ORD-9');
    for (const label of ['Status', 'Potência', 'Valor final', 'Data de faturamento', 'Responsável']) {
      expect(fieldValue(label), label).toHaveTextContent('não informado');
    }
    // Gathered behind one button rather than shown as a column of dashes.
    expect(fieldValue('Potência').closest('dl')).not.toBeVisible();
    expect(screen.getByRole('button', { name: /^Mostrar \d+ campos vazios \(Resumo\)$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks a removed request', () => {
    renderSummary(detailOf({ ...v2Record, removed: true }));
    expect(screen.getByText('Removido na plataforma')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderSummary(detailOf(v2Record), 'en');
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(fieldValue('Code')).toHaveTextContent('ORD-2024-000123');
    expect(fieldValue('Final value')).toHaveTextContent(brl(24500, 'en'));
    expect(screen.queryByText('Sent through the API')).not.toBeInTheDocument();
  });
});
