import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for tests: one ES256 key, 'none' attestation, the
 * authenticator data and client data a browser would send. It signs whatever origin and RP ID it
 * is told, so a test can also play a phishing page or another site.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle: Buffer = Buffer.alloc(0);

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** Answers registration options as `navigator.credentials.create` would. */
  register(
    options: { challenge: string; rp?: unknown; user?: unknown },
    overrides: { origin?: string; rpId?: string } = {},
  ) {
    const rp = options.rp as { id?: string } | undefined;
    const user = options.user as { id?: string } | undefined;
    this.userHandle = Buffer.from(user?.id ?? '', 'base64url');
    const rpId = overrides.rpId ?? rp?.id ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin);
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(rpId, 0x40),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers authentication options as `navigator.credentials.get` would. */
  assert(options: { challenge: string; rpId?: unknown }, overrides: { origin?: string; rpId?: string } = {}) {
    const rpId = overrides.rpId ?? (options.rpId as string | undefined) ?? new URL(this.origin).hostname;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const authData = this.authenticatorData(rpId, 0);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle.toString('base64url'),
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** RP ID hash, flags (user present and verified, plus `extra`), the counter. */
  private authenticatorData(rpId: string, extra: number): Buffer {
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([0x01 | 0x04 | extra]),
      counter,
    ]);
  }
}

type CborValue = number | string | Buffer | Map<number | string, CborValue>;

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const big = Buffer.alloc(3);
    big.writeUInt8((major << 5) | 25);
    big.writeUInt16BE(length, 1);
    return big;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, entry] of value) parts.push(cbor(key), cbor(entry));
  return Buffer.concat(parts);
}
