import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dictionary } from './dictionary';
import type { DictionaryParts } from './dictionaryParts';
import type { Locale } from './locales';
import { en } from './messages/en';
import { enFirstPaint } from './messages/en/firstPaint';
import { enRest } from './messages/en/rest';
import type { MessageKey, ptBR } from './messages/pt-BR';
import { ptBRFirstPaint } from './messages/pt-BR/firstPaint';
import { ptBRRest } from './messages/pt-BR/rest';
import { translate } from './translate';

// These tests load the i18n modules afresh (vi.resetModules), so no dictionary has arrived yet,
// unlike every other test (src/web/test/setup.ts loads both languages up front).

/**
 * The test's gates stand behind dictionaryParts for the whole file: one hoisted mock that reads
 * the current test's parts, since a `vi.doMock` per test was not always applied to the fresh
 * imports on a loaded machine (the real dictionaries answered instead).
 */
const gates = vi.hoisted(() => ({ current: undefined as unknown as Parts }));
vi.mock('./dictionaryParts', () => {
  const through = (locale: Locale): DictionaryParts => ({
    firstPaint: () => gates.current[locale].firstPaint.calls(),
    rest: () => gates.current[locale].rest.calls(),
  });
  return { dictionaryParts: { 'pt-BR': through('pt-BR'), en: through('en') } };
});

/** A fetch the test lets through when it wants to; each call is recorded. */
function gate<T>(value: T) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const calls = vi.fn(async () => {
    await opened;
    return value;
  });
  return { calls, open };
}

/** Keys of plain (not plural) messages, which the probe can show without a count. */
type PlainKey = { [K in MessageKey]: (typeof ptBR)[K] extends string ? K : never }[MessageKey];

type Parts = Record<
  Locale,
  { firstPaint: ReturnType<typeof gate<Dictionary>>; rest: ReturnType<typeof gate<Dictionary>> }
>;

/** Each language's two parts (messages/<locale>/firstPaint.ts and rest.ts), behind gates. */
function splitParts(): Parts {
  const split = (firstPaint: Dictionary, rest: Dictionary) => ({
    firstPaint: gate(firstPaint),
    rest: gate(rest),
  });
  return { 'pt-BR': split(ptBRFirstPaint, ptBRRest), en: split(enFirstPaint, enRest) };
}

/** The i18n modules, fresh, over `parts`. */
async function freshI18n(parts: Parts) {
  vi.resetModules();
  gates.current = parts;
  const [store, provider, useT, useLocale] = await Promise.all([
    import('./dictionaryStore'),
    import('./I18nProvider'),
    import('./useT'),
    import('./useLocale'),
  ]);
  /** Every text the probe has rendered, in order: a key among them would be a flash of keys. */
  const rendered: string[] = [];
  let translator: ReturnType<typeof useT.useT> | undefined;
  function Probe({ messageKey = 'shell.skipToContent' }: { messageKey?: PlainKey }) {
    const t = useT.useT();
    const { locale, setLocale } = useLocale.useLocale();
    translator = t;
    const text = t(messageKey);
    rendered.push(text);
    return (
      <div>
        <p>{text}</p>
        <button type="button" onClick={() => setLocale(locale === 'en' ? 'pt-BR' : 'en')}>
          switch
        </button>
      </div>
    );
  }
  return { ...store, I18nProvider: provider.I18nProvider, Probe, rendered, t: () => translator };
}

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('loading dictionaries', () => {
  it('paints first in the reader language when the start waits for its first part, as main.tsx does', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    const started = i18n.loadFirstPaint('en');
    parts.en.firstPaint.open();
    await started;

    render(
      <i18n.I18nProvider>
        <i18n.Probe />
      </i18n.I18nProvider>,
    );
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    expect(i18n.rendered).not.toContain('shell.skipToContent');
    // Only the reader's language, and only what the first render needs, was fetched.
    expect(parts['pt-BR'].firstPaint.calls).not.toHaveBeenCalled();
    expect(parts.en.rest.calls).not.toHaveBeenCalled();
  });

  it('waits, showing no keys, when rendered before the first part has arrived', async () => {
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    await act(async () => {
      render(
        <Suspense fallback={<p>carregando</p>}>
          <i18n.I18nProvider>
            <i18n.Probe />
          </i18n.I18nProvider>
        </Suspense>,
      );
    });
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await act(async () => parts['pt-BR'].firstPaint.open());
    expect(await screen.findByText('Pular para o conteúdo')).toBeInTheDocument();
    expect(i18n.rendered).not.toContain('shell.skipToContent');
  });

  it('keeps the current language while the other one loads, then translates every key in it', async () => {
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    parts['pt-BR'].firstPaint.open();
    await i18n.loadFirstPaint('pt-BR');
    const user = userEvent.setup();
    render(
      <i18n.I18nProvider>
        <i18n.Probe />
      </i18n.I18nProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'switch' }));
    // Nothing of English has arrived: still Portuguese, and no key on screen.
    expect(screen.getByText('Pular para o conteúdo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');

    await act(async () => {
      parts.en.firstPaint.open();
      parts.en.rest.open();
    });
    expect(await screen.findByText('Skip to content')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('painel-locale')).toBe('en');
    expect(i18n.rendered.filter((text) => text.startsWith('shell.'))).toEqual([]);

    // A reader who switched gets the whole language, the pages not yet opened included.
    const t = i18n.t();
    if (!t) throw new Error('the probe did not render');
    const values = { count: 2, name: 'Ana', path: '/x' };
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(t(key, values), key).toBe(translate(en[key], 'en', values));
    }
  });

  it('brings the rest of the dictionary when a key outside the first part is asked for', async () => {
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    parts['pt-BR'].firstPaint.open();
    await i18n.loadFirstPaint('pt-BR');
    // The drawer's keys are not first-paint: in the build its chunk brings them (next test); if a
    // component of the first paint asked for one, it would show late, never missing.
    render(
      <i18n.I18nProvider>
        <i18n.Probe messageKey="requestDetail.close" />
      </i18n.I18nProvider>,
    );
    expect(parts['pt-BR'].rest.calls).toHaveBeenCalled();
    await act(async () => parts['pt-BR'].rest.open());
    expect(await screen.findByText('Fechar os detalhes')).toBeInTheDocument();
  });

  it('lets a route loaded on demand render only once the rest of the reader language has arrived', async () => {
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    parts.en.firstPaint.open();
    i18n.setActiveLocale('en');
    let loaded = false;
    // What the loaders of the routes outside the first part run (src/web/app/router.tsx).
    const loader = i18n.loadRestOfDictionary().then(() => {
      loaded = true;
    });
    await vi.waitFor(() => expect(parts.en.rest.calls).toHaveBeenCalled());
    expect(loaded).toBe(false);
    parts.en.rest.open();
    await loader;
    expect(i18n.hasWholeDictionary('en')).toBe(true);
    expect(i18n.messagesOf('en')?.['requestDetail.close']).toBe(en['requestDetail.close']);
    // Only the language on screen was fetched.
    expect(parts['pt-BR'].rest.calls).not.toHaveBeenCalled();
  });

  it('never fails a route over its dictionary: the page shows, and a missing key is fetched again', async () => {
    const parts = splitParts();
    const i18n = await freshI18n(parts);
    i18n.setActiveLocale('pt-BR');
    parts['pt-BR'].rest.calls.mockRejectedValueOnce(new Error('offline'));
    parts['pt-BR'].firstPaint.open();
    await expect(i18n.loadRestOfDictionary()).resolves.toBeUndefined();
    expect(parts['pt-BR'].rest.calls).toHaveBeenCalledTimes(1);
    expect(i18n.hasWholeDictionary('pt-BR')).toBe(false);
    // The next route's loader asks again, and this time the part arrives.
    const again = i18n.loadRestOfDictionary();
    parts['pt-BR'].rest.open();
    await again;
    expect(parts['pt-BR'].rest.calls).toHaveBeenCalledTimes(2);
    expect(i18n.hasWholeDictionary('pt-BR')).toBe(true);
  });
});
