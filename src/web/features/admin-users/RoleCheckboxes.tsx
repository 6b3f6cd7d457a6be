import { Checkbox, Stack } from '@mantine/core';
import { ROLES, type Role } from '../../../contract/api/roles';
import { useT } from '../../i18n/useT';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';

export interface RoleCheckboxesProps {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  onBlur?: () => void;
  error?: string;
}

/** One checkbox per role, each with what it allows; the roles come back in the contract's order. */
export function RoleCheckboxes({ value, onChange, onBlur, error }: RoleCheckboxesProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const describe: Record<Role, string> = {
    viewer: t('adminUsers.role.viewer.description'),
    sales: t('adminUsers.role.sales.description'),
    finance: t('adminUsers.role.finance.description'),
    admin: t('adminUsers.role.admin.description'),
  };
  return (
    <Checkbox.Group
      label={t('adminUsers.field.roles')}
      description={t('adminUsers.field.rolesHint')}
      withAsterisk
      value={[...value]}
      onChange={(next) => onChange(ROLES.filter((role) => next.includes(role)))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={roleLabel(role)}
            description={describe[role]}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
