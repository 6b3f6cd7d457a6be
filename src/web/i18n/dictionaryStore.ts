import type { Dictionary, Message } from './dictionary';
import { dictionaryParts } from './dictionaryParts';
import type { Locale } from './locales';
import { startLocale } from './startLocale';

/**
 * The dictionaries that have arrived, per language. Each language comes in two chunks
 * (dictionaryParts.ts): the keys the first render needs, then the rest, fetched with the first
 * page or panel that loads on demand. A language's messages grow in place as its parts arrive.
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

/** The language on screen, so modules loaded on demand bring the rest of the right dictionary. */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/**
 * What every dynamic `import()` of the SPA becomes in the production build
 * (scripts/vite/splitDictionaries.ts): the module, once the rest of the dictionary has arrived
 * too, so a page or panel loaded on demand never renders a key. The module still loads if the
 * dictionary cannot: a missing message then shows its key and is fetched again.
 */
export async function withWholeDictionary<T>(lazyModule: Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    lazyModule,
    loadWholeDictionary(activeLocale ?? startLocale()).catch(() => undefined),
  ]);
  return module;
}
