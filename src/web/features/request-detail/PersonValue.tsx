import { Stack } from '@mantine/core';
import type { Person } from '../../../contract/upstream/person';
import { Absent } from '../../components/Absent';
import { MailLink } from '../../components/MailLink';
import { PhoneLink } from '../../components/PhoneLink';
import { hasContent } from './hasContent';

/** A collaborator or contact: full name, then e-mail and phone as links when they are usable. */
export function PersonValue({ person }: { person: Person | undefined }) {
  if (!hasContent(person) || person === undefined) return <Absent />;
  const name = [person.name, person.surname].filter((part) => part?.trim()).join(' ');
  return (
    <Stack gap={2} component="span">
      <span>{name === '' ? <Absent /> : name}</span>
      {person.email?.trim() ? <MailLink email={person.email} /> : null}
      {person.cellphone?.trim() ? <PhoneLink phone={person.cellphone} /> : null}
    </Stack>
  );
}
