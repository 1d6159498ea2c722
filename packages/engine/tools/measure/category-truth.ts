/**
 * Maps dev/held-out eval labels (source category + title) onto the head's vocabulary, for
 * MEASURING only: the engine never sees these labels. `fine` null with a group means the
 * product is in a covered group but its fine class is ambiguous (e.g. "Shoulder Pack").
 */
import type { CategoryGroupId, CategoryId } from '../../src/facts/category/vocabulary.ts';

export interface EvalLabel {
  file: string;
  set: string;
  source: string;
  category: string | null;
  title: string | null;
}

export type Truth = { inVocab: true; fine: CategoryId | null; group: CategoryGroupId } | { inVocab: false };

// prettier-ignore
const KAGGLE: Record<string, CategoryId> = {
  Backpacks: 'backpack',
  Capris: 'trousers',
  'Track Pants': 'trousers',
  Trousers: 'trousers',
  Jeans: 'trousers',
  Caps: 'cap_hat',
  'Casual Shoes': 'sneakers',
  'Sports Shoes': 'sneakers',
  Dresses: 'dress',
  'Duffel Bag': 'duffel_bag',
  Flats: 'flats',
  'Flip Flops': 'flip_flops',
  'Formal Shoes': 'formal_shoes',
  Handbags: 'handbag',
  Heels: 'heels',
  Jackets: 'jacket',
  Sandals: 'sandals',
  Shirts: 'shirt',
  Shorts: 'shorts',
  Socks: 'socks',
  Sweatshirts: 'sweater_hoodie',
  Sweaters: 'sweater_hoodie',
  Tops: 'tshirt_top',
  Tshirts: 'tshirt_top',
  Watches: 'watch',
  Wallets: 'wallet',
  Belts: 'belt',
  Sunglasses: 'sunglasses',
  Ties: 'tie',
  Skirts: 'skirt',
};

// prettier-ignore
const MAGENTO: Record<string, CategoryId> = {
  Tees: 'tshirt_top',
  Tanks: 'tank_top',
  'Hoodies & Sweatshirts': 'sweater_hoodie',
  Jackets: 'jacket',
  Pants: 'trousers',
  Shorts: 'shorts',
  Watches: 'watch',
};

// prettier-ignore
const GROUP_OF: Record<CategoryId, CategoryGroupId> = {
  tshirt_top: 'tops', shirt: 'tops', sweater_hoodie: 'tops', tank_top: 'tops',
  dress: 'dresses_skirts', skirt: 'dresses_skirts', jacket: 'outerwear',
  trousers: 'bottoms', shorts: 'bottoms', underwear: 'underwear_socks', socks: 'underwear_socks',
  sneakers: 'shoes', formal_shoes: 'shoes', heels: 'shoes', flats: 'shoes', sandals: 'shoes', flip_flops: 'shoes',
  handbag: 'bags', backpack: 'bags', messenger_bag: 'bags', duffel_bag: 'bags',
  wallet: 'accessories', watch: 'accessories', sunglasses: 'accessories', belt: 'accessories',
  cap_hat: 'accessories', tie: 'accessories', scarf: 'accessories', perfume: 'accessories',
};

const fine = (id: CategoryId): Truth => ({ inVocab: true, fine: id, group: GROUP_OF[id] });

export function truthFor(l: EvalLabel): Truth {
  if (l.set !== 'product' || !l.category) {
    return { inVocab: false };
  }
  const title = l.title ?? '';
  if (l.source.includes('Preeti') || l.source.includes('Kaggle')) {
    const id = KAGGLE[l.category];
    return id ? fine(id) : { inVocab: false };
  }
  if (l.source.startsWith('magento')) {
    if (l.category === 'Bras & Tanks') {
      return /\bbra\b/i.test(title) ? { inVocab: false } : fine('tank_top');
    }
    if (l.category === 'Bags') {
      if (/backpack/i.test(title)) {
        return fine('backpack');
      }
      if (/duffle|duffel/i.test(title)) {
        return fine('duffel_bag');
      }
      if (/messenger/i.test(title)) {
        return fine('messenger_bag');
      }
      if (/tote/i.test(title)) {
        return fine('handbag');
      }
      return { inVocab: true, fine: null, group: 'bags' };
    }
    const id = MAGENTO[l.category];
    return id ? fine(id) : { inVocab: false };
  }
  if (l.source.includes('vendure') && l.category === 'Footwear') {
    return fine('sneakers');
  }
  return { inVocab: false };
}
