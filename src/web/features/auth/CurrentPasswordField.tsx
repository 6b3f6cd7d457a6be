import { PasswordField } from '../../components/PasswordField';
import { useT } from '../../i18n/useT';

/** The person's password typed again before a change to how they sign in. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <PasswordField
      label={t('account.security.password')}
      description={t('account.security.passwordHint')}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
