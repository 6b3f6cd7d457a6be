import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prefetchSession } from './app/App';
import { loadFirstPaint } from './i18n/dictionaryStore';
import { startLocale } from './i18n/startLocale';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// Dictionaries are chunks of their own, per language (ADR 026). The first render waits for the
// part of the reader's language it needs, so the first paint is in their language and never shows keys;
// meanwhile the session is already being asked for, so the wait adds no round trip to the page.
prefetchSession();
void loadFirstPaint(startLocale())
  // Without its dictionary the provider retries the fetch itself while the page waits.
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
