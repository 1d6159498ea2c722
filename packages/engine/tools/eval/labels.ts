/**
 * Ground-truth helpers for the eval CLI only. The engine never imports this file: labels.jsonl is read by
 * the CLI, and only the title (complete mode) reaches the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colourWord } from '../../src/compose/lexicon/index.ts';

export interface Label {
  file: string;
  set: 'product' | 'general';
  category: string;
  color: string | null;
  title: string | null;
  imageType: string | null;
  /** Thelia only: the source's marketing text, English and French. */
  description?: string | null;
  descriptionFr?: string | null;
  /** COCO only: every annotated class with its instance count. */
  objects?: Record<string, number>;
  /** General set: human captions (COCO crowd captions, scikit-image docstrings); [] for products. */
  captions?: string[];
}

export function readLabels(dir: string): Label[] {
  return readFileSync(join(dir, 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Label);
}

/** Source colour words that our palette names differently ("wood", "tan") mapped to colour families. */
// prettier-ignore
const SOURCE_COLOURS: Record<string, string> = { wood: 'brown', tan: 'brown', maroon: 'red', bronze: 'brown', gold: 'yellow', silver: 'grey', 'rose pink': 'pink', 'lime green': 'green' };

/** Colour families of a source colour value ("Navy Blue" → blue; "blue, pink" → blue, pink). */
export function labelColourFamilies(color: string | null): string[] {
  if (!color) {
    return [];
  }
  return color
    .split(/,|&|\band\b/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean)
    .flatMap((c) => {
      const fam = SOURCE_COLOURS[c] ?? colourWord(c)?.family ?? colourWord(c.split(' ').pop() ?? '')?.family;
      return fam ? [fam] : [];
    });
}

/** Lexicon noun ids that correctly name a product of each source category (issue 3 "product type named"). */
// prettier-ignore
export const CATEGORY_NOUNS: Record<string, string[]> = {
  // The coarse group a weak detection names (issue 9) is a correct word for each of these, if a vague one.
  // Issue 22's classifier adds WordNet's coarse nouns above the fine ones: a chair is a seat, a shoe is footwear.
  Armchairs: ['armchair', 'chair', 'seat', 'furniture'], Chairs: ['chair', 'armchair', 'stool', 'seat', 'furniture'], Sofas: ['sofa', 'couch', 'seat', 'furniture'],
  Stools: ['stool', 'chair', 'seat', 'furniture'], Furniture: ['desk', 'chair', 'armchair', 'sofa', 'couch', 'bedside_table', 'dining table', 'stool', 'seat', 'table', 'furniture'],
  Backpacks: ['backpack', 'bag', 'coco:backpack'], Bags: ['bag', 'backpack', 'duffel_bag', 'messenger_bag', 'tote', 'handbag', 'bags'],
  'Duffel Bag': ['duffel_bag', 'bag', 'bags'], Handbags: ['handbag', 'bag', 'bags', 'coco:handbag'],
  Basketballs: ['basketball', 'ball', 'sports ball', 'sports_equipment'], Footballs: ['football', 'ball', 'sports ball', 'sports_equipment'],
  Equipment: ['ball', 'football', 'basketball', 'tennis_ball', 'tent', 'road_bike', 'bicycle', 'sports ball', 'sports_equipment', 'vehicle'],
  'Fitness Equipment': ['resistance_band', 'water_bottle', 'yoga_strap', 'yoga_brick', 'jump_rope', 'pushup_grips', 'ball', 'yoga_mat', 'dumbbell'],
  'Bras & Tanks': ['bra', 'tank_top', 'top'], Tanks: ['tank_top', 'top'], Tees: ['tshirt_top', 'top'], Tshirts: ['tshirt_top', 'polo', 'top'],
  Tops: ['top', 'tshirt_top', 'tank_top', 'kidswear'], Shirts: ['shirt'], Dresses: ['dress', 'kidswear'], Jackets: ['jacket', 'coat'],
  // The category head's sweater_hoodie class writes "sweater" / « pull » (the lexicon's sweater).
  'Hoodies & Sweatshirts': ['hoodie', 'sweater_hoodie', 'sweater'], Sweatshirts: ['sweater_hoodie', 'hoodie', 'sweater'],
  Capris: ['capris', 'trousers', 'leggings'], Pants: ['trousers', 'track_pants', 'capris', 'leggings'], Trousers: ['trousers'],
  'Track Pants': ['track_pants', 'trousers'], Shorts: ['shorts'], Socks: ['socks'], Swimwear: ['swimsuit', 'swim_cap', 'clothing'],
  Caps: ['cap_hat', 'hat'], Watches: ['watch'], 'Water Bottle': ['water_bottle', 'bottle'],
  'Casual Shoes': ['sneakers', 'shoe', 'shoes', 'footwear'], 'Sports Shoes': ['sneakers', 'shoe', 'shoes', 'footwear'], Footwear: ['sneakers', 'shoe', 'shoes', 'footwear'],
  'Formal Shoes': ['formal_shoes', 'shoe', 'shoes', 'footwear'], Heels: ['heels', 'shoe', 'shoes', 'footwear'], Flats: ['flats', 'sandals', 'shoe', 'shoes', 'footwear'],
  Sandals: ['sandals', 'shoe', 'shoes', 'footwear'], 'Flip Flops': ['flip_flops', 'sandals', 'shoe', 'shoes', 'footwear'],
  Computers: ['monitor', 'computer', 'laptop', 'tablet', 'mouse', 'keyboard', 'cable', 'hard_drive', 'tv', 'electronic_device'],
  Photo: ['camera', 'camera_lens', 'tripod', 'electronic_device'],
  Plants: ['plant', 'orchid', 'aloe_vera', 'fern', 'bonsai', 'trowel', 'potted plant'],
};

/** The category head's ids (issue 6) for source categories inside its vocabulary; fine null = group only. */
// prettier-ignore
export const CATEGORY_HEAD_TRUTH: Record<string, { fine: string | null; group: string }> = {
  Tshirts: { fine: 'tshirt_top', group: 'tops' }, Tees: { fine: 'tshirt_top', group: 'tops' }, Tops: { fine: 'tshirt_top', group: 'tops' },
  Shirts: { fine: 'shirt', group: 'tops' }, 'Hoodies & Sweatshirts': { fine: 'sweater_hoodie', group: 'tops' },
  Sweatshirts: { fine: 'sweater_hoodie', group: 'tops' }, Tanks: { fine: 'tank_top', group: 'tops' }, 'Bras & Tanks': { fine: null, group: 'tops' },
  Dresses: { fine: 'dress', group: 'dresses_skirts' }, Jackets: { fine: 'jacket', group: 'outerwear' },
  Pants: { fine: 'trousers', group: 'bottoms' }, Trousers: { fine: 'trousers', group: 'bottoms' }, 'Track Pants': { fine: 'trousers', group: 'bottoms' },
  Capris: { fine: 'trousers', group: 'bottoms' }, Shorts: { fine: 'shorts', group: 'bottoms' }, Socks: { fine: 'socks', group: 'underwear_socks' },
  'Casual Shoes': { fine: 'sneakers', group: 'shoes' }, 'Sports Shoes': { fine: 'sneakers', group: 'shoes' }, Footwear: { fine: null, group: 'shoes' },
  'Formal Shoes': { fine: 'formal_shoes', group: 'shoes' }, Heels: { fine: 'heels', group: 'shoes' }, Flats: { fine: 'flats', group: 'shoes' },
  Sandals: { fine: 'sandals', group: 'shoes' }, 'Flip Flops': { fine: 'flip_flops', group: 'shoes' },
  Handbags: { fine: 'handbag', group: 'bags' }, Backpacks: { fine: 'backpack', group: 'bags' }, 'Duffel Bag': { fine: 'duffel_bag', group: 'bags' },
  Bags: { fine: null, group: 'bags' }, Watches: { fine: 'watch', group: 'accessories' }, Caps: { fine: 'cap_hat', group: 'accessories' },
};
