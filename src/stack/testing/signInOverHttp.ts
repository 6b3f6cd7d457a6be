import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contract/api/session';

/** Signs in over HTTP; returns the headers of that session (cookie, anti-forgery header, origin). */
export async function signIn(
  baseUrl: string,
  publicUrl: string,
  credentials: { email: string; password: string },
): Promise<Record<string, string>> {
  const origin = new URL(publicUrl).origin;
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, origin };
}
