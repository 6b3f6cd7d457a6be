import { defaultLocale, type Locale } from './locales';

/**
 * Picks the language from the browser's preference list (`navigator.languages`, most preferred
 * first): the first Portuguese or English entry wins; a list that names only other languages gets
 * English, the likelier second language; an empty list gets the house default, pt-BR.
 */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  const tags = (languages ?? []).map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== '');
  if (tags.length === 0) return defaultLocale;
  for (const tag of tags) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
