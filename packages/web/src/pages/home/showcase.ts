import type { Language } from '@alt-optimizer/contract';

/**
 * The home page's before/after strip: four dev-set photos (../shared/eval/dev), resized to 480 px WebP copies in
 * public/showcase under their source file names, and the alt our offline engine wrote for each in complete mode
 * (the photo plus its product title), copied verbatim from
 * `node --import tsx packages/engine/tools/measure/showcase-alts.ts --data ../shared/eval/dev --files p0002,p0052,p0095,p0198`.
 * Re-run it and update `alt` when the engine's wording changes.
 */
export interface ShowcasePhoto {
  /** The source's file name: what a screen reader may read out when an image has no alt. */
  file: string;
  width: number;
  height: number;
  /** The product title given to the engine as context. */
  title: string;
  alt: Record<Language, string>;
  /** Where the photo comes from and under which licence. */
  credit: string;
}

const MAGENTO = 'Magento Luma sample data (OSL-3.0 / AFL-3.0)';

export const SHOWCASE: readonly ShowcasePhoto[] = [
  {
    file: 'wb07-brown-0.webp',
    width: 387,
    height: 480,
    title: 'Overnight Duffle',
    alt: { en: 'Brown Overnight Duffle', fr: 'Sac de voyage Overnight marron' },
    credit: MAGENTO,
  },
  {
    file: 'mg02-bk-0.webp',
    width: 387,
    height: 480,
    title: 'Dash Digital Watch',
    alt: { en: 'Black Dash Digital Watch', fr: 'Montre Dash Digital noire' },
    credit: MAGENTO,
  },
  {
    file: 'kari-shea-398668-unsplash.webp',
    width: 335,
    height: 480,
    title: 'Comfy Padded Chair',
    alt: { en: 'Comfy Padded Chair in a real-life setting', fr: 'Chaise Comfy rembourrée en situation' },
    credit: 'Kari Shea, Unsplash License',
  },
  {
    file: 'derick-david-409858-unsplash.webp',
    width: 480,
    height: 360,
    title: 'Laptop',
    alt: { en: 'Laptop on a black background', fr: 'Ordinateur portable' },
    credit: 'Derick David, Unsplash License',
  },
];
