import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UnreadableNotice } from './UnreadableNotice';

const fields = [
  { path: 'products[2].quantity', problem: 'Invalid input: expected number, received string' },
  { path: 'billingDate', problem: 'Impossible date' },
];

describe('UnreadableNotice', () => {
  it('is not there when every field was readable', () => {
    renderWithProviders(<UnreadableNotice unreadable={[]} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names the unreadable fields by their labels, collapsed, without the technical detail', () => {
    renderWithProviders(<UnreadableNotice unreadable={fields} />);
    const note = screen.getByRole('note');
    expect(note.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Não foi possível ler 2 dados enviados pelo fornecedor')).toBeInTheDocument();
    expect(screen.getByText('Eles aparecem como não informados:')).toBeInTheDocument();
    expect(screen.getByText('Produtos › quantidade')).toBeInTheDocument();
    expect(screen.getByText('Data de faturamento')).toBeInTheDocument();
    expect(note).not.toHaveTextContent('products[2]');
    expect(note).not.toHaveTextContent('expected number');
  });

  it('gives admins the raw path and the reader’s problem', () => {
    renderWithProviders(<UnreadableNotice unreadable={fields} showTechnicalDetail />);
    expect(screen.getByText('products[2].quantity')).toBeInTheDocument();
    expect(screen.getByText('Invalid input: expected number, received string')).toBeInTheDocument();
  });

  it('speaks of one field in the singular, in English too', () => {
    renderWithProviders(
      <UnreadableNotice unreadable={[{ path: 'totalPower', problem: 'Expected number' }]} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('Painel could not read 1 detail sent by the vendor')).toBeInTheDocument();
    expect(screen.getByText('It is shown as not provided:')).toBeInTheDocument();
    expect(screen.getByText('Power')).toBeInTheDocument();
  });
});
