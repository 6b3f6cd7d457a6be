import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { CompanySection } from './CompanySection';

describe('CompanySection', () => {
  it('shows names, documents, the main contact with mail and phone links, and the address', () => {
    renderWithProviders(<CompanySection headingId="h" company={v2Record.company} />);
    expect(fieldValue('Razão social')).toHaveTextContent('Sol Forte Energia Ltda');
    expect(fieldValue('Nome fantasia')).toHaveTextContent('Sol Forte');
    expect(fieldValue('CNPJ')).toHaveTextContent('12.345.678/0001-90');
    expect(fieldValue('CPF')).toHaveTextContent('123.456.789-09');
    const contact = fieldValue('Contato principal');
    expect(contact).toHaveTextContent('Carla Dias');
    expect(contact.querySelector('a[href="mailto:carla@example.com"]')).toHaveTextContent(
      'carla@example.com',
    );
    expect(contact.querySelector('a[href="tel:+5531912345678"]')).toHaveTextContent('(31) 91234-5678');
    expect(screen.getByRole('heading', { level: 4, name: 'Endereço' })).toBeInTheDocument();
    expect(fieldValue('Logradouro')).toHaveTextContent('Avenida Paulista');
    expect(fieldValue('Complemento')).toHaveTextContent('Conj. 12');
    expect(fieldValue('CEP')).toHaveTextContent('01310-100');
  });

  it('reads a null CPF, a missing contact and a missing address as not provided', () => {
    renderWithProviders(<CompanySection headingId="h" company={v1Record.company} />);
    expect(fieldValue('CPF')).toHaveTextContent('não informado');
    expect(fieldValue('Contato principal')).toHaveTextContent('não informado');
    expect(fieldValue('Cidade')).toHaveTextContent('não informado');
  });

  it('shows a contact address that is not a plain address as text, not as a link', () => {
    renderWithProviders(
      <CompanySection
        headingId="h"
        company={{
          mainContact: { name: 'Carla', email: 'carla@example.com?cc=all@example.com', cellphone: '12' },
        }}
      />,
    );
    const contact = fieldValue('Contato principal');
    expect(contact).toHaveTextContent('carla@example.com?cc=all@example.com');
    expect(contact.querySelector('a')).toBeNull();
  });

  it('says briefly that there is no company', () => {
    renderWithProviders(<CompanySection headingId="h" company={{ cpf: null }} />);
    expect(screen.getByText('Este registro não traz dados da empresa.')).toBeInTheDocument();
  });
});
