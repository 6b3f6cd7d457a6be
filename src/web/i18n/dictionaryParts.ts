import type { Locale } from './locales';
import type { Messages } from './messages/pt-BR';

export interface DictionaryParts {
  /** The keys the first render needs (firstPaint.ts). */
  firstPaint: () => Promise<Partial<Messages>>;
  /** Every other key. */
  rest: () => Promise<Partial<Messages>>;
}

/**
 * Where each language's dictionary comes from. As written here, for the development server and
 * the tests, the whole dictionary is the first part and the rest is empty. The production build
 * replaces this module (scripts/vite/splitDictionaries.ts): each language becomes two chunks of
 * its own, holding only that language, split by `isFirstPaintKey` (ADR 021).
 */
export const dictionaryParts: Readonly<Record<Locale, DictionaryParts>> = {
  'pt-BR': {
    firstPaint: () => import('./messages/pt-BR').then((module) => module.ptBR),
    rest: () => Promise.resolve({}),
  },
  en: {
    firstPaint: () => import('./messages/en').then((module) => module.en),
    rest: () => Promise.resolve({}),
  },
};
