import type { Locale } from './locales';
import type { Messages } from './messages/pt-BR';

export interface DictionaryParts {
  /** The keys the first render of any page needs (messages/<locale>/firstPaint.ts). */
  firstPaint: () => Promise<Partial<Messages>>;
  /** Every other key: the pages and panels that load on demand (messages/<locale>/rest.ts). */
  rest: () => Promise<Partial<Messages>>;
}

/**
 * Where each language's dictionary comes from: two chunks per language, each holding only that
 * language, through plain dynamic imports — the same modules in development, tests and the
 * build (ADR 026).
 */
export const dictionaryParts: Readonly<Record<Locale, DictionaryParts>> = {
  'pt-BR': {
    firstPaint: () => import('./messages/pt-BR/firstPaint').then((module) => module.ptBRFirstPaint),
    rest: () => import('./messages/pt-BR/rest').then((module) => module.ptBRRest),
  },
  en: {
    firstPaint: () => import('./messages/en/firstPaint').then((module) => module.enFirstPaint),
    rest: () => import('./messages/en/rest').then((module) => module.enRest),
  },
};
