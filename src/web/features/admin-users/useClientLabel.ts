import type { SessionClient } from '../../../contract/api/session';
import { useT } from '../../i18n/useT';

/** A session's browser and system as a person says them: "Chrome 131 no Windows" (ADR 064). */
export function useClientLabel(): (client: SessionClient | null) => string {
  const t = useT();
  return (client) => {
    const { browser, version, os } = client ?? { browser: null, version: null, os: null };
    if (browser && version && os) return t('adminUsers.client.full', { browser, version, os });
    if (browser && os) return t('adminUsers.client.browserOs', { browser, os });
    if (browser && version) return t('adminUsers.client.browserVersion', { browser, version });
    if (browser) return browser;
    if (os) return t('adminUsers.client.osOnly', { os });
    return t('adminUsers.client.unknown');
  };
}
