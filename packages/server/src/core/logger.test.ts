import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  it('redacts passwords, tokens, API keys and the admin token header', () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
    logger.info(
      {
        password: 'p4ss',
        token: 't0ken',
        config: { engine: { provider: { provider: 'openai', apiKey: 'sk-secret' } } },
        body: { password: 'p4ss-body' },
        req: { headers: { 'x-admin-token': 'adm1n', authorization: 'Bearer b34rer', host: 'localhost' } },
      },
      'hello',
    );
    const out = lines.join('');
    for (const secret of ['p4ss', 't0ken', 'sk-secret', 'adm1n', 'b34rer']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    expect(out).toContain('localhost');
  });
});
