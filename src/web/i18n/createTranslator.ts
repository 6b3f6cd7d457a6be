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

/**
 * `onMissing` hears of a key the dictionary lacks: one outside the type system, or one whose part
 * of the dictionary has not arrived yet (dictionaryStore.ts). The key itself shows meanwhile.
 */
export function createTranslator<D extends Dictionary>(
  dictionary: D,
  locale: Locale,
  onMissing?: (key: string) => void,
): Translator<D> {
  return (key, ...args) => {
    const message = dictionary[key];
    if (message === undefined) {
      onMissing?.(key);
      return key;
    }
    return translate(message, locale, args[0]);
  };
}
