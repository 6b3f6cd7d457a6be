/**
 * The nonce the server put in the page for this response, if any, read from
 * `<meta property="csp-nonce" nonce="...">` (the convention Vite's `html.cspNonce` writes).
 * Browsers hide a `nonce` attribute from getAttribute once applied, so the property is read first.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  const nonce = meta.nonce || meta.getAttribute('content') || '';
  return nonce === '' ? undefined : nonce;
}
