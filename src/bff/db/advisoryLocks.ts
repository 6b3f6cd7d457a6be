/**
 * Keys of the PostgreSQL advisory locks Painel takes, in one place so that two features never
 * pick the same number by accident. They live in the first half of the two-integer key space
 * (`pg_advisory_lock(namespace, key)`) under Painel's own namespace.
 */
export const advisoryLockNamespace = 0x5041_4e45; // "PANE"

export const advisoryLocks = {
  /** Held while one process applies migrations, so that replicas starting together wait in turn. */
  migrations: 1,
} as const;
