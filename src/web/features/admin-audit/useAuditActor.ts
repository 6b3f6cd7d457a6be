import type { AuditEntry } from '../../../contract/api/audit';
import { useT } from '../../i18n/useT';

/** Who acted, as a person reads it: a name first, then what identifies it (the e-mail) or what it is. */
export interface AuditActorText {
  name: string;
  detail: string;
}

/** The configuration setting that creates the first admin, recorded as the actor of that creation. */
const FIRST_ADMIN_SETTING = 'BOOTSTRAP_ADMIN_EMAIL';

/**
 * An entry's actor in words: a person by today's name (the e-mail under it), a wallboard by its
 * name, the configuration's first admin and the demo as such, the command line with its operator,
 * never a setting's name or a bare kind.
 */
export function useAuditActor(): (entry: AuditEntry) => AuditActorText {
  const t = useT();
  return ({ actor }) => {
    const kind = t(`adminAudit.actorKind.${actor.kind}`);
    switch (actor.kind) {
      case 'user':
      case 'device':
      case 'anonymous': {
        const name = actor.name ?? actor.label;
        if (!name) return { name: t('adminAudit.actor.anonymous'), detail: kind };
        return { name, detail: actor.label && actor.label !== name ? actor.label : kind };
      }
      case 'system':
        if (actor.label === FIRST_ADMIN_SETTING)
          return { name: t('adminAudit.actor.firstAdmin'), detail: kind };
        if (actor.label === 'sandbox') return { name: t('adminAudit.actor.sandbox'), detail: kind };
        return { name: actor.label ?? t('adminAudit.actor.system'), detail: kind };
      case 'operator':
        return actor.label
          ? { name: t('adminAudit.actor.operator', { who: actor.label.replace(/^cli:/, '') }), detail: kind }
          : { name: kind, detail: '' };
    }
  };
}
