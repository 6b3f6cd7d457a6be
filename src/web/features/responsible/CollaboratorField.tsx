import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { collaboratorsQuery } from './api/collaboratorsQuery';

export interface CollaboratorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The new responsible's e-mail, with suggestions of collaborators the mirror already knows (name
 * and e-mail) matching what is typed. Any e-mail may still be typed: the vendor knows collaborators
 * the mirror has never seen responsible for anything.
 */
export const CollaboratorField = forwardRef<HTMLInputElement, CollaboratorFieldProps>(
  function CollaboratorField({ value, onChange, onBlur, error, disabled }, ref) {
    const t = useT();
    const [search] = useDebouncedValue(value, 200);
    const suggestions = useQuery(collaboratorsQuery(search));
    const items = useMemo(() => suggestions.data?.items ?? [], [suggestions.data]);
    const byEmail = useMemo(() => new Map(items.map((item) => [item.email, item])), [items]);

    const description = suggestions.isError
      ? `${t('responsible.email.description')} ${t('responsible.suggestions.unavailable')}`
      : t('responsible.email.description');

    return (
      <Autocomplete
        ref={ref}
        label={t('responsible.email.label')}
        description={description}
        error={error}
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        data={items.map((item) => item.email)}
        // The server already matched name or e-mail, accents and case aside; filtering again here on
        // the e-mail alone would hide the people found by name.
        filter={({ options }) => options}
        renderOption={({ option }) => {
          const name = byEmail.get(option.value)?.name;
          return (
            <div>
              <Text size="sm">{name ?? option.value}</Text>
              {name ? (
                <Text size="xs" c="dimmed">
                  {option.value}
                </Text>
              ) : null}
            </div>
          );
        }}
        // Inside the drawer's own DOM, so the drawer's focus trap and landmarks hold the list too.
        comboboxProps={{ withinPortal: false }}
      />
    );
  },
);
