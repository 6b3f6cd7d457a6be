import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 8080, LOG_LEVEL: 'info' });
  });

  it('stops with one sentence naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT is invalid/);
  });
});
