const maxText = 200;

/**
 * Labels, details and causes end up in ledger rows, the circuit row and an admin's screen; a vendor
 * body or a caller's label of any length must not make them grow without bound.
 */
export const clip = (text: string) => (text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text);
