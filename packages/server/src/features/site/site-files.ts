import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The built site on disk, indexed once at start-up: which URL paths have a prerendered page and which
 * plain files sit at the root. Nothing is resolved from the request path against the file system, so
 * `..` tricks cannot reach outside dist.
 */
export interface SiteIndex {
  /** URL path ('/', '/support', '/fr/tarifs') → file path relative to dist ('support/index.html'). */
  pages: Map<string, string>;
  /** URL path ('/robots.txt') → file path relative to dist, for non-page files outside /assets. */
  files: Map<string, string>;
  notFoundEn: string | undefined;
  notFoundFr: string | undefined;
}

async function walk(dir: string, root: string, out: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite manifest, a leftover .ssr bundle) are build internals, never served.
    if (entry.name.startsWith('.')) {
      continue;
    }
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      await walk(full, root, out);
    } else if (entry.isFile()) {
      out.push(relative(root, full).split(sep).join('/'));
    }
  }
}

export async function distExists(distDir: string): Promise<boolean> {
  try {
    return (await stat(join(distDir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

export async function indexSite(distDir: string): Promise<SiteIndex> {
  const all: string[] = [];
  await walk(distDir, distDir, all);
  const index: SiteIndex = { pages: new Map(), files: new Map(), notFoundEn: undefined, notFoundFr: undefined };
  for (const file of all) {
    if (file === '404.html') {
      index.notFoundEn = file;
    } else if (file === 'fr/404.html') {
      index.notFoundFr = file;
    } else if (file === 'index.html') {
      index.pages.set('/', file);
    } else if (file.endsWith('/index.html')) {
      index.pages.set(`/${file.slice(0, -'/index.html'.length)}`, file);
    } else if (!file.startsWith('assets/')) {
      index.files.set(`/${file}`, file);
    }
  }
  return index;
}

/** Strip the query and one trailing slash; '/' stays '/'. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function isFrenchPath(path: string): boolean {
  return path === '/fr' || path.startsWith('/fr/');
}
