import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailOf, v2Record } from '../../lib/testing/detailFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RequestHeadline } from './RequestHeadline';
import { fieldValue } from './testing/fieldValue';
import { brl, kwp } from './testing/formatted';

describe('RequestHeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-08T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says where the request stands, what it is worth, who has it and how its payment stands', () => {
    const detail = detailOf(v2Record, { statusSince: '2024-02-27T12:00:00.000Z' });
    detail.summary.stalled = true;
    renderWithProviders(
      <RequestHeadline detail={detail} actions={<button type="button">Trocar responsável</button>} />,
    );
    const status = fieldValue('Status');
    expect(status).toHaveTextContent('Aguardando pagamento');
    expect(within(status).getByTestId('stalled-badge')).toHaveTextContent('Parado há 10 dias');
    expect(fieldValue('Valor final')).toHaveTextContent(brl(24500));
    expect(fieldValue('Potência')).toHaveTextContent(kwp(8200));
    expect(fieldValue('Responsável')).toHaveTextContent('Bruno Lima');
    expect(fieldValue('Pagamento')).toHaveTextContent('Parcial');
    expect(screen.getByRole('button', { name: 'Trocar responsável' })).toBeInTheDocument();
  });

  it('names what a sparse record lacks, from the mirror where it can', () => {
    const detail = detailOf({ code: 'BUD-9' }, { type: 'budget' });
    detail.summary.finalValue = 1200;
    renderWithProviders(<RequestHeadline detail={detail} />);
    expect(fieldValue('Status')).toHaveTextContent('não informado');
    expect(screen.queryByTestId('stalled-badge')).not.toBeInTheDocument();
    expect(fieldValue('Valor final')).toHaveTextContent(brl(1200));
    for (const label of ['Potência', 'Responsável', 'Pagamento']) {
      expect(fieldValue(label), label).toHaveTextContent('não informado');
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a removed request and speaks English', () => {
    renderWithProviders(<RequestHeadline detail={detailOf({ ...v2Record, removed: true })} />, {
      locale: 'en',
    });
    expect(fieldValue('Status')).toHaveTextContent('Removed on the platform');
    expect(fieldValue('Final value')).toHaveTextContent(brl(24500, 'en'));
    expect(fieldValue('Payment')).toHaveTextContent('Partial');
  });
});
