/** The circuit as nobody has opened or reset it. */
export const untouchedCircuit = {
  state: 'closed',
  openedAt: null,
  cause: null,
  openedByCall: null,
  resetAt: null,
  resetBy: null,
} as const;
