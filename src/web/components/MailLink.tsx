import { Anchor } from '@mantine/core';
import { isAbsent } from '../lib/isAbsent';
import { Absent } from './Absent';

// Deliberately narrow: one @, no spaces and none of ?&# that would smuggle headers (cc, body)
// into the mailto: link. Anything else is shown as plain text.
const plainAddress = /^[^\s@?&#<>"]+@[^\s@?&#<>"]+\.[^\s@?&#<>".]+$/;

/** An e-mail address as a mailto: link, or as plain text when it is not a plain address. */
export function MailLink({ email }: { email: string | null | undefined }) {
  if (isAbsent(email)) return <Absent />;
  const address = email.trim();
  if (!plainAddress.test(address)) return <span>{email}</span>;
  return <Anchor href={`mailto:${address}`}>{address}</Anchor>;
}
