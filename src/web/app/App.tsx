import '@mantine/core/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { setNonce } from 'get-nonce';
import { readCspNonce } from '../lib/readCspNonce';
import { createAppInstance } from './createAppInstance';
import { cssVariablesResolver, theme } from './theme';

const { queryClient, router } = createAppInstance();
const colorSchemeManager = localStorageColorSchemeManager({ key: 'painel-color-scheme' });

// Mantine writes its CSS variables and some layout rules (AppShell, responsive props) in <style>
// tags; a CSP without 'unsafe-inline' for styles lets them in only with the nonce the server put
// in the page. ColorSchemeScript is not used: it is an inline script, which `script-src 'self'`
// forbids; the remembered scheme is applied as the app mounts, before its first paint.
const styleNonce = readCspNonce();
// Mantine's Modal and Drawer lock scrolling through react-remove-scroll, whose <style> tag takes
// its nonce from get-nonce rather than from Mantine.
if (styleNonce) setNonce(styleNonce);

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
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
