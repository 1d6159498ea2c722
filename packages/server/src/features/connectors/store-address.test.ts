import { describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors/index.ts';
import { normaliseStoreUrl } from './store-address.ts';

/**
 * normaliseStoreUrl is a pure parser (no lookup, no socket): the non-loopback addresses below are only its input,
 * never a URL anything fetches (issue 23 item 9).
 */
function refusedWith(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (err) {
    return err;
  }
}

function refusal(run: () => unknown): string | undefined {
  const err = refusedWith(run);
  return err === undefined ? undefined : isAppError(err) ? err.messageIn('en') : String(err);
}

describe('normaliseStoreUrl', () => {
  it('reads what a Shopify merchant types as the shop origin', () => {
    for (const typed of ['my-shop', 'my-shop.myshopify.com', 'https://my-shop.myshopify.com/admin/products', ' my-shop.myshopify.com/ ']) {
      expect(normaliseStoreUrl('shopify', typed, false), typed).toBe('https://my-shop.myshopify.com');
    }
  });

  it('keeps a WordPress sub-folder and drops /wp-admin or /wp-json', () => {
    expect(normaliseStoreUrl('woocommerce', 'shop.example.com/boutique/wp-admin/', false)).toBe('https://shop.example.com/boutique');
    expect(normaliseStoreUrl('woocommerce', 'https://shop.example.com/wp-json/wc/v3', false)).toBe('https://shop.example.com');
  });

  it('refuses plain http to a public host, private hosts unless allowed, and credentials in the address', () => {
    expect(refusal(() => normaliseStoreUrl('woocommerce', 'http://shop.example.com', true))).toContain('https://');
    expect(refusal(() => normaliseStoreUrl('woocommerce', 'http://127.0.0.1:8080', false))).toContain(
      '127.0.0.1 is a private or intranet address',
    );
    expect(refusal(() => normaliseStoreUrl('woocommerce', 'https://169.254.169.254', false))).toContain('private or intranet address');
    expect(normaliseStoreUrl('woocommerce', 'http://127.0.0.1:8080', true)).toBe('http://127.0.0.1:8080');
    expect(refusal(() => normaliseStoreUrl('shopify', 'https://user:pw@my-shop.myshopify.com', false))).toContain('no user name');
  });

  it('says a private store address is refused as the bulk report says it of an image URL, in EN and FR (issue 24 item 5)', () => {
    const err = refusedWith(() => normaliseStoreUrl('woocommerce', 'http://192.168.1.20', false));
    const refused = isAppError(err) ? err : null;
    expect(refused?.id).toBe('connectorAddressPrivate');
    expect(refused?.messageIn('en')).toContain(
      'Fetching private or intranet addresses is off for safety; only the server administrator can allow it (ALLOW_PRIVATE_IMAGE_URLS setting',
    );
    expect(refused?.messageIn('fr')).toContain(
      "La récupération d'adresses privées ou intranet est désactivée par sécurité ; seul l'administrateur du serveur peut l'autoriser (réglage ALLOW_PRIVATE_IMAGE_URLS",
    );
  });
});
