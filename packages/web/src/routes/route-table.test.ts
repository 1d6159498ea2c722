import { describe, expect, it } from 'vitest';
import { pathFor, toggleTarget } from './paths.ts';
import { matchPath, ROUTE_PATHS, ROUTES } from './route-table.ts';

describe('route table', () => {
  it('has unique paths and puts every French path under /fr (except the French-only /admin)', () => {
    const paths = ROUTE_PATHS.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ROUTE_PATHS.filter((r) => r.route.id !== 'admin')) {
      expect(p.path === '/fr' || p.path.startsWith('/fr/'), p.path).toBe(p.lang === 'fr');
    }
  });

  it('gives every route head texts in each language it exists in', () => {
    for (const { route, lang } of ROUTE_PATHS) {
      const meta = route.meta[lang] ?? route.meta.en;
      expect(meta?.title, route.id).toBeTruthy();
      expect(meta?.description.length, route.id).toBeGreaterThan(40);
    }
  });

  it('maps the spec product slug and French-only pages', () => {
    expect(pathFor('bulk', 'en')).toBe('/alt-text-generator');
    expect(pathFor('bulk', 'fr')).toBe('/fr/alt-text-generator');
    expect(pathFor('features', 'fr')).toBe('/fr/fonctionnalites');
    expect(pathFor('rgaa', 'en')).toBeUndefined();
    expect(matchPath('/fr/shopify')?.route.load).toBe(matchPath('/fr/prestashop')?.route.load);
    expect(ROUTES.filter((r) => !r.indexable).map((r) => r.id)).toEqual(['admin']);
  });

  it('toggles to the twin, to the other home for single-language pages, and keeps 404s in place', () => {
    expect(toggleTarget('/', 'en')).toBe('/fr');
    expect(toggleTarget('/fr', 'fr')).toBe('/');
    expect(toggleTarget('/support', 'en')).toBe('/fr/support');
    expect(toggleTarget('/fr/fonctionnalites', 'fr')).toBe('/features');
    expect(toggleTarget('/fr/guide-rgaa', 'fr')).toBe('/');
    expect(toggleTarget('/admin', 'fr')).toBe('/');
    expect(matchPath('/admin')?.lang).toBe('fr');
    expect(toggleTarget('/nope', 'en')).toBe('/fr/nope');
    expect(toggleTarget('/fr/nope', 'fr')).toBe('/nope');
  });
});
