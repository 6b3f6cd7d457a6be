import Bowser from 'bowser';

/** A first name for a new passkey: the browser and system it is made on ("Chrome no Windows"). */
export function defaultPasskeyName(
  userAgent: string,
  words: (parts: { browser: string; os: string }) => string,
  fallback: string,
): string {
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (!browser || !os) return browser ?? os ?? fallback;
  return words({ browser, os }).slice(0, 60);
}
