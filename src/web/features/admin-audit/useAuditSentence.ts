import type { AuditEntry } from '../../../contract/api/audit';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { useRoleLabel } from '../../lib/vocabulary/useRoleLabel';

/**
 * An entry as a person would say it ("Criou o usuário Ana Souza", "Entrada recusada: senha
 * errada"), from the parts the BFF read from it. A write that did not go through says it was
 * tried; an action Painel does not know is shown as recorded, and said to be unknown.
 */
export function useAuditSentence(): (entry: AuditEntry) => string {
  const t = useT();
  const { locale } = useLocale();
  const roleLabel = useRoleLabel();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (entry) => {
    const { description: d } = entry;
    const subject = d.subject ?? t('adminAudit.unknownSubject');
    const roles = d.roles ? list.format(d.roles.map(roleLabel)) : null;
    const ofRequest =
      d.requestType === 'budget'
        ? t('adminAudit.ofRequest.budget', { code: subject })
        : t('adminAudit.ofRequest.order', { code: subject });
    const tried = entry.outcome !== 'ok';
    switch (d.event) {
      case 'signIn':
        return t('adminAudit.event.signIn');
      case 'signInRefused':
        return d.reason
          ? t(`adminAudit.event.signInRefused.${d.reason}`)
          : t('adminAudit.event.signInRefused');
      case 'signOut':
        return t('adminAudit.event.signOut');
      case 'signInPasswordAccepted':
        return d.next === 'enrolment'
          ? t('adminAudit.event.signInPasswordAccepted.enrolment')
          : t('adminAudit.event.signInPasswordAccepted.secondFactor');
      case 'signInWithRecoveryCode':
      case 'signInWithPasskey':
      case 'signInWithSso':
      case 'sessionEndedByIdp':
      case 'passkeyAddRefused':
      case 'totpEnabled':
      case 'totpRemoved':
      case 'recoveryCodesReplaced':
        return t(`adminAudit.event.${d.event}`);
      case 'secondFactorRolesChanged':
        return roles
          ? t('adminAudit.event.secondFactorRolesChanged.roles', { roles })
          : t('adminAudit.event.secondFactorRolesChanged');
      case 'passkeyAdded':
        return t('adminAudit.event.passkeyAdded', { subject });
      case 'passkeyRemoved':
        // Entries from before ADR 096 do not say how many sessions the removal ended.
        return d.count === null
          ? t('adminAudit.event.passkeyRemoved', { subject })
          : t('adminAudit.event.passkeyRemoved.count', { subject, count: d.count });
      case 'ssoLinked':
        return t('adminAudit.event.ssoLinked', { subject });
      case 'ssoAccountCreated':
        return t('adminAudit.event.ssoAccountCreated', { subject, roles: roles ?? '—' });
      case 'ssoRolesChanged':
        return tried
          ? t('adminAudit.event.ssoRolesChanged.tried', { subject })
          : t('adminAudit.event.ssoRolesChanged', { subject, roles: roles ?? '—' });
      case 'passkeyRenamed':
        return t('adminAudit.event.passkeyRenamed', { subject, to: d.to ?? subject });
      case 'sessionEnded':
        return d.subject
          ? t('adminAudit.event.sessionEnded', { subject })
          : t('adminAudit.event.sessionEnded.unknown');
      case 'userCreated':
        return roles
          ? t('adminAudit.event.userCreated.roles', { subject, roles })
          : t('adminAudit.event.userCreated', { subject });
      case 'userRolesChanged':
        return roles
          ? t('adminAudit.event.userRolesChanged.roles', { subject, roles })
          : t('adminAudit.event.userRolesChanged', { subject });
      case 'userSessionsEnded':
        return d.count === null
          ? t('adminAudit.event.userSessionsEnded', { subject })
          : t('adminAudit.event.userSessionsEnded.count', { subject, count: d.count });
      case 'userRenamed':
      case 'userDisabled':
      case 'userEnabled':
      case 'userChanged':
      case 'passwordSet':
      case 'deviceIssued':
      case 'deviceCodeReissued':
      case 'deviceRevoked':
        return t(`adminAudit.event.${d.event}`, { subject });
      case 'deviceEnrolled':
      case 'deviceEnrolRefused':
      case 'vendorCallsResumed':
        return t(`adminAudit.event.${d.event}`);
      case 'requestPaymentUpdated':
        return tried
          ? t('adminAudit.event.requestPaymentUpdated.tried', { ofRequest })
          : t('adminAudit.event.requestPaymentUpdated', { ofRequest });
      case 'responsibleChanged':
        if (tried) return t('adminAudit.event.responsibleChanged.tried', { ofRequest });
        return d.to
          ? t('adminAudit.event.responsibleChanged.to', { ofRequest, to: d.to })
          : t('adminAudit.event.responsibleChanged', { ofRequest });
      case 'bulkResponsibleStarted':
      case 'bulkCancelled':
        return t(`adminAudit.event.${d.event}`, { subject, count: d.count ?? 0 });
      case 'paymentRecordUpdated':
      case 'paymentRecordDeleted':
        return tried
          ? t(`adminAudit.event.${d.event}.tried`, { subject })
          : t(`adminAudit.event.${d.event}`, { subject });
      // By its name: the field's vendor code is in the entry's details, for whoever needs it.
      case 'customFieldNamed':
        return d.to
          ? t('adminAudit.event.customFieldNamed.to', { to: d.to })
          : t('adminAudit.event.customFieldNamed');
      case 'customFieldNameRemoved':
        return t('adminAudit.event.customFieldNameRemoved', { subject });
      case 'other':
        return t('adminAudit.event.other', { action: entry.action });
    }
  };
}
