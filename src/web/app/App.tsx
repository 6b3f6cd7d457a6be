import '@mantine/core/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { setNonce } from 'get-nonce';
import { sessionQuery } from '../lib/session/sessionQuery';
import { readCspNonce } from '../lib/readCspNonce';
import { createAppInstance } from './createAppInstance';
import { NotificationsOnDemand } from './NotificationsOnDemand';
import { cssVariablesResolver, theme } from './theme';

const { queryClient, router } = createAppInstance();
const colorSchemeManager = localStorageColorSchemeManager({ key: 'painel-color-scheme' });

// Mantine writes its CSS variables and some layout rules (responsive props such as hiddenFrom) in
// <style> tags; a CSP without 'unsafe-inline' for styles lets them in only with the nonce the
// server put in the page. ColorSchemeScript is not used: it is an inline script, which `script-src 'self'`
// forbids; the remembered scheme is applied as the app mounts, before its first paint.
const styleNonce = readCspNonce();
// Mantine's Modal and Drawer lock scrolling through react-remove-scroll, whose <style> tag takes
// its nonce from get-nonce rather than from Mantine.
if (styleNonce) setNonce(styleNonce);

/**
 * Asks who is signed in at once, before the first render: every page's route guard needs the
 * answer, and main.tsx can then wait for the dictionary and the session at the same time.
 */
export function prefetchSession() {
  void queryClient.prefetchQuery(sessionQuery());
}

export function App() {
  return (
    <I18nProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        getStyleNonce={styleNonce ? () => styleNonce : undefined}
      >
        {/* Live updates tell people of what concerns them here (src/web/features/live). */}
        <NotificationsOnDemand />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
