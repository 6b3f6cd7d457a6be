import type { EnumSet } from '../../../contract/labels/enumLabels';
import { Absent } from '../../components/Absent';
import { isAbsent } from '../../lib/isAbsent';
import { EnumValue } from '../../lib/vocabulary/EnumValue';

/** A value of a set the spec only indicates: translated when known, else shown as the vendor sent it. */
export function IndicatedValue({ set, value }: { set: EnumSet; value: string | null | undefined }) {
  if (isAbsent(value)) return <Absent />;
  return <EnumValue set={set} value={value} />;
}
