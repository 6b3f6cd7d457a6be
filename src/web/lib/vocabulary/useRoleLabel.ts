import type { Role } from '../../../contract/api/roles';
import { useT } from '../../i18n/useT';

/** A role's name in the reader's language. */
export function useRoleLabel(): (role: Role) => string {
  const t = useT();
  return (role) => {
    switch (role) {
      case 'viewer':
        return t('auth.role.viewer');
      case 'sales':
        return t('auth.role.sales');
      case 'finance':
        return t('auth.role.finance');
      case 'admin':
        return t('auth.role.admin');
    }
  };
}
