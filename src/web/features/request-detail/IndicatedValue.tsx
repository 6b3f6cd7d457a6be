import { Absent } from '../../components/Absent';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/messages/pt-BR';
import { isAbsent } from '../../lib/isAbsent';
import { indicatedLabel } from './labels';

/** A value of a set the spec only indicates: translated when known, else shown as the vendor sent it. */
export function IndicatedValue<V extends string>({
  labels,
  value,
}: {
  labels: Record<V, MessageKey>;
  value: string | undefined;
}) {
  const t = useT();
  if (isAbsent(value)) return <Absent />;
  const key = indicatedLabel(labels, value);
  return <>{key ? t(key) : value}</>;
}
