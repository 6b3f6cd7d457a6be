import type { PaymentStatus } from '../../contract/upstream/enums';

/**
 * The one colour map of statuses, shared by the requests list and the boards so a status looks the
 * same wherever it shows. Colours are Mantine palette names (both colour schemes have them).
 */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  notRequested: 'gray',
  requested: 'blue',
  partial: 'orange',
  received: 'green',
  cancelled: 'red',
};

/** A payment status's colour; one the vendor added after the spec is neutral grey. */
export function paymentStatusColor(status: string): string {
  return Object.hasOwn(PAYMENT_STATUS_COLORS, status)
    ? PAYMENT_STATUS_COLORS[status as PaymentStatus]
    : 'gray';
}

// Request and stock statuses are the integrator's own names: words that carry a meaning get its
// colour; any other name gets a stable colour of its own (the same name, the same colour).
const MEANINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/cancel|perdid|recusad|reprovad|sem estoque|indispon/i, 'red'],
  [/entreg|conclu|finaliz|convertid|recebid|^dispon[ií]vel$/i, 'green'],
  [/aguard|pendente|sob consulta|parcial|reposi/i, 'yellow'],
  [/aprovad|reservad|faturad/i, 'teal'],
  [/transport|envi|separa/i, 'indigo'],
  [/negocia|proposta|an[aá]lise/i, 'violet'],
  [/^nov[oa]$/i, 'blue'],
];
const PALETTE = ['blue', 'cyan', 'grape', 'indigo', 'lime', 'pink', 'teal', 'violet'] as const;

/** The colour of a request or stock status, by its name. */
export function statusColor(name: string): string {
  const text = name.trim();
  for (const [pattern, color] of MEANINGS) if (pattern.test(text)) return color;
  let hash = 0;
  for (const char of text.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? 'gray';
}
