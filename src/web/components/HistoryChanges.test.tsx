import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../contract/api/requests';
import { renderWithProviders } from '../testing/renderWithProviders';
import { HistoryChanges } from './HistoryChanges';

type Changes = HistoryEntry['changes'];

/** Every kind of value a change can carry: status, money, power, a person, products, an unknown value. */
const full: Changes = [
  { field: 'dealStatus', from: 'Em separação', to: 'Faturado' },
  { field: 'finalValue', from: 26450.3, to: 27000 },
  { field: 'totalPower', from: 8200, to: 8800 },
  { field: 'responsible', from: { name: 'Bruno', surname: 'Lima' }, to: { name: 'Carla', surname: 'Dias' } },
  {
    field: 'products',
    from: [{ productCode: 'MOD-1', type: 'module', name: 'Módulo X', quantity: 20 }],
    to: [
      { productCode: 'MOD-1', type: 'module', name: 'Módulo X', quantity: 24 },
      { productCode: 'INV-1', type: 'inverter', name: 'Inversor A' },
      { productCode: 'INV-2', type: 'inverter', name: 'Inversor B' },
    ],
  },
  { field: 'payment.status', from: 'requested', to: 'estornado' },
  { field: 'payment.type', from: 'pix', to: 'debito' },
];

/** A first full read after a webhook announced the request: every field filled in at once. */
const firstRead: Changes = [
  { field: 'name', from: 'Kit antigo', to: 'Kit novo' },
  { field: 'finalValue', from: null, to: 1500 },
  { field: 'totalPower', from: null, to: 5450 },
  { field: 'company', from: null, to: { companyName: 'Solar Sul Ltda' } },
  { field: 'payment.status', from: null, to: 'requested' },
];

/** A module of 10 as the listing gave it, then as `now` says (a full read's details, a new quantity). */
function moduleChange(now: Record<string, unknown>): Changes[number] {
  const module = { productCode: 'M', name: 'Módulo 550 W', quantity: 10 };
  return { field: 'products', from: [module], to: [{ ...module, ...now }] };
}

const RTL_NAME = 'שלום עולם مرحبا 🌞☀️';
const hostile: Changes = [
  { field: 'name', from: '<script>alert(1)</script>', to: `<img src=x onerror=alert(1)>${'y'.repeat(400)}` },
  { field: 'notes', from: null, to: RTL_NAME },
  { field: 'dealStatus', from: '{"raw":"json"}', to: 'Faturado' },
];

function list() {
  return screen.getAllByRole('list')[0] as HTMLElement;
}

describe("the vendor's API-send bookkeeping", () => {
  const sent: Changes = [
    { field: 'apiSent', from: false, to: true },
    { field: 'apiSentUpdated', from: null, to: '2026-11-20T10:00:00.000Z' },
  ];

  it('is left out of the lines a person reads, the other changes kept', () => {
    renderWithProviders(
      <HistoryChanges
        changes={[...sent, { field: 'dealStatus', from: 'Novo', to: 'Faturado' }]}
        source="webhook"
      />,
    );
    expect(list()).toHaveTextContent(/Status: Novo →\s?mudou para Faturado/);
    expect(list()).not.toHaveTextContent('Enviado pela API');
    expect(list()).not.toHaveTextContent('Último envio pela API');
  });

  it('alone, says in words that nothing a person changed, and stays in the technical detail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HistoryChanges changes={sent} source="reconcile" showTechnicalDetail />);
    expect(
      screen.getByText(
        'Nada que uma pessoa mudou: a plataforma só anotou que o Painel consultou este registro.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByText('Detalhe técnico'));
    expect(screen.getByText(/"apiSent"/)).toBeInTheDocument();
  });
});

describe('HistoryChanges, in Portuguese', () => {
  it('reads a full change as people say it: BRL, kWp, names, products item by item, values translated or as received', () => {
    renderWithProviders(<HistoryChanges changes={full} source="webhook" />);
    const changes = list();
    expect(changes).toHaveTextContent(/Status: Em separação →\s?mudou para Faturado/);
    expect(changes).toHaveTextContent(/Valor final: R\$\s26\.450,30 →\s?mudou para R\$\s27\.000,00/);
    expect(changes).toHaveTextContent(/Potência: 8,20\skWp →\s?mudou para 8,80\skWp/);
    expect(changes).toHaveTextContent(/Responsável: Bruno Lima →\s?mudou para Carla Dias/);
    expect(changes).toHaveTextContent('Produtos: Inclusão de 2 inversoresMódulo X, quantidade 20 → 24');
    expect(changes).toHaveTextContent(/Situação do pagamento: Solicitado →\s?mudou para estornado/);
    expect(changes).toHaveTextContent(/Forma de pagamento: Pix →\s?mudou para Cartão de débito/);
    expect(changes).not.toHaveTextContent('payment.');
    expect(changes).not.toHaveTextContent('{');
    expect(screen.queryByText('Detalhe técnico')).toBeNull();
  });

  it('groups the fields a first full read fills in under one line, listed behind a disclosure', async () => {
    renderWithProviders(<HistoryChanges changes={firstRead} source="refresh" />);
    const summary = screen.getByText('Dados completos recebidos do fornecedor (4 campos)');
    expect(list()).toHaveTextContent(/Nome: Kit antigo →\s?mudou para Kit novo/);
    expect(list()).not.toHaveTextContent('não informado');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.setup().click(summary);
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent(/Valor final: R\$\s1\.500,00/);
    expect(details).toHaveTextContent('Empresa: Razão social: Solar Sul Ltda');
    expect(details).toHaveTextContent('Situação do pagamento: Solicitado');
  });

  it('counts products that only gained details (dimensions) among the fields a full read fills in', () => {
    const products = moduleChange({ quantity: 10, dimensions: { width_MM: 1134 } });
    renderWithProviders(<HistoryChanges changes={[...firstRead, products]} source="refresh" />);
    const summary = screen.getByText('Dados completos recebidos do fornecedor (5 campos)');
    expect(summary.closest('details')).toHaveTextContent(/Módulo 550 W, dimensões: largura \(mm\): 1\.134/);
    expect(list().querySelectorAll(':scope > li')).toHaveLength(2);
  });

  it('still lists products whose details changed, not only gained', () => {
    const products = moduleChange({ quantity: 12, dimensions: { width_MM: 1134 } });
    renderWithProviders(<HistoryChanges changes={[...firstRead, products]} source="refresh" />);
    expect(screen.getByText('Dados completos recebidos do fornecedor (4 campos)')).toBeInTheDocument();
    expect(list()).toHaveTextContent(/1 produto alterado:\s?Módulo 550 W, quantidade 10 → 12/);
  });

  it('says fields filled in from Painel came from Painel', () => {
    renderWithProviders(<HistoryChanges changes={firstRead} source="write" />);
    expect(screen.getByText('4 campos preenchidos no Painel')).toBeInTheDocument();
  });

  it('leaves out a change from nothing to nothing, and shows an unnamed part as received, said to be unknown', () => {
    renderWithProviders(
      <HistoryChanges
        changes={[
          { field: 'company.address.complement', from: null, to: '' },
          { field: 'products.dimensions', from: null, to: { altura: 2278 } },
        ]}
      />,
    );
    expect(list()).not.toHaveTextContent('complemento');
    expect(list()).toHaveTextContent(
      /dimensões: sem informação →\s?mudou para altura \(campo não reconhecido\): 2\.278/,
    );
    expect(list()).not.toHaveTextContent('outro dado');
  });

  it('says a person’s single change as their sentence, and each changed product on its own line', () => {
    const { unmount } = renderWithProviders(
      <HistoryChanges
        source="write"
        actor={{ kind: 'person', id: 'u1', name: 'Ana Souza' }}
        changes={[full[3] as Changes[number]]}
      />,
    );
    expect(
      screen.getByText('Ana Souza mudou o responsável de Bruno Lima para Carla Dias'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <HistoryChanges
        source="webhook"
        changes={[
          {
            field: 'products',
            from: [
              { productCode: 'M', name: 'Módulo 550 W', quantity: 10, dimensions: { width_MM: 1134 } },
              { productCode: 'I', name: 'Inversor 5 kW', singlePrice: 5000 },
            ],
            to: [
              { productCode: 'M', name: 'Módulo 550 W', quantity: 12, dimensions: { width_MM: 1134 } },
              { productCode: 'I', name: 'Inversor 5 kW', singlePrice: 5200 },
            ],
          },
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toContain('Módulo 550 W, quantidade 10 → 12');
    expect(lines.some((line) => line?.startsWith('Inversor 5 kW, preço unitário R$'))).toBe(true);
    expect(list()).toHaveTextContent(/^2 produtos alterados:/);
  });

  it('reads a responsible recorded part by part as one person, a sentence when a person made it', () => {
    const parts: Changes = [
      { field: 'responsible.cellphone', from: '(48) 99849-3873', to: '(48) 99812-4410' },
      { field: 'responsible.email', from: 'adriana@solarsul.com.br', to: 'marina@painel.local' },
      { field: 'responsible.name', from: 'Adriana', to: 'Marina' },
      { field: 'responsible.surname', from: 'Alves', to: 'Prado' },
    ];
    const { unmount } = renderWithProviders(
      <HistoryChanges
        source="write"
        actor={{ kind: 'person', id: 'u1', name: 'Ana Souza' }}
        changes={parts}
      />,
    );
    expect(
      screen.getByText('Ana Souza mudou o responsável de Adriana Alves para Marina Prado'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<HistoryChanges source="reconcile" changes={parts} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(list()).toHaveTextContent(/^Responsável: Adriana Alves →\s?mudou para Marina Prado$/);
    expect(list()).not.toHaveTextContent('celular');
  });

  it('says a payment received by a person as their sentence, when it was paid under it', () => {
    const received: Changes = [
      { field: 'payment.paidAt', from: null, to: '2026-11-28T10:56' },
      { field: 'payment.status', from: 'requested', to: 'received' },
      { field: 'payment.transactionStatus', from: 'pending', to: 'approved' },
    ];
    const { unmount } = renderWithProviders(
      <HistoryChanges
        source="write"
        actor={{ kind: 'person', id: 'u2', name: 'Financeiro A' }}
        changes={received}
      />,
    );
    expect(
      screen.getByText('Financeiro A mudou a situação do pagamento de Solicitado para Recebido'),
    ).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Pago em: 28\/11\/2026,? 10:56$/),
      expect.stringMatching(/^Situação da transação: Pendente →\s?mudou para Aprovada$/),
    ]);
    unmount();
    // The vendor's own: the status first, then what it brought; the paid-at moment as itself.
    renderWithProviders(<HistoryChanges source="reconcile" changes={received.slice(0, 2)} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Situação do pagamento: Solicitado →\s?mudou para Recebido$/),
      expect.stringMatching(/^Pago em: 28\/11\/2026,? 10:56$/),
    ]);
  });

  it("leaves out a partial payment's paid-at moment that its reception cleared", () => {
    renderWithProviders(
      <HistoryChanges
        source="webhook"
        changes={[
          { field: 'payment.status', from: 'partial', to: 'received' },
          { field: 'payment.paidAt', from: '2026-11-02T09:00', to: null },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Situação do pagamento: Parcial →\s?mudou para Recebido$/),
    ]);
  });

  it('reads a nearly empty change: a lone field cleared', () => {
    renderWithProviders(<HistoryChanges changes={[{ field: 'kind', from: 'Kit', to: null }]} />);
    expect(list()).toHaveTextContent(/Tipo de kit: Kit →\s?mudou para sem informação/);
  });

  it('shows hostile text as text, cut, right-to-left and emoji kept', () => {
    renderWithProviders(<HistoryChanges changes={hostile} />);
    expect(document.querySelector('script, img')).toBeNull();
    expect(list()).toHaveTextContent('<script>alert(1)</script>');
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>y+…/)).toBeInTheDocument();
    expect(list()).toHaveTextContent(RTL_NAME);
    // A value that looks like JSON is the vendor's text, shown as such.
    expect(list()).toHaveTextContent('{"raw":"json"}');
  });

  it('gives admins the raw difference behind a closed disclosure', () => {
    renderWithProviders(<HistoryChanges changes={full} showTechnicalDetail />);
    const summary = screen.getByText('Detalhe técnico');
    expect((summary.closest('details') as HTMLDetailsElement).open).toBe(false);
    expect(screen.getByText(/"field": "payment.status"/)).toBeInTheDocument();
  });
});

describe('HistoryChanges, in English', () => {
  it('reads a full change in English words', () => {
    renderWithProviders(<HistoryChanges changes={full} />, { locale: 'en' });
    const changes = list();
    expect(changes).toHaveTextContent(/Status: Em separação →\s?changed to Faturado/);
    expect(changes).toHaveTextContent(/Final value: R\$\s?26,450\.30 →\s?changed to R\$\s?27,000\.00/);
    expect(changes).toHaveTextContent(/Power: 8\.20\skWp →\s?changed to 8\.80\skWp/);
    expect(changes).toHaveTextContent('Products: 2 inverters addedMódulo X, quantity 20 → 24');
    expect(changes).toHaveTextContent(/Payment status: Requested →\s?changed to estornado/);
    expect(changes).toHaveTextContent(/Payment method: Pix →\s?changed to Debit card/);
    expect(changes).not.toHaveTextContent('{');
  });

  it('groups a first full read and reads a nearly empty change', () => {
    renderWithProviders(
      <>
        <HistoryChanges changes={firstRead} source="webhook" />
        <HistoryChanges changes={[{ field: 'kind', from: 'Kit', to: null }]} />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('Complete data received from the vendor (4 fields)')).toBeInTheDocument();
    expect(screen.getAllByRole('list').at(-1)).toHaveTextContent(/Kit kind: Kit →\s?changed to not provided/);
  });

  it('shows hostile text as text and the admin disclosure in English', () => {
    renderWithProviders(<HistoryChanges changes={hostile} showTechnicalDetail />, { locale: 'en' });
    expect(document.querySelector('script, img')).toBeNull();
    expect(list()).toHaveTextContent(RTL_NAME);
    expect(screen.getByText('Technical detail')).toBeInTheDocument();
  });
});
