import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { MaskedDocument } from './MaskedDocument';

describe('MaskedDocument', () => {
  it('masks each kind of number', () => {
    renderWithProviders(
      <>
        <MaskedDocument kind="cnpj" value="12345678000195" />
        <MaskedDocument kind="cpf" value="12345678909" />
        <MaskedDocument kind="cep" value="01310100" />
        <MaskedDocument kind="phone" value="11912345678" />
      </>,
    );
    for (const text of ['12.345.678/0001-95', '123.456.789-09', '01310-100', '(11) 91234-5678']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows a malformed value as the vendor sent it', () => {
    renderWithProviders(<MaskedDocument kind="cnpj" value="123-X" />);
    expect(screen.getByText('123-X')).toBeInTheDocument();
  });

  it('shows a null CPF as not provided', () => {
    renderWithProviders(<MaskedDocument kind="cpf" value={null} />);
    expect(screen.getByText('não informado')).toBeInTheDocument();
  });
});
