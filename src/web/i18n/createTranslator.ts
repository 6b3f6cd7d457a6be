import type { Dictionary, MessageValues, PluralMessage } from './dictionary';
import type { Locale } from './locales';
import { translate } from './translate';

/** A plural message cannot be asked for without its `count`; a plain one takes optional values. */
export type TranslateArgs<M> = M extends PluralMessage
  ? [values: MessageValues & { readonly count: number }]
  : [values?: MessageValues];

export type Translator<D extends Dictionary> = <K extends keyof D & string>(
  key: K,
  ...args: TranslateArgs<D[K]>
) => string;

export function createTranslator<D extends Dictionary>(dictionary: D, locale: Locale): Translator<D> {
  return (key, ...args) => {
    const message = dictionary[key];
    // Only reachable with a dictionary built outside the type system; show the key, not nothing.
    if (message === undefined) return key;
    return translate(message, locale, args[0]);
  };
}
