import { Autocomplete, type AutocompleteProps, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useMemo } from 'react';
import { collaboratorsQuery } from '../lib/api/collaboratorsQuery';

export interface CollaboratorAutocompleteProps extends Omit<
  AutocompleteProps,
  'value' | 'onChange' | 'data' | 'filter' | 'renderOption' | 'description'
> {
  value: string;
  onChange: (value: string) => void;
  description: string;
  /** Added to the description when the suggestions could not be loaded (typing still works). */
  unavailableNote?: string;
  /** Whether to look for suggestions at all (a closed dialog does not). */
  enabled?: boolean;
}

/**
 * An e-mail field suggesting the collaborators the mirror already knows (name and e-mail) that
 * match what is typed. Any e-mail may still be typed: the vendor knows collaborators the mirror
 * has never seen responsible for anything.
 */
export const CollaboratorAutocomplete = forwardRef<HTMLInputElement, CollaboratorAutocompleteProps>(
  function CollaboratorAutocomplete(
    { value, onChange, description, unavailableNote, enabled = true, ...props },
    ref,
  ) {
    const [search] = useDebouncedValue(value, 200);
    const suggestions = useQuery({ ...collaboratorsQuery(search), enabled });
    const items = useMemo(() => suggestions.data?.items ?? [], [suggestions.data]);
    const byEmail = useMemo(() => new Map(items.map((item) => [item.email, item])), [items]);

    return (
      <Autocomplete
        ref={ref}
        {...props}
        description={
          suggestions.isError && unavailableNote ? `${description} ${unavailableNote}` : description
        }
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
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
      />
    );
  },
);
