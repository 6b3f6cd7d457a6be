import type { Person } from '../../../contract/upstream/person';

/** Who is responsible now, as far as the record says (either part may be missing). */
export interface CurrentResponsible {
  name: string | null;
  email: string | null;
}

/** The record's responsible, or null when it names nobody at all. */
export function currentResponsibleOf(person: Person | undefined): CurrentResponsible | null {
  const name = [person?.name, person?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const email = person?.email?.trim() ?? '';
  if (name === '' && email === '') return null;
  return { name: name === '' ? null : name, email: email === '' ? null : email };
}

/** "Bruno Lima (bruno@example.com)", or whichever part is known. */
export function personLabel(name: string | null, email: string | null): string {
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? '';
}
