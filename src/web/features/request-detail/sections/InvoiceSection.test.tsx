import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { brl } from '../testing/formatted';
import { InvoiceSection } from './InvoiceSection';

describe('InvoiceSection', () => {
  it('shows names, documents, contact, the three values and the address', () => {
    renderWithProviders(<InvoiceSection headingId="h" invoice={v2Record.invoice} />);
    expect(fieldValue('Razão social')).toHaveTextContent('Cliente Final Ltda');
    expect(fieldValue('Nome fantasia')).toHaveTextContent('Cliente Final');
    expect(fieldValue('CNPJ')).toHaveTextContent('98.765.432/0001-10');
    expect(fieldValue('CPF')).toHaveTextContent('987.654.321-00');
    expect(fieldValue('RG')).toHaveTextContent('12.345.678-9');
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('123.456.789.110');
    expect(fieldValue('Telefone').querySelector('a[href="tel:+551932321010"]')).toHaveTextContent(
      '(19) 3232-1010',
    );
    expect(fieldValue('E-mail').querySelector('a[href="mailto:financeiro@cliente.example"]')).not.toBeNull();
    expect(fieldValue('Valor original da nota')).toHaveTextContent(brl(24500));
    expect(fieldValue('Serviço a acrescentar')).toHaveTextContent(brl(2000));
    expect(fieldValue('Valor pedido na nota')).toHaveTextContent(brl(26500));
    expect(screen.getByRole('heading', { level: 4, name: 'Endereço' })).toBeInTheDocument();
    expect(fieldValue('Cidade')).toHaveTextContent('Campinas');
  });

  it('masks documents sent as bare digits', () => {
    renderWithProviders(
      <InvoiceSection
        headingId="h"
        invoice={{ cnpj: '98765432000110', cpf: '98765432100', telephone: '1932321010' }}
      />,
    );
    expect(fieldValue('CNPJ')).toHaveTextContent('98.765.432/0001-10');
    expect(fieldValue('CPF')).toHaveTextContent('987.654.321-00');
    expect(fieldValue('Telefone')).toHaveTextContent('(19) 3232-1010');
  });

  it('shows the state registration only when the customer has one', () => {
    const { rerender } = renderWithProviders(
      <InvoiceSection headingId="h" invoice={{ temInscricaoEstadual: 'isento', ie: '999.999' }} />,
    );
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('Isento');
    expect(screen.queryByText(/999\.999/)).not.toBeInTheDocument();

    rerender(<InvoiceSection headingId="h" invoice={{ temInscricaoEstadual: 'nao', ie: '999.999' }} />);
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('Não contribuinte');
    expect(screen.queryByText(/999\.999/)).not.toBeInTheDocument();

    rerender(<InvoiceSection headingId="h" invoice={{ temInscricaoEstadual: 'sim' }} />);
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('não informado');

    rerender(<InvoiceSection headingId="h" invoice={{ razaoSocial: 'X', ie: '999.999' }} />);
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('não informado');
  });

  it('shows the v1 address fields and every missing value as not provided', () => {
    renderWithProviders(<InvoiceSection headingId="h" invoice={v1Record.invoice} />);
    expect(fieldValue('Razão social')).toHaveTextContent('Fazenda Boa Vista');
    expect(fieldValue('Inscrição estadual')).toHaveTextContent('Isento');
    expect(fieldValue('Tipo de logradouro')).toHaveTextContent('Avenida');
    expect(fieldValue('Logradouro completo')).toHaveTextContent('Avenida Colombo');
    for (const label of ['CNPJ', 'E-mail', 'Telefone', 'Valor pedido na nota', 'Bairro']) {
      expect(fieldValue(label), label).toHaveTextContent('não informado');
    }
  });

  it('says briefly that there is no invoice data', () => {
    renderWithProviders(<InvoiceSection headingId="h" invoice={undefined} />);
    expect(screen.getByText('Este registro não traz dados de nota fiscal.')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<InvoiceSection headingId="h" invoice={{ temInscricaoEstadual: 'nao' }} />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Invoice' })).toBeInTheDocument();
    expect(fieldValue('State registration')).toHaveTextContent('Not a taxpayer');
  });
});
