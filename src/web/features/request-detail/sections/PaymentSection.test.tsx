import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v1Record, v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { brl } from '../testing/formatted';
import { PaymentSection } from './PaymentSection';

describe('PaymentSection', () => {
  it('shows type, condition, statuses, identifiers, payment time, card, files and, to admins, allowed operations', () => {
    renderWithProviders(<PaymentSection headingId="h" payment={v2Record.payment} showTechnicalDetail />);
    expect(fieldValue('Forma de pagamento')).toHaveTextContent('Cartão de crédito');
    expect(fieldValue('Condição')).toHaveTextContent('10x sem juros10× · acréscimo de 2,5%');
    expect(fieldValue('Situação')).toHaveTextContent('Parcial');
    expect(fieldValue('Descrição')).toHaveTextContent('Entrada paga');
    expect(fieldValue('Situação da transação')).toHaveTextContent('Pré-aprovada');
    expect(fieldValue('ID da transação')).toHaveTextContent('tx_987');
    expect(fieldValue('NSU da autorização')).toHaveTextContent('123456');
    expect(fieldValue('Código de autorização')).toHaveTextContent('A1B2C3');
    // A zone-less wall-clock time is shown as written, in the reader's format.
    expect(fieldValue('Pago em')).toHaveTextContent('06/03/2024, 14:05');
    expect(within(fieldValue('Comprovantes')).getByRole('listitem')).toHaveTextContent('comprovante.pdf');
    expect(fieldValue('ID do pagamento')).toHaveTextContent('pay_1');
    const allowed = within(fieldValue('A plataforma permite')).getAllByRole('listitem');
    expect(allowed.map((item) => item.textContent)).toEqual(['consultar', 'alterar', 'excluir']);
  });

  it('shows only the brand and last digits of the card', () => {
    renderWithProviders(<PaymentSection headingId="h" payment={v2Record.payment} />);
    const card = fieldValue('Cartão');
    expect(card).toHaveTextContent('visa •••• 4242');
    expect(within(card).getByText('final 4242')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('424242');
    expect(document.body).not.toHaveTextContent('ANA SOUZA');
  });

  it('copies an identifier and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentSection headingId="h" payment={v2Record.payment} />);
    await user.click(screen.getByRole('button', { name: 'Copiar ID da transação' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('tx_987');
    expect(await screen.findByText('ID da transação copiado')).toBeInTheDocument();
  });

  it('describes decreases, fixed amounts and unchanged conditions', () => {
    const { rerender } = renderWithProviders(
      <PaymentSection
        headingId="h"
        payment={{
          condition: {
            name: 'À vista',
            quantityOfInstallments: 1,
            conditionType: 'decrease',
            modifierType: 'fixed',
            value: 50,
          },
        }}
      />,
    );
    expect(fieldValue('Condição')).toHaveTextContent(`À vista1× · desconto de ${brl(50)}`);
    rerender(
      <PaymentSection
        headingId="h"
        payment={{ condition: { quantityOfInstallments: 3, conditionType: 'notUpdate' } }}
      />,
    );
    expect(fieldValue('Condição')).toHaveTextContent('3× · sem acréscimo nem desconto');
    rerender(<PaymentSection headingId="h" payment={{ condition: { conditionType: 'increase' } }} />);
    expect(fieldValue('Condição')).toHaveTextContent('acréscimo (valor não informado)');
  });

  it('leaves the record’s allowed operations to admins', () => {
    renderWithProviders(<PaymentSection headingId="h" payment={v2Record.payment} />);
    expect(fieldValue('ID do pagamento')).toHaveTextContent('pay_1');
    expect(screen.queryByText('A plataforma permite')).toBeNull();
    expect(screen.queryByText('excluir')).toBeNull();
  });

  it('shows a v1 payment with absent parts as not provided, and no operation when there are no links', () => {
    renderWithProviders(<PaymentSection headingId="h" payment={v1Record.payment} showTechnicalDetail />);
    expect(fieldValue('Forma de pagamento')).toHaveTextContent('Boleto');
    expect(fieldValue('Situação')).toHaveTextContent('Solicitado');
    for (const label of [
      'Descrição',
      'Condição',
      'ID da transação',
      'Pago em',
      'Cartão',
      'Comprovantes',
      'ID do pagamento',
    ]) {
      expect(fieldValue(label), label).toHaveTextContent('não informado');
    }
    expect(fieldValue('A plataforma permite')).toHaveTextContent('nenhuma operação informada');
  });

  it('names a file by its path when it has no original name', () => {
    renderWithProviders(
      <PaymentSection headingId="h" payment={{ files: [{ path: '/files/recibo-123.pdf' }] }} />,
    );
    expect(fieldValue('Comprovantes')).toHaveTextContent('recibo-123.pdf');
    expect(within(fieldValue('Comprovantes')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders what the payment-actions slot gives, with or without payment data', () => {
    const { rerender } = renderWithProviders(
      <PaymentSection
        headingId="h"
        payment={v2Record.payment}
        actions={<button type="button">Atualizar</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    rerender(
      <PaymentSection headingId="h" payment={undefined} actions={<button type="button">Atualizar</button>} />,
    );
    expect(screen.getByText('Este registro não traz dados de pagamento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<PaymentSection headingId="h" payment={v2Record.payment} showTechnicalDetail />, {
      locale: 'en',
    });
    expect(fieldValue('Payment type')).toHaveTextContent('Credit card');
    expect(fieldValue('Condition')).toHaveTextContent('10× · increase of 2.5%');
    expect(fieldValue('Status')).toHaveTextContent('Partial');
    expect(fieldValue('Transaction status')).toHaveTextContent('Pre-approved');
    expect(fieldValue('Card')).toHaveTextContent('ending in 4242');
    expect(fieldValue('The platform allows')).toHaveTextContent('viewupdatedelete');
  });
});
