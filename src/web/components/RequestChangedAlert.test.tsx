import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VersionedHistoryEntry } from '../../contract/api/requests';
import { renderWithProviders } from '../testing/renderWithProviders';
import { RequestChangedAlert } from './RequestChangedAlert';

const byVendor: VersionedHistoryEntry = {
  id: '7',
  version: 2,
  at: '2026-11-20T12:02:00.000Z',
  source: 'webhook',
  actor: { kind: 'sync', source: 'webhook' },
  changes: [{ field: 'payment.status', from: 'requested', to: 'cancelled' }],
};
const byBruno: VersionedHistoryEntry = {
  ...byVendor,
  id: '8',
  version: 3,
  source: 'write',
  actor: { kind: 'person', id: 'u2', name: 'Bruno Lima' },
};

describe('RequestChangedAlert', () => {
  it('names the vendor as a person would, never by how Painel heard of the change', () => {
    renderWithProviders(<RequestChangedAlert mode="refused" changes={[byVendor]} />);
    expect(
      screen.getByText(
        'Não salvo: a plataforma do fornecedor alterou este pedido depois que você abriu o formulário',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/webhook/i);
  });

  it('names the person whose change it was, with the vendor when both changed it', () => {
    renderWithProviders(<RequestChangedAlert mode="live" changes={[byVendor, byBruno]} />, { locale: 'en' });
    expect(
      screen.getByText("This request was just changed by the vendor's platform, Bruno Lima"),
    ).toBeInTheDocument();
  });
});
