/**
 * A plural message: one text per CLDR plural category of the locale (Intl.PluralRules), `other`
 * always required because every locale falls back to it. `=0` is an exact-zero override, since
 * CLDR files 0 under `one` in Portuguese ("0 pedido") where Brazilian usage says "0 pedidos".
 */
export type PluralMessage = { readonly [C in Exclude<Intl.LDMLPluralRule, 'other'>]?: string } & {
  readonly other: string;
  readonly '=0'?: string;
};

export type Message = string | PluralMessage;

/** What every locale's dictionary is: a flat map of dotted keys to messages. */
export type Dictionary = Readonly<Record<string, Message>>;

/** Values for `{name}` placeholders; numbers are written in the locale's format. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The shape a translation of `source` must have: the same keys, plural where the source is plural.
 * Each feature keeps its keys in its own module (`messages/<area>.ts`), so a missing or extra key
 * in any language fails the typecheck right where it is.
 */
export type TranslationOf<T extends Dictionary> = {
  readonly [K in keyof T]: T[K] extends string ? string : PluralMessage;
};
