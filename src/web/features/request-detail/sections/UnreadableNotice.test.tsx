import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UnreadableNotice } from './UnreadableNotice';

describe('UnreadableNotice', () => {
  it('is not there when every field was readable', () => {
    renderWithProviders(<UnreadableNotice unreadable={[]} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists the fields that came in an unexpected shape and says they show as absent', () => {
    renderWithProviders(
      <UnreadableNotice
        unreadable={[
          { path: 'products[2].type', problem: 'Invalid option' },
          { path: 'payment.status', problem: 'Invalid option' },
        ]}
      />,
    );
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(screen.getByText('2 campos vieram do fornecedor num formato inesperado')).toBeInTheDocument();
    expect(screen.getByText('Eles aparecem como não informados:')).toBeInTheDocument();
    expect(screen.getByText('products[2].type')).toBeInTheDocument();
    expect(screen.getByText('payment.status')).toBeInTheDocument();
  });

  it('speaks of one field in the singular, in English too', () => {
    renderWithProviders(
      <UnreadableNotice unreadable={[{ path: 'totalPower', problem: 'Expected number' }]} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('1 field came from the vendor in an unexpected shape')).toBeInTheDocument();
    expect(screen.getByText('It is shown as not provided:')).toBeInTheDocument();
  });
});
