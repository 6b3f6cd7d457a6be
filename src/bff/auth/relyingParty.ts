import type { Config } from '../config';

/** Who passkeys are made for: a browser binds each to this host and checks the page's origin. */
export interface RelyingParty {
  /** The host of PUBLIC_URL: a passkey made for it works there and on nothing else. */
  id: string;
  /** PUBLIC_URL's origin: the only page a ceremony's answer is accepted from. */
  origin: string;
  name: string;
}

export function relyingPartyOf(config: Pick<Config, 'PUBLIC_URL'>): RelyingParty {
  const url = new URL(config.PUBLIC_URL);
  return { id: url.hostname, origin: url.origin, name: 'Painel' };
}
