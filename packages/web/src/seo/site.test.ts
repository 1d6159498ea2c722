// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { servedOrigin } from './site.ts';

describe('servedOrigin', () => {
  it('reads the PUBLIC_URL the server wrote into the canonical or hreflang link, null without one', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(servedOrigin(doc)).toBeNull();
    doc.head.innerHTML = '<link data-head rel="alternate" hreflang="fr" href="https://alt.example.com/fr">';
    expect(servedOrigin(doc)).toBe('https://alt.example.com');
    doc.head.innerHTML = '<link data-head rel="canonical" href="http://10.0.0.5:8080/fr/tarifs">';
    expect(servedOrigin(doc)).toBe('http://10.0.0.5:8080');
  });
});
