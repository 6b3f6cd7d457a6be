import { describe, expect, it } from 'vitest';
import { isSuggestedFinalStatus } from './finalStatusSuggestion';

describe('the suggested final statuses', () => {
  it('reads delivered, cancelled, lost, refused and converted names as final', () => {
    for (const name of [
      'Entregue',
      'Entregues',
      'Cancelado',
      'cancelada pelo cliente',
      'Concluído',
      'CONCLUIDA',
      'Finalizado',
      'Perdido',
      'Perdido - preço',
      'Recusado',
      'Convertido em pedido',
      'Pedido entregue',
      'Orçamento perdido',
      'Encerrado',
      'Delivered',
      'Canceled',
      'Lost',
    ]) {
      expect(isSuggestedFinalStatus(name), name).toBe(true);
    }
  });

  it('leaves statuses that still move alone', () => {
    for (const name of [
      'Aguardando pagamento',
      'Aguardando entrega',
      'Em transporte',
      'Entregue parcialmente',
      'Cancelamento solicitado',
      'Pagamento aprovado',
      'Faturado',
      'Novo',
      'Proposta enviada',
      'Em negociação',
      'Lostwax',
      '',
    ]) {
      expect(isSuggestedFinalStatus(name), name).toBe(false);
    }
  });
});
