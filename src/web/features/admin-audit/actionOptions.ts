import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useT } from '../../i18n/useT';

/** A family of actions: a trailing dot matches every action of its area. */
const GROUPS = [
  'session.',
  'user.',
  'device.',
  'request.',
  'payment.',
  'governor.',
  'custom_field.',
] as const;

/** Every action the audit log records (src/bff), in the order a reader looks for them. */
const ACTIONS = [
  'session.login',
  'session.login_failed',
  'session.logout',
  'session.end',
  'user.create',
  'user.update',
  'user.password_set',
  'user.sessions_end',
  'device.issue',
  'device.reissue',
  'device.revoke',
  'device.enrol',
  'request.payment.update',
  'request.responsible.change',
  'payment.update',
  'payment.delete',
  'governor.reset',
  'custom_field.update',
  'custom_field.clear',
] as const;

/**
 * The action filter's choices in words, the families first; the value stays the code the API
 * filters on. A value in the address that is neither (typed into a shared link) is offered as
 * recorded, so the field still shows the filter in force.
 */
export function useActionOptions(current: string): ComboboxItemGroup<ComboboxItem>[] {
  const t = useT();
  const known = new Set<string>([...GROUPS, ...ACTIONS]);
  return [
    {
      group: t('adminAudit.filters.groups'),
      items: GROUPS.map((value) => ({ value, label: t(`adminAudit.group.${value}`) })),
    },
    {
      group: t('adminAudit.filters.actions'),
      items: [
        ...ACTIONS.map((value) => ({ value, label: t(`adminAudit.action.${value}`) })),
        ...(current && !known.has(current)
          ? [{ value: current, label: t('adminAudit.action.asReceived', { action: current }) }]
          : []),
      ],
    },
  ];
}
