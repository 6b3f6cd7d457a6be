import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
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
  return <Anchor href={`mailto:${address}`}>{breakableAddress(address)}</Anchor>;
}

/**
 * The address with the places a line may break where a reader expects it: after the @, then
 * before each dot (so "larissa.almeida@" / "solarsul.com.br", never "solarsul.com.b" / "r"). A
 * part still too long for its column breaks where it must (the field's overflow-wrap).
 */
function breakableAddress(address: string) {
  const at = address.indexOf('@');
  const parts = [...dotted(address.slice(0, at)), `@`, ...dotted(address.slice(at + 1))];
  return parts.map((part, index) => (
    // Parts repeat ("." twice), so their place is their key.
    <Fragment key={index}>
      {index > 0 && part !== '@' ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** "larissa.almeida" → ["larissa", ".almeida"]: each dot starts its part. */
function dotted(text: string): string[] {
  return text.split(/(?=\.)/);
}
