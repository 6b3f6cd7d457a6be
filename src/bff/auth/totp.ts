import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side of now, for a phone's clock a little off (RFC 6238 §5.2). */
const WINDOW = 1;

function totpOf(secret: string, label = 'Painel'): TOTP {
  return new TOTP({
    issuer: 'Painel',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits in base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address and its QR code (an SVG document), made here: nothing is fetched. */
export async function totpEnrolmentOf(secret: string, accountLabel: string) {
  const uri = totpOf(secret, accountLabel).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** The step a code belongs to, when it is valid at `nowMs` (within the window); else null. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a time: what the authenticator app shows (tests use it). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}
