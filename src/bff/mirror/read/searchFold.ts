/**
 * Free text is compared case- and accent-insensitively: both the indexed text and every searched
 * pattern go through lower() and then this translation (a per-character map, so "contains" on a
 * column still implies "contains" on the folded text, which lets column filters use the index).
 */
export const SEARCH_FOLD_FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
export const SEARCH_FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucny';
