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
 * The address with the places a line may break where a reader expects it: after the @, then before
 * a dot of the name ("leticia.andrade97@" / "solarsul.com.br", never "solarsul.co" / "m.br"). The
 * domain stays whole; a part still too long for its column breaks where it must (the field's
 * overflow-wrap).
 */
function breakableAddress(address: string) {
  const at = address.indexOf('@');
  const name = address.slice(0, at).split(/(?=\.)/);
  return (
    <>
      {name.map((part, index) => (
        // Parts repeat (".silva" twice), so their place is their key.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
      @<wbr />
      {address.slice(at + 1)}
    </>
  );
}
