import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../../contract/api/requests';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { sampleHistory } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { HistorySection } from './HistorySection';

function versionsOf(name: string): HTMLElement[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
}

const PT_LIST = 'Versões observadas, da mais recente à mais antiga';

/** A full record's changes: products item by item, money, power, dates, a person and an unknown value. */
const fullHistory: HistoryEntry[] = [
  {
    id: 'f1',
    at: '2024-03-08T11:00:00.000Z',
    source: 'webhook',
    actor: { kind: 'sync', source: 'webhook' },
    changes: [
      { field: 'dealStatus', from: 'Em separação', to: 'Faturado' },
      { field: 'finalValue', from: 26450.3, to: 27000 },
      { field: 'totalPower', from: 8200, to: 8800 },
      { field: 'invoice.requestedInvoiceValue', from: null, to: 1500 },
      {
        field: 'responsible',
        from: { name: 'Bruno', surname: 'Lima' },
        to: { name: 'Carla', surname: 'Dias' },
      },
      {
        field: 'products',
        from: [
          { productCode: 'MOD-1', type: 'module', name: 'Módulo X', quantity: 20 },
          { productCode: 'SB-1', type: 'stringBox', name: 'String box' },
        ],
        to: [
          { productCode: 'MOD-1', type: 'module', name: 'Módulo X', quantity: 24 },
          { productCode: 'INV-1', type: 'inverter', name: 'Inversor A' },
          { productCode: 'INV-2', type: 'inverter', name: 'Inversor B' },
          { productCode: 'BAT-1', type: 'battery', name: 'Bateria' },
        ],
      },
      { field: 'payment.status', from: 'requested', to: 'refunded' },
      { field: 'vendorNewField', from: null, to: 'x' },
    ],
  },
];

describe('HistorySection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-08T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the versions newest first, each with who brought it and what changed in plain words', () => {
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={sampleHistory}
        dealStatus="Aguardando pagamento"
        statusSince="2024-03-06T12:00:00.000Z"
      />,
    );
    expect(fieldValue('No status Aguardando pagamento desde')).toHaveTextContent('(anteontem)');
    const [newest, middle, oldest] = versionsOf(PT_LIST) as [HTMLElement, HTMLElement, HTMLElement];

    expect(newest).toHaveTextContent('(ontem)');
    expect(newest).toHaveTextContent('finance@example.com, no Painel');
    expect(newest).toHaveTextContent(/Situação do pagamento: Solicitado →\s?mudou para Parcial/);
    expect(newest).toHaveTextContent(/Comprovantes de pagamento: sem informação →\s?mudou para 1 item/);

    expect(middle).toHaveTextContent('Plataforma do fornecedor');
    expect(middle).toHaveTextContent(/Status: Em negociação →\s?mudou para Aguardando pagamento/);
    expect(middle).toHaveTextContent(/Valor final: R\$\s25\.000,00 →\s?mudou para R\$\s24\.500,00/);
    // The vendor's note that the record went out through the API is not a change a person made.
    expect(middle).not.toHaveTextContent('Enviado pela API');

    expect(oldest).toHaveTextContent('Plataforma do fornecedor');
    expect(oldest).toHaveTextContent(
      'O Painel começou a acompanhar este registro aqui; as mudanças seguintes aparecem acima.',
    );
    // No raw path or JSON for a person who is not an admin.
    const list = screen.getByRole('list', { name: PT_LIST });
    expect(list).not.toHaveTextContent('payment.status');
    expect(list).not.toHaveTextContent('{');
    expect(screen.queryByText('Detalhe técnico')).toBeNull();
  });

  it('leaves out versions that only echo Painel’s own read, which admins still see', () => {
    const echo: HistoryEntry = {
      id: 'echo',
      at: '2024-03-08T11:30:00.000Z',
      source: 'refresh',
      actor: { kind: 'sync', source: 'refresh' },
      changes: [
        { field: 'apiSentUpdated', from: '2024-03-07T10:00:00.000Z', to: '2024-03-08T11:30:00.000Z' },
        { field: 'observation', from: null, to: '' },
      ],
    };
    const history = [...fullHistory, echo];
    const { unmount } = renderWithProviders(
      <HistorySection headingId="h" history={history} dealStatus="Faturado" statusSince={null} />,
    );
    expect(versionsOf(PT_LIST)).toHaveLength(1);
    expect(screen.queryByText(/a plataforma só anotou que o Painel consultou/)).toBeNull();
    unmount();

    renderWithProviders(
      <HistorySection
        headingId="h"
        history={history}
        dealStatus="Faturado"
        statusSince={null}
        showTechnicalDetail
      />,
    );
    expect(versionsOf(PT_LIST)).toHaveLength(2);
    expect(screen.getByText(/a plataforma só anotou que o Painel consultou/)).toBeInTheDocument();
  });

  it('reads a full record in people’s words: BRL, kWp, products item by item, unknown values as received', () => {
    renderWithProviders(
      <HistorySection headingId="h" history={fullHistory} dealStatus="Faturado" statusSince={null} />,
    );
    const [entry] = versionsOf(PT_LIST) as [HTMLElement];
    expect(entry).toHaveTextContent(/Status: Em separação →\s?mudou para Faturado/);
    expect(entry).toHaveTextContent(/Valor final: R\$\s26\.450,30 →/);
    expect(entry).toHaveTextContent(/Potência: 8,20\skWp →\s?mudou para 8,80\skWp/);
    expect(entry).toHaveTextContent(/Valor pedido na nota: sem informação →\s?mudou para R\$\s1\.500,00/);
    expect(entry).toHaveTextContent(/Responsável: Bruno Lima →\s?mudou para Carla Dias/);
    expect(entry).toHaveTextContent(
      'Produtos: Inclusão de 2 inversoresInclusão de 1 bateriaRetirada de 1 string boxMódulo X, quantidade 20 → 24',
    );
    expect(entry).toHaveTextContent(
      /Situação do pagamento: Solicitado →\s?mudou para refunded \(valor não reconhecido\)/,
    );
    expect(entry).toHaveTextContent(/Outro dado: sem informação →\s?mudou para x/);
    expect(entry).not.toHaveTextContent('vendorNewField');
  });

  it('gives admins the raw difference behind a disclosure', () => {
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={fullHistory}
        dealStatus={null}
        statusSince={null}
        showTechnicalDetail
      />,
    );
    expect(screen.getByText('Detalhe técnico')).toBeInTheDocument();
    expect(screen.getByText(/"field": "vendorNewField"/)).toBeInTheDocument();
  });

  it('shows hostile vendor text as text, cut so one change cannot flood the drawer', () => {
    const hostile = `<img src=x onerror=alert(1)>${'x'.repeat(500)}`;
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={[
          {
            id: 'a',
            at: '2024-03-08T11:00:00.000Z',
            source: 'refresh',
            actor: { kind: 'sync', source: 'refresh' },
            changes: [{ field: 'notes', from: hostile, to: '' }],
          },
        ]}
        dealStatus={null}
        statusSince={null}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>x+…/)).toBeInTheDocument();
    expect(fieldValue('No status atual desde')).toHaveTextContent('não informado');
    expect(screen.getByText('Plataforma do fornecedor')).toBeInTheDocument();
  });

  it('speaks English, for a nearly empty record too', () => {
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={[
          ...sampleHistory,
          {
            id: 'e',
            at: '2024-03-08T11:30:00.000Z',
            source: 'reconcile',
            actor: { kind: 'sync', source: 'reconcile' },
            changes: [{ field: 'name', from: null, to: 'Kit' }],
          },
        ]}
        dealStatus="Novo"
        statusSince={null}
      />,
      { locale: 'en' },
    );
    const [newest, second] = versionsOf('Observed versions, newest first') as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent("Vendor's platform");
    expect(newest).toHaveTextContent(/Name: not provided →\s?changed to Kit/);
    expect(second).toHaveTextContent('finance@example.com, in Painel');
    expect(second).toHaveTextContent(/Payment status: Requested →\s?changed to Partial/);
  });

  it('says when Painel has no version yet, in English too', () => {
    renderWithProviders(<HistorySection headingId="h" history={[]} dealStatus="Novo" statusSince={null} />, {
      locale: 'en',
    });
    expect(screen.getByText('Painel has not recorded any version of this record yet.')).toBeInTheDocument();
    expect(fieldValue('In status Novo since')).toHaveTextContent('not provided');
  });
});
