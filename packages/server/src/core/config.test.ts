import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const result = parseConfig({}, '/srv/app');
    expect(result.ok).toBe(true);
    if (!result.ok) {
      return;
    }
    expect(result.config.port).toBe(5000);
    expect(result.config.host).toBe('0.0.0.0');
    expect(result.config.dataDir).toBe('/srv/app/data');
    expect(result.config.databaseUrl).toBeUndefined();
    expect(result.config.logLevel).toBe('info');
    expect(result.config.allowPrivateImageUrls).toBe(false);
    expect(result.config.trustProxy).toBe(0);
    expect(result.config.publicUrl).toBe('http://localhost:5000');
    expect(result.config.fileRetentionHours).toBe(72);
    expect(result.config.engine.workers).toBeGreaterThan(0);
  });

  it('reads FILE_RETENTION_HOURS as a positive number of hours', () => {
    const hours = (value: string) => {
      const result = parseConfig({ FILE_RETENTION_HOURS: value });
      return result.ok ? result.config.fileRetentionHours : result.errors;
    };
    expect([hours('1'), hours('0.5'), hours('')]).toEqual([1, 0.5, 72]);
    expect(hours('0')).toEqual([expect.stringContaining('FILE_RETENTION_HOURS')]);
    expect(hours('soon')).toEqual([expect.stringContaining('FILE_RETENTION_HOURS')]);
  });

  it("reads TRUST_PROXY as a number of proxy hops (yes/no words as 1/0) or the proxies' addresses", () => {
    const setting = (value: string) => {
      const result = parseConfig({ TRUST_PROXY: value });
      return result.ok ? result.config.trustProxy : result.errors;
    };
    expect([setting('0'), setting('1'), setting('2'), setting('true'), setting('no'), setting('')]).toEqual([0, 1, 2, 1, 0, 0]);
    expect(setting('10.0.0.5, 203.0.113.0/24,::1')).toEqual(['10.0.0.5', '203.0.113.0/24', '::1']);
    expect(setting('all')).toEqual([expect.stringContaining('TRUST_PROXY')]);
    expect(setting('-1')).toEqual([expect.stringContaining('TRUST_PROXY')]);
    expect(setting('11')).toEqual([expect.stringContaining('TRUST_PROXY')]);
  });

  it('reads PUBLIC_URL as an origin and refuses a path, a query or another scheme', () => {
    const origin = (value: string) => {
      const result = parseConfig({ PUBLIC_URL: value });
      return result.ok ? result.config.publicUrl : result.errors;
    };
    expect([origin('https://alt.example.com'), origin('https://alt.example.com/'), origin('http://10.0.0.5:8080')]).toEqual([
      'https://alt.example.com',
      'https://alt.example.com',
      'http://10.0.0.5:8080',
    ]);
    for (const bad of ['alt.example.com', 'https://alt.example.com/shop', 'https://alt.example.com/?a=1', 'ftp://alt.example.com']) {
      expect(origin(bad)).toEqual([expect.stringMatching(/^PUBLIC_URL: /)]);
    }
  });

  it('reads ALLOW_PRIVATE_IMAGE_URLS as a flag or a list of CIDR ranges', () => {
    const access = (value: string) => {
      const result = parseConfig({ ALLOW_PRIVATE_IMAGE_URLS: value });
      return result.ok ? result.config.allowPrivateImageUrls : result.errors;
    };
    expect([access('1'), access('no'), access('')]).toEqual([true, false, false]);
    expect(access('10.0.0.0/8, 192.168.1.0/24,fd12::/16')).toEqual(['10.0.0.0/8', '192.168.1.0/24', 'fd12::/16']);
    expect(access('10.0.0.0/8,intranet')).toEqual([expect.stringMatching(/^ALLOW_PRIVATE_IMAGE_URLS: .*"intranet"/)]);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const result = parseConfig(
      {
        PORT: '8080',
        HOST: '',
        DATA_DIR: '/var/alt',
        DATABASE_URL: 'postgres://u@db:5432/alt',
        ADMIN_PASSWORD: 'long enough secret',
        LOG_LEVEL: 'warn',
        ALT_AI_PROVIDER: 'openai',
        ALT_AI_MODEL: 'gpt-4o-mini',
        ALT_AI_BASE_URL: 'https://api.example.com/v1',
        ALT_AI_API_KEY: 'sk-test',
        ENGINE_WORKERS: '0',
        ALLOW_PRIVATE_IMAGE_URLS: '1',
        ALT_AI_TIMEOUT_MS: '45000',
      },
      '/ignored',
    );
    expect(result).toMatchObject({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        dataDir: '/var/alt',
        databaseUrl: 'postgres://u@db:5432/alt',
        adminPassword: 'long enough secret',
        logLevel: 'warn',
        engine: {
          // Parsed by the engine's provider parser, extra settings included.
          provider: { provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-test', timeoutMs: 45000 },
          workers: 0,
        },
        allowPrivateImageUrls: true,
      },
    });
  });

  it('lists every bad variable at once', () => {
    const result = parseConfig({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      ADMIN_PASSWORD: 'short',
      ALLOW_PRIVATE_IMAGE_URLS: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) {
      return;
    }
    const vars = result.errors.map((e) => e.split(':')[0]);
    expect(vars.sort()).toEqual(['ADMIN_PASSWORD', 'ALLOW_PRIVATE_IMAGE_URLS', 'DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it("reports bad AI provider settings in the same list, from the engine's own parser", () => {
    const result = parseConfig({ PORT: 'eighty', ALT_AI_PROVIDER: 'anthropic' });
    expect(result.ok).toBe(false);
    if (result.ok) {
      return;
    }
    expect(result.errors.some((e) => e.startsWith('PORT'))).toBe(true);
    expect(result.errors.some((e) => e.startsWith('ALT_AI_API_KEY is required for anthropic'))).toBe(true);
  });
});
