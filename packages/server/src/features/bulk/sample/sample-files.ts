import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Language } from '@alt-optimizer/contract';

/**
 * The sample catalogue shipped with the app (issue 24 item 5): eight product photos and a CSV of them per language,
 * in packages/server/assets/sample-catalogue (provenance and licences in its README). A newcomer runs it from the
 * upload step without opening private addresses: its photos are read from this folder, never fetched.
 */
export const SAMPLE_DIR = fileURLToPath(new URL('../../../../assets/sample-catalogue/', import.meta.url));

/** The photos, by name: the only files a row's URL can name (nothing from the URL is joined to a path). */
export const SAMPLE_IMAGES = [
  'gym-tee.jpg',
  'zip-hoodie.jpg',
  'zip-jacket.jpg',
  'yoga-shorts.jpg',
  'duffle-bag.jpg',
  'sports-watch.jpg',
  'water-bottle.jpg',
  'linen-shirt.jpg',
] as const;

/** The catalogue of the photos in each language (titles and descriptions in that language). */
export const SAMPLE_CATALOGUES: Record<Language, string> = { en: 'catalogue-en.csv', fr: 'catalogue-fr.csv' };

/** Where the photos are served (GET) and what a row's URL names: PUBLIC_URL + this + a name. */
export const SAMPLE_PATH = '/api/sample-catalogue/';

/** The origin the shipped CSVs are written with (the default PUBLIC_URL); a job's copy names the server's own. */
export const SAMPLE_CSV_ORIGIN = 'http://localhost:5000';

const SERVED: ReadonlyMap<string, string> = new Map(
  [...SAMPLE_IMAGES, ...Object.values(SAMPLE_CATALOGUES)].map((name) => [name, path.join(SAMPLE_DIR, name)]),
);

/** The file behind a served name (a photo or a CSV), or null for any other name. */
export function sampleFile(name: string): string | null {
  return SERVED.get(name) ?? null;
}

/**
 * The bundled photo a row's URL names, or null when the URL is anything else: exactly `publicUrl` + SAMPLE_PATH + a
 * listed photo name, no query, no fragment, no credentials. The name is looked up in the list, never joined to a
 * path, so no URL reaches another file.
 */
export function bundledImageFor(url: string, publicUrl: string): string | null {
  if (!URL.canParse(url) || !URL.canParse(publicUrl)) {
    return null;
  }
  const parsed = new URL(url);
  if (parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash || parsed.username || parsed.password) {
    return null;
  }
  if (!parsed.pathname.startsWith(SAMPLE_PATH)) {
    return null;
  }
  const name = parsed.pathname.slice(SAMPLE_PATH.length);
  return (SAMPLE_IMAGES as readonly string[]).includes(name) ? path.join(SAMPLE_DIR, name) : null;
}

/** A shipped CSV's text with the server's own origin in its image URLs. */
export function catalogueForOrigin(csv: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return csv.replaceAll(`${SAMPLE_CSV_ORIGIN}${SAMPLE_PATH}`, `${origin}${SAMPLE_PATH}`);
}
