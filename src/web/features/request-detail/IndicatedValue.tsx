import type { EnumSet } from '../../../contract/labels/enumLabels';
import { Absent } from '../../components/Absent';
import { isAbsent } from '../../lib/isAbsent';
import { useEnumLabel } from '../../lib/vocabulary/useVocabulary';

/** A value of a set the spec only indicates: translated when known, else shown as the vendor sent it. */
export function IndicatedValue({ set, value }: { set: EnumSet; value: string | undefined }) {
  const label = useEnumLabel();
  if (isAbsent(value)) return <Absent />;
  return <>{label(set, value)}</>;
}
