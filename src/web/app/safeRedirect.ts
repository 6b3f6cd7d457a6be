/**
 * Where to go after signing in, taken from the login page's URL: only a path inside Painel, so a
 * crafted link cannot send a person who just signed in to another site ("//evil.example",
 * "https://...", "/\\evil.example") or back to the login page itself.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return undefined;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return undefined;
  return value;
}
