import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../app/theme';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Interface language; pt-BR (the house default) unless a test says otherwise. */
  locale?: Locale;
  queryClient?: QueryClient;
}

/**
 * Renders a component inside the providers the SPA has (language, Mantine with the app theme,
 * TanStack Query), with
 * retries off so a failing query shows its error at once. Mantine runs in its test mode:
 * no transitions, no portals.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { locale = 'pt-BR', queryClient, ...renderOptions } = options;
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider initialLocale={locale}>
        <MantineProvider env="test" theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
