import type { Dictionary, Message } from './dictionary';
import { dictionaryParts } from './dictionaryParts';
import type { Locale } from './locales';
import { startLocale } from './startLocale';

/**
 * The dictionaries that have arrived, per language. Each language comes in two chunks
 * (dictionaryParts.ts): the keys the first render needs, then the rest, which the loader of the
 * first route that needs it fetches. A language's messages grow in place as its parts arrive.
 */
interface Held {
  messages: Record<string, Message>;
  firstPaint: boolean;
  whole: boolean;
}

const held = new Map<Locale, Held>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;
let activeLocale: Locale | undefined;

function holder(locale: Locale): Held {
  let entry = held.get(locale);
  if (!entry) {
    entry = { messages: {}, firstPaint: false, whole: false };
    held.set(locale, entry);
  }
  return entry;
}

function arrived(locale: Locale, part: Dictionary, stage: 'firstPaint' | 'whole') {
  const entry = holder(locale);
  Object.assign(entry.messages, part);
  entry[stage] = true;
  if (stage === 'whole') entry.firstPaint = true;
  version += 1;
  for (const listener of listeners) listener();
}

/** Runs `load` once per key at a time; a failure is forgotten, so the next call tries again. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load().finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** The messages of `locale` that have arrived, or undefined before its first-paint part has. */
export function messagesOf(locale: Locale): Dictionary | undefined {
  const entry = held.get(locale);
  return entry?.firstPaint ? entry.messages : undefined;
}

export function hasWholeDictionary(locale: Locale): boolean {
  return held.get(locale)?.whole ?? false;
}

/** Fetches what the first render in `locale` needs; the same promise until it settles. */
export function loadFirstPaint(locale: Locale): Promise<void> {
  if (held.get(locale)?.firstPaint) return Promise.resolve();
  return once(`${locale}:firstPaint`, async () => {
    arrived(locale, await dictionaryParts[locale].firstPaint(), 'firstPaint');
  });
}

/** Fetches every message of `locale` (both parts at once). */
export function loadWholeDictionary(locale: Locale): Promise<void> {
  if (held.get(locale)?.whole) return Promise.resolve();
  return once(`${locale}:whole`, async () => {
    const [first, rest] = await Promise.all([
      dictionaryParts[locale].firstPaint(),
      dictionaryParts[locale].rest(),
    ]);
    arrived(locale, { ...first, ...rest }, 'whole');
  });
}

/** For useSyncExternalStore: a number that changes whenever a part arrives. */
export function dictionaryVersion(): number {
  return version;
}

export function subscribeToDictionaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen, so the routes' loaders bring the rest of the right dictionary. */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/**
 * The loader of every route whose page or panels are outside the first part (src/web/app/
 * router.tsx): the route renders once the rest of the reader's dictionary has arrived, so a page
 * loaded on demand never shows a key. Never fails the route: were the dictionary unreachable,
 * a missing message shows its key and is fetched again (I18nProvider).
 */
export async function loadRestOfDictionary(): Promise<void> {
  await loadWholeDictionary(activeLocale ?? startLocale()).catch(() => undefined);
}
