import { Anchor } from '@mantine/core';
import { isAbsent } from '../lib/isAbsent';
import { dialableDigits, maskPhone } from '../lib/format/masks';
import { Absent } from './Absent';

/** A Brazilian phone number, masked, as a tel: link; anything else is shown as sent. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (isAbsent(phone)) return <Absent />;
  const dial = dialableDigits(phone);
  if (!dial) return <span>{phone}</span>;
  return (
    <Anchor href={`tel:${dial}`} style={{ whiteSpace: 'nowrap' }}>
      {maskPhone(phone)}
    </Anchor>
  );
}
