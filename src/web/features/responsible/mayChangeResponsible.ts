import type { Principal } from '../../lib/session/principalOf';

/**
 * Whether this person may hand requests to another responsible: sales, and admin (who passes every
 * role check on the server too). A wallboard device never may. The server checks again on the call;
 * this only keeps people from a button that could not work.
 */
export function mayChangeResponsible(principal: Principal): boolean {
  return (
    principal.kind === 'user' && (principal.roles.includes('sales') || principal.roles.includes('admin'))
  );
}
