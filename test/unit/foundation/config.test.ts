import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/env.ts';

// src/config/env.ts: the one reader of the environment (defaults of contract §0 and §10).

describe('loadConfig', () => {
  it('defaults: live on 3000, test on 3001, embedded database when DATABASE_URL is unset, demo seed on', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.TEST_PORT).toBe(3001);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.TOKEN_FAILURE_LIMIT).toBeGreaterThan(0);
    expect(c.LIVE_HOSTS).toEqual([]);
  });

  it('host lists are trimmed, lower-cased comma lists', () => {
    const c = loadConfig({ LIVE_HOSTS: 'API.example.com, api2.example.com', TEST_HOSTS: 'sandbox.example.com,' });
    expect(c.LIVE_HOSTS).toEqual(['api.example.com', 'api2.example.com']);
    expect(c.TEST_HOSTS).toEqual(['sandbox.example.com']);
  });

  it('a bad value fails fast with one line per problem', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('SEED_DEMO accepts false and 0', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
});
