import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { sampleHistory } from '../test/detailFixtures';
import { fieldValue } from '../test/fieldValue';
import { HistorySection } from './HistorySection';

describe('HistorySection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-08T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the observed versions newest first, with source, actor, relative time and changes', () => {
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={sampleHistory}
        dealStatus="Aguardando pagamento"
        statusSince="2024-03-06T12:00:00.000Z"
      />,
    );
    expect(fieldValue('No status Aguardando pagamento desde')).toHaveTextContent('(anteontem)');
    const versions = within(
      screen.getByRole('list', { name: 'Versões observadas, da mais recente à mais antiga' }),
    )
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(versions).toHaveLength(3);
    const [newest, middle, oldest] = versions as [HTMLElement, HTMLElement, HTMLElement];

    expect(newest).toHaveTextContent('(ontem)');
    expect(newest).toHaveTextContent('Alteração feita no Painel');
    expect(newest).toHaveTextContent('por finance@example.com');
    expect(newest).toHaveTextContent('payment.status: requested → passou a partial');
    expect(newest).toHaveTextContent(
      'payment.files: —não informado → passou a [{"originalName":"comprovante.pdf"}]',
    );

    expect(middle).toHaveTextContent('Webhook');
    expect(middle).toHaveTextContent('dealStatus: Em negociação → passou a Aguardando pagamento');
    expect(middle).toHaveTextContent('finalValue: 25.000 → passou a 24.500');
    expect(middle).toHaveTextContent('apiSent: Não → passou a Sim');

    expect(oldest).toHaveTextContent('Carga inicial');
    expect(oldest).toHaveTextContent('Nenhuma alteração de campo registrada nesta versão.');
  });

  it('cuts a very long value so one change cannot flood the drawer', () => {
    const long = 'x'.repeat(500);
    renderWithProviders(
      <HistorySection
        headingId="h"
        history={[
          {
            id: 'a',
            at: '2024-03-08T11:00:00.000Z',
            source: 'refresh',
            actor: { kind: 'sync', source: 'refresh' },
            changes: [{ field: 'notes', from: long, to: '' }],
          },
        ]}
        dealStatus={null}
        statusSince={null}
      />,
    );
    expect(screen.getByText(`${'x'.repeat(160)}…`)).toBeInTheDocument();
    expect(fieldValue('No status atual desde')).toHaveTextContent('não informado');
    expect(screen.getByText('Atualização pedida')).toBeInTheDocument();
  });

  it('says when Painel has no version yet, in English too', () => {
    renderWithProviders(<HistorySection headingId="h" history={[]} dealStatus="Novo" statusSince={null} />, {
      locale: 'en',
    });
    expect(screen.getByText('Painel has not recorded any version of this record yet.')).toBeInTheDocument();
    expect(fieldValue('In status Novo since')).toHaveTextContent('not provided');
  });
});
