/**
 * The languages people read Painel's words in: the SPA's locales and the exports' `lang`. The web
 * checks its own locale list against this one, so a language added on one side fails the other.
 */
export const LABEL_LANGUAGES = ['pt-BR', 'en'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];
