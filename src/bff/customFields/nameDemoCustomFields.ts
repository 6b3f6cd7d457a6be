import type { CustomFieldSetting } from '../../contract/api/customFields';
import type { Services } from '../services';
import { nameCustomFieldsOnce } from './customFieldsStore';

/**
 * Sandbox mode: the demo's custom fields open with the names its admin would have given them, so a
 * first look at a drawer reads names, not vendor codes. Only on a database where no field was ever
 * named: an admin's later names, and names they cleared, survive every restart. Each name is in the
 * audit log, given by the sandbox.
 */
export async function nameDemoCustomFields(
  services: Pick<Services, 'db' | 'audit' | 'clock'>,
  fields: readonly CustomFieldSetting[],
): Promise<void> {
  const at = new Date(services.clock.now());
  if (!(await nameCustomFieldsOnce(services.db, fields, at))) return;
  for (const { key, ...naming } of fields) {
    await services.audit.record({
      at,
      actor: { kind: 'system', id: null, label: 'sandbox' },
      action: 'custom_field.update',
      target: `custom_field:${key}`,
      details: { key, from: null, to: { key, ...naming } },
    });
  }
}
