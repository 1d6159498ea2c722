import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { evalImage } from './images.ts';

/**
 * The page audit's loopback test site (issue 25): 5 pages, 40 images covering every element kind the audit lists
 * (<img>, <input type="image">, <area>, <svg role="img">, role="img"), linked images, figures with captions, CSS
 * backgrounds, a robots.txt and a sitemap; plus hostile addresses (huge HTML, redirect loop, sitemap bombs). Served
 * on 127.0.0.1 only. The figures the markup alone decides are in AUDIT_SITE_FIGURES.
 */

/** Photos from the shared dev set, shrunk to 320 px so the engine reads them fast. */
const PHOTOS = {
  'tshirt.jpg': 'p0037.jpg',
  'shirt.jpg': 'p0027.jpg',
  'shoes.jpg': 'p0082.jpg',
  'bag.jpg': 'p0051.jpg',
  'chair.jpg': 'p0088.jpg',
  'sweatshirt.jpg': 'p0009.jpg',
  'sneakers.jpg': 'p0001.jpg',
  'jacket.jpg': 'p0010.jpg',
} as const;

/** Flat pictures made here: a spacer, a logo, an icon, a divider, a floor plan. */
const DRAWN = {
  'spacer.png': { width: 4, height: 4, background: '#ffffff' },
  'logo.png': { width: 120, height: 40, background: '#1d4ed8' },
  'icon.png': { width: 24, height: 24, background: '#111827' },
  'divider.png': { width: 600, height: 4, background: '#d1d5db' },
  'floor.png': { width: 300, height: 200, background: '#fde68a' },
  'hero.jpg': { width: 400, height: 120, background: '#fca5a5' },
} as const;

const LONG_ALT =
  'A very long description of a green cotton t-shirt folded on a white table, with its label, its seams, its collar and its sleeves shown in detail';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function page(lang: string, title: string, h1: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${h1}</h1>${body}</body></html>`;
}

const PAGES: Record<string, string> = {
  '/index.html': page(
    'en',
    'Home — Linen shop',
    'Welcome to the Linen shop',
    `<div class="hero" style="background-image: url('/img/hero.jpg')"></div>
     <img src="/img/tshirt.jpg" alt="Green cotton t-shirt folded on a white background">
     <img src="/img/shirt.jpg">
     <img src="/img/spacer.png" alt="">
     <a href="/shop.html"><img src="/img/logo.png" alt="Linen shop: all products"></a>
     <a href="/cart.html"><img src="/img/icon.png" alt=""></a>
     <form action="/search"><input type="image" src="/img/icon.png" alt="Search"></form>
     <svg role="img" aria-label="Rated five stars out of five" width="80" height="16"><rect width="80" height="16"/></svg>
     <figure><img src="/img/shoes.jpg" alt="Brown leather formal shoes"><figcaption>Our best seller</figcaption></figure>`,
    '<style>.band { background: #eee url("/img/divider.png") repeat-x; }</style>',
  ),
  '/shop.html': page(
    'en',
    'Shop — Linen shop',
    'All products',
    `<img src="/img/bag.jpg" alt="IMG_2041.jpg">
     <img src="/img/chair.jpg" alt="image">
     <img src="/img/sweatshirt.jpg" alt="Photo">
     <img src="/img/sneakers.jpg" alt="Linen shirt">
     <img src="/img/jacket.jpg" alt="Linen shirt">
     <img src="/img/tshirt.jpg" alt="${LONG_ALT}">
     <img src="/img/shirt.jpg" alt="shirt shirts cheap shirt best shirt shirt sale buy shirt">
     <p id="scarf-caption">Grey sweatshirt with a hood</p><img src="/img/sweatshirt.jpg" aria-labelledby="scarf-caption">`,
  ),
  '/about.html': page(
    'fr',
    'À propos — Boutique du lin',
    'Notre atelier',
    `<img src="/img/chair.jpg" alt="Our team in the workshop">
     <img src="/img/shirt.jpg" alt="Chemise rouge et bleue portée par un homme">
     <img src="/img/divider.png" alt="" title="Séparateur">
     <img src="/img/hero.jpg" role="presentation">
     <div aria-hidden="true"><img src="/img/icon.png" alt="Icône"></div>
     <div role="img" aria-label="Plan d’accès à la boutique" style="background-image:url(/img/floor.png);width:300px;height:200px"></div>
     <span role="img"></span>
     <svg role="img" width="40" height="40"><title>Logo de la boutique</title><circle cx="20" cy="20" r="18"/></svg>`,
  ),
  '/map.html': page(
    'en',
    'Store map — Linen shop',
    'Store map',
    `<img src="/img/floor.png" usemap="#floor" alt="Store floor plan with three departments">
     <map name="floor">
       <area shape="rect" coords="0,0,100,200" href="/women.html" alt="Women">
       <area shape="rect" coords="100,0,200,200" href="/men.html" alt="Men">
       <area shape="rect" coords="200,0,300,200" href="/kids.html">
     </map>
     <img src="/img/bag.jpg" alt="Store map">
     <input type="image" src="/img/icon.png">
     <svg role="img" width="20" height="20"><path d="M0 0h20v20H0z"/></svg>
     <img src="/img/shoes.jpg" aria-label="Brown leather shoes on a white background" alt="">`,
  ),
  '/blog.html': page(
    'en',
    'Blog — Linen shop',
    'Summer stories',
    `<header style="background: url('/img/hero.jpg') center"></header>
     <figure><img src="/img/sneakers.jpg" alt="Black canvas sneakers on a wooden floor"><figcaption>Summer collection</figcaption></figure>
     <figure role="group" aria-labelledby="c2"><img src="/img/jacket.jpg" alt="Man in a blue trail jacket"><figcaption id="c2">Trail jacket</figcaption></figure>
     <a href="/shop.html">Shop now <img src="/img/icon.png" alt=""></a>
     <img src="/img/bag.jpg" title="Navy blue duffle bag">
     <img src="${GIF}" alt="">
     <img src="/img/missing.jpg" alt="Broken picture of a shirt">
     <img src="/img/chair.jpg" alt="DSC_0042">
     <i role="img" aria-label="Warning: sale ends soon"></i>`,
  ),
};

/** What the markup alone decides (the engine's readings cannot change these). */
export const AUDIT_SITE_FIGURES = {
  pages: 5,
  images: 40,
  imagesPerPage: 8,
  backgrounds: 3,
  decorative: 7,
  /** Not decorative and no text alternative at all. */
  missing: 5,
  kinds: { img: 29, 'input-image': 2, area: 3, svg: 3, 'role-img': 3 } as Record<string, number>,
  /** RGAA 1.1 fails: no alternative, or a link whose only content is an image with alt="". */
  rgaa11Failing: ['p1-i2', 'p1-i5', 'p3-i7', 'p4-i4', 'p4-i6', 'p4-i7'],
  /** RGAA 1.2 fails: a decorative image that still speaks (title). */
  rgaa12Failing: ['p3-i3'],
  /** RGAA 1.3 fails that judgeAlt decides from the text alone: a file name, a generic word. */
  rgaa13FailingAtLeast: ['p2-i1', 'p2-i2'],
} as const;

export interface AuditSite {
  origin: string;
  close(): Promise<void>;
  /** Requests the site answered, by path (tests check robots.txt and the pacing). */
  hits: string[];
}

async function pictures(): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const [name, file] of Object.entries(PHOTOS)) {
    out.set(name, await sharp(evalImage(file)).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer());
  }
  for (const [name, { width, height, background }] of Object.entries(DRAWN)) {
    const image = sharp({ create: { width, height, channels: 3, background } });
    out.set(name, await (name.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
  }
  return out;
}

function sitemap(origin: string, paths: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((p) => `<url><loc>${origin}${p}</loc></url>`)
    .join('')}</urlset>`;
}

/** Starts the site on 127.0.0.1 (a free port). */
export async function startAuditSite(): Promise<AuditSite> {
  const images = await pictures();
  const hits: string[] = [];
  let origin = '';
  const bigSitemap = () =>
    `<urlset>${Array.from({ length: 60_000 }, (_, i) => `<url><loc>${origin}/p${i}.html</loc></url>`).join('')}</urlset>`;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (path === '/robots.txt') {
      return send(200, 'text/plain', 'User-agent: *\nDisallow: /private/\n');
    }
    if (path === '/sitemap.xml') {
      return send(200, 'application/xml', sitemap(origin, Object.keys(PAGES)));
    }
    if (path === '/sitemap-index.xml') {
      return send(200, 'application/xml', `<sitemapindex><sitemap><loc>${origin}/sitemap.xml</loc></sitemap></sitemapindex>`);
    }
    if (PAGES[path] || path === '/private/secret.html') {
      return send(200, 'text/html; charset=utf-8', PAGES[path] ?? page('en', 'Secret', 'Secret', '<img src="/img/bag.jpg">'));
    }
    if (path.startsWith('/img/') && images.has(path.slice(5))) {
      return send(200, path.endsWith('.png') ? 'image/png' : 'image/jpeg', images.get(path.slice(5))!);
    }
    // Hostile addresses.
    if (path === '/huge.html') {
      return send(200, 'text/html', `<!doctype html><html><body>${'<p>filler text</p>'.repeat(250_000)}</body></html>`);
    }
    if (path === '/loop-a') {
      return send(302, 'text/plain', '', { location: '/loop-b' });
    }
    if (path === '/loop-b') {
      return send(302, 'text/plain', '', { location: '/loop-a' });
    }
    if (path === '/sitemap-bomb.xml.gz') {
      return send(200, 'application/gzip', gzipSync(Buffer.from(`<urlset>${' '.repeat(40 * 1024 * 1024)}</urlset>`)));
    }
    if (path === '/sitemap-huge.xml') {
      return send(200, 'application/xml', bigSitemap());
    }
    return send(404, 'text/plain', 'not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
