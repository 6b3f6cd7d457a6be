import { describe, expect, it } from 'vitest';
import { describeClient } from './describeSession';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = `${WINDOWS_CHROME} Edg/131.0.2903.70`;

describe('describeClient', () => {
  it('names the browser, its major version and the system', () => {
    expect(describeClient(WINDOWS_CHROME)).toEqual({ browser: 'Chrome', version: '131', os: 'Windows' });
    expect(describeClient(IPHONE_SAFARI)).toEqual({ browser: 'Safari', version: '17', os: 'iOS' });
  });

  it('tells a browser built on another apart from it', () => {
    expect(describeClient(WINDOWS_EDGE)).toEqual({
      browser: 'Microsoft Edge',
      version: '131',
      os: 'Windows',
    });
  });

  it('says nothing of a user agent that names no browser and no system, or of none', () => {
    expect(describeClient('curl/8.5.0')).toBeNull();
    expect(describeClient('')).toBeNull();
    expect(describeClient(null)).toBeNull();
  });
});
