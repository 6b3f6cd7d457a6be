/**
 * Names that say a request stopped moving, folded (lower case, no accents), in pt-BR and English:
 * delivered, concluded, finished, cancelled, lost, refused, rejected, converted, archived.
 * Gender and plural endings included ("Concluída", "Entregues").
 */
const FINAL_WORD =
  /^(?:(?:pedido|orcamento|venda|order|budget)\s+)?(?:entregues?|(?:conclui|finaliza|cancela|perdi|recusa|rejeita|reprova|converti|encerra|arquiva)d[oa]s?|delivered|completed|cancell?ed|lost|rejected|declined|converted|archived)(?![\p{L}\p{N}])/u;

/** "Entregue parcialmente" still has a part to go. */
const PARTIAL = /parcial|partial/;

function fold(name: string): string {
  return name.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Whether a status name reads as final: it begins with one of the words above (optionally after
 * "Pedido"/"Orçamento"), e.g. "Entregue", "Cancelado pelo cliente", "Convertido em pedido",
 * "Pedido concluído"; never "Aguardando entrega" or "Entregue parcialmente". The vendor says
 * nothing of final statuses, so this only suggests: the admin's choice replaces it (ADR 044).
 */
export function isSuggestedFinalStatus(name: string): boolean {
  const folded = fold(name);
  return FINAL_WORD.test(folded) && !PARTIAL.test(folded);
}
