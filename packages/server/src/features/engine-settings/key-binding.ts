import type { AiProvider } from '@alt-optimizer/contract';
import type { SecretBox } from '../../core/secrets/secret-box.ts';

/** Where a stored API key may be sent: the provider and base URL it was saved with (null = the provider's own API). */
export interface KeyTarget {
  provider: AiProvider;
  baseUrl: string | null;
}

interface BoundKey extends KeyTarget {
  key: string;
}

const VERSION = 'bound-1';

/**
 * Seals the key together with where it may go: the target is inside the AES-256-GCM box, so neither a settings update
 * nor an edit of the database row can point the stored key at another address.
 */
export function sealBoundKey(box: SecretBox, key: string, target: KeyTarget): string {
  return box.seal(JSON.stringify({ v: VERSION, key, provider: target.provider, baseUrl: target.baseUrl }));
}

/** The key and its target. A key sealed before binding (plain text inside) is bound to the row it was saved in. */
export function openBoundKey(opened: string, row: KeyTarget): BoundKey {
  if (opened.startsWith('{')) {
    try {
      const parsed = JSON.parse(opened) as Partial<BoundKey> & { v?: unknown };
      if (parsed.v === VERSION && typeof parsed.key === 'string' && typeof parsed.provider === 'string') {
        return { key: parsed.key, provider: parsed.provider, baseUrl: parsed.baseUrl ?? null };
      }
    } catch {
      // Not ours: an API key that happens to start with a brace, sealed before binding.
    }
  }
  return { key: opened, provider: row.provider, baseUrl: row.baseUrl };
}

/** True when the stored key may be sent to `target` (the same provider and base URL, trailing slashes aside). */
export function keyGoesTo(bound: KeyTarget, target: KeyTarget): boolean {
  const same = (url: string | null) => (url ? url.replace(/\/+$/, '') : null);
  return bound.provider === target.provider && same(bound.baseUrl) === same(target.baseUrl);
}
