import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '../../i18n/locales';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { createAppInstance } from '../createAppInstance';

/** The whole app (router, cache, shell, guards) at `path`, in memory, against MSW. */
export function renderApp(path: string, { locale = 'pt-BR' }: { locale?: Locale } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const { queryClient, router } = createAppInstance(history);
  // A failing call should show its message at once, not after a retry's back-off.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // No pause between keystrokes: the debounce under test is the app's, not the keyboard's.
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<RouterProvider router={router} />, { queryClient, locale });
  const location = () => router.state.location;
  /** The current address as a reader would copy it. */
  const href = () => location().href;
  return { ...view, router, history, queryClient, user, location, href, screen };
}
