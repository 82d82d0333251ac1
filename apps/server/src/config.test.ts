import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has documented defaults: loopback, port 3000, embedded database, demo data outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      databasePoolMax: 10,
      sessionTtlHours: 12,
      fileUrlTtlSeconds: 300,
      seedDemo: true,
      logLevel: 'info',
      trustProxyHops: 0,
      hstsMaxAgeSeconds: 15_552_000,
    });
    expect(config.dataDir).toMatch(/apps\/server\/\.data$/);
    expect(config.portalDist).toMatch(/apps\/portal\/dist$/);
  });

  it('never seeds demo data in production, and SEED_DEMO=false turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the environment and rejects nonsense early', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://x/y',
      DATA_DIR: '/tmp/pp',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x/y',
      dataDir: '/tmp/pp',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer');
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow('NODE_ENV must be one of');
    expect(loadConfig({ TRUST_PROXY: '1', HSTS_MAX_AGE: '0' })).toMatchObject({
      trustProxyHops: 1,
      hstsMaxAgeSeconds: 0,
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY must be an integer');
    expect(() => loadConfig({ KIOTVIET_API_URL: 'public.kiotapi.com' })).toThrow(
      'KIOTVIET_API_URL must be an http(s) URL',
    );
    expect(loadConfig({ KIOTVIET_API_URL: 'http://127.0.0.1:3390/' }).kiotvietApiUrl).toBe(
      'http://127.0.0.1:3390',
    );
  });

  it('starts the KiotViet simulator with the demo only, never in production', () => {
    expect(loadConfig({}).kiotvietSimulator).toBe(true);
    expect(loadConfig({ KIOTVIET_SIMULATOR: 'false' }).kiotvietSimulator).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).kiotvietSimulator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', KIOTVIET_SIMULATOR: 'true' }).kiotvietSimulator).toBe(false);
    expect(loadConfig({}).kiotvietApiUrl).toBe('https://public.kiotapi.com');
  });
});
