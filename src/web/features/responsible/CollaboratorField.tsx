import { forwardRef } from 'react';
import { CollaboratorAutocomplete } from '../../components/CollaboratorAutocomplete';
import { useT } from '../../i18n/useT';

export interface CollaboratorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/** The new responsible's e-mail in the drawer's form, with suggestions of known collaborators. */
export const CollaboratorField = forwardRef<HTMLInputElement, CollaboratorFieldProps>(
  function CollaboratorField({ value, onChange, onBlur, error, disabled }, ref) {
    const t = useT();
    return (
      <CollaboratorAutocomplete
        ref={ref}
        label={t('responsible.email.label')}
        description={t('responsible.email.description')}
        unavailableNote={t('responsible.suggestions.unavailable')}
        error={error}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        // Inside the drawer's own DOM, so the drawer's focus trap and landmarks hold the list too.
        comboboxProps={{ withinPortal: false }}
      />
    );
  },
);
