import type { DemoCredential } from '../bff/auth/initialUsers';
import { formatDemoCredentials } from '../bff/auth/initialUsers';

export interface StartBannerFacts {
  publicUrl: string;
  /** What the socket is bound to, e.g. 127.0.0.1:8080. */
  boundTo: string;
  mode: 'sandbox' | 'vendor';
  loopbackOnly: boolean;
  /** The sandbox's fresh demo accounts; none for a vendor. */
  demo?: DemoCredential[];
  /** The demo's database is new at this start and goes at the stop (no DATA_DIR chosen). */
  freshDemo?: boolean;
}

/**
 * What an operator needs after `npm start`, printed to the terminal (not the log) once Painel
 * listens and everything else at start has been said, so it is the last thing on screen.
 */
export function formatStartBanner(facts: StartBannerFacts): string {
  const lines = [
    '',
    `Painel is ready at ${facts.publicUrl} (${facts.mode} mode, listening on ${facts.boundTo})`,
  ];
  if (facts.loopbackOnly && facts.mode === 'sandbox') {
    lines.push('  only this machine can reach it; set HOST=0.0.0.0 to show the sandbox on the network');
  }
  if (facts.freshDemo) {
    lines.push('  a new demo at every start; set DATA_DIR=./data to keep its database between starts');
  }
  const block = lines.join('\n');
  return facts.demo ? `${block}\n${formatDemoCredentials(facts.demo, facts.publicUrl)}` : `${block}\n`;
}
