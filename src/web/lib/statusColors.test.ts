import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_COLORS, statusColor } from './statusColors';

describe('status colours', () => {
  it('gives statuses that mean the same thing the same colour, in the list and on the board', () => {
    expect(statusColor('Cancelado')).toBe('red');
    expect(statusColor('Perdido')).toBe('red');
    expect(statusColor('Entregue')).toBe('green');
    expect(statusColor('Aguardando pagamento')).toBe('yellow');
    expect(PAYMENT_STATUS_COLORS.received).toBe('green');
  });

  it('gives any other name a stable colour of its own', () => {
    expect(statusColor('Instalação agendada')).toBe(statusColor(' instalação agendada '));
  });
});
