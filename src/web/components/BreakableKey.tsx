import { Fragment } from 'react';

/**
 * A vendor key as received that may break where its words meet (dataPrevista|Instalacao,
 * cf_|origem) rather than mid-word when its column is narrow.
 */
export function BreakableKey({ value }: { value: string }) {
  const parts = value.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[_.-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
