import { onUnknownValue, type UnknownValue } from '../../contract/upstream/tolerant';
import type { MetricsRegistry } from './metrics';

/**
 * The field an unknown value was found in, without positions or the webhook's `data.` prefix, so
 * the label set stays small: `data.products[3].type` and `[7].products[0].type` are both
 * `products[].type`.
 */
export function unknownValueField(value: Pick<UnknownValue, 'path'>): string {
  return value.path
    .replace(/\[\d+\]/g, '[]')
    .replace(/^\[\]\.?/, '')
    .replace(/^data\./, '');
}

/**
 * Counts, by field, the vendor values outside their documented set that the tolerant reader kept
 * as received (e.g. product type `battery`): the sign that the vendor added a value the spec does
 * not list. Returns the way to stop counting (when the services close).
 */
export function countUnknownValues(registry: MetricsRegistry): () => void {
  const counter = registry.counter(
    'painel_upstream_unknown_values_total',
    'Vendor values outside the documented set of their field, kept and shown as received, by field.',
    ['field'],
  );
  return onUnknownValue((value) => counter.inc({ field: unknownValueField(value) }));
}
