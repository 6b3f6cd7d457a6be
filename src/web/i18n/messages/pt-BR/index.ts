import type { Dictionary, TranslationOf } from '../../dictionary';
import { ptBRFirstPaint } from './firstPaint';
import { ptBRRest } from './rest';

/**
 * The source dictionary: every key the SPA uses is born in an area module of this folder, and
 * `Messages` (its shape) is what every other language must match exactly. The app loads it in
 * its two parts (src/web/i18n/dictionaryParts.ts); the whole is for types and tests.
 */
export const ptBR = { ...ptBRFirstPaint, ...ptBRRest } satisfies Dictionary;

export type MessageKey = keyof typeof ptBR;

/** The shape every language's dictionary has: the same keys, plural where pt-BR is plural. */
export type Messages = TranslationOf<typeof ptBR>;
