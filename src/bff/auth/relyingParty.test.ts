import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relyingParty';

describe('the relying party passkeys are made for', () => {
  it('is the host of PUBLIC_URL, and only its origin is accepted', () => {
    expect(relyingPartyOf({ PUBLIC_URL: 'https://painel.example.com' })).toEqual({
      id: 'painel.example.com',
      origin: 'https://painel.example.com',
      name: 'Painel',
    });
    // The port is part of the origin, never of the RP ID.
    expect(relyingPartyOf({ PUBLIC_URL: 'http://localhost:8080' })).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:8080',
    });
  });
});
