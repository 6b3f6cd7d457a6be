import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { brl } from '../testing/formatted';
import { FreightSection } from './FreightSection';

describe('FreightSection', () => {
  it('shows terms, zone, truck access, time restriction, price, address and integration', () => {
    renderWithProviders(<FreightSection headingId="h" freight={v2Record.freight} />);
    const section = screen.getByRole('region', { name: 'Frete' });
    expect(fieldValue('Modalidade', section)).toHaveTextContent('CIF (frete por conta do remetente)');
    expect(fieldValue('Zona', section)).toHaveTextContent('Urbana');
    expect(fieldValue('Acesso para caminhão', section)).toHaveTextContent('Sim');
    expect(fieldValue('Restrição de horário', section)).toHaveTextContent('Somente manhã');
    expect(fieldValue('Valor do frete', section)).toHaveTextContent(brl(450));
    expect(
      within(section).getByRole('heading', { level: 4, name: 'Endereço de entrega' }),
    ).toBeInTheDocument();
    expect(fieldValue('Logradouro', section)).toHaveTextContent('Rua Barão de Jaguara');
    expect(fieldValue('Número', section)).toHaveTextContent('50');
    // An empty complement is as good as none.
    expect(fieldValue('Complemento', section)).toHaveTextContent('não informado');
    expect(fieldValue('Bairro', section)).toHaveTextContent('Centro');
    expect(fieldValue('Cidade', section)).toHaveTextContent('Campinas');
    expect(fieldValue('UF', section)).toHaveTextContent('SP');
    expect(fieldValue('CEP', section)).toHaveTextContent('13010-000');
    expect(within(section).queryByText('Tipo de logradouro')).not.toBeInTheDocument();
    expect(fieldValue('Nome', section)).toHaveTextContent('Frete rápido');
    expect(fieldValue('Transportadora', section)).toHaveTextContent('TransSol');
    expect(fieldValue('Identificador', section)).toHaveTextContent('int_1');
  });

  it('shows the v1 street type and formatted street, and an integration without id', () => {
    renderWithProviders(<FreightSection headingId="h" freight={v1Record.freight} />);
    expect(fieldValue('Modalidade')).toHaveTextContent('FOB (frete por conta do destinatário)');
    expect(fieldValue('Zona')).toHaveTextContent('Rural');
    expect(fieldValue('Acesso para caminhão')).toHaveTextContent('Não');
    expect(fieldValue('Valor do frete')).toHaveTextContent(brl(0));
    expect(fieldValue('Logradouro')).toHaveTextContent('Colombo');
    expect(fieldValue('Tipo de logradouro')).toHaveTextContent('Avenida');
    expect(fieldValue('Logradouro completo')).toHaveTextContent('Avenida Colombo');
    expect(fieldValue('CEP')).toHaveTextContent('87020-025');
    expect(fieldValue('Identificador')).toHaveTextContent('não informado');
  });

  it('shows a value outside the indicated sets as the vendor sent it, and masks a bare CEP', () => {
    renderWithProviders(
      <FreightSection
        headingId="h"
        freight={{
          type: 'DAP',
          zoneType: 'industrial',
          truckPossible: 'talvez',
          address: { CEP: '13010000' },
        }}
      />,
    );
    expect(fieldValue('Modalidade')).toHaveTextContent('DAP');
    expect(fieldValue('Zona')).toHaveTextContent('industrial');
    expect(fieldValue('Acesso para caminhão')).toHaveTextContent('talvez');
    expect(fieldValue('CEP')).toHaveTextContent('13010-000');
    expect(fieldValue('Valor do frete')).toHaveTextContent('não informado');
  });

  it('says briefly that there is no freight, also for a freight made only of empty parts', () => {
    renderWithProviders(<FreightSection headingId="h" freight={{ address: {}, integrationData: {} }} />);
    expect(screen.getByText('Este registro não traz dados de frete.')).toBeInTheDocument();
    expect(screen.queryByText('Modalidade')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<FreightSection headingId="h" freight={v2Record.freight} />, { locale: 'en' });
    expect(fieldValue('Terms')).toHaveTextContent('CIF (freight paid by the sender)');
    expect(fieldValue('Truck access')).toHaveTextContent('Yes');
    expect(fieldValue('Postcode (CEP)')).toHaveTextContent('13010-000');
  });
});
