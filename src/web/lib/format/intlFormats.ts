/**
 * Intl's formatters cost a locale lookup each to build and nothing to reuse, and a page of the
 * orders table formats a hundred values: building one per value was the largest single cost of
 * its first render (ADR 021). One formatter per kind, locale and options, kept for the visit.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  // JSON drops undefined members, which Intl ignores too: equal keys mean equal formatters.
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached('DateTimeFormat', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('NumberFormat', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached('RelativeTimeFormat', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function pluralRules(locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  return cached('PluralRules', locale, options, () => new Intl.PluralRules(locale, options));
}
