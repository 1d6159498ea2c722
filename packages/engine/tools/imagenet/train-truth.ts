/**
 * Which classifier nouns correctly name a training photo of each product category (../shared/train ids): the fine
 * noun when WordNet has one, and the coarse nouns above it (a sneaker is a shoe and footwear; a shirt is clothing).
 * Label mapping for fitting the noun gate, read only by the tools.
 */
// prettier-ignore
export const TRAIN_ACCEPTS: Record<string, readonly string[]> = {
  tshirt_top: ['tshirt_top', 'clothing'],
  shirt: ['clothing'],
  sweater_hoodie: ['sweater_hoodie', 'cardigan', 'clothing'],
  tank_top: ['clothing'],
  dress: ['dress', 'evening_dress', 'clothing'],
  skirt: ['skirt', 'clothing'],
  jacket: ['coat', 'trench_coat', 'clothing'],
  trousers: ['jeans', 'tights', 'clothing'],
  shorts: ['board_shorts', 'clothing'],
  underwear: ['clothing'],
  socks: ['socks', 'clothing'],
  sneakers: ['sneakers', 'shoe', 'footwear'],
  formal_shoes: ['shoe', 'footwear'],
  heels: ['shoe', 'footwear'],
  flats: ['shoe', 'sandals', 'footwear'],
  sandals: ['sandals', 'footwear'],
  flip_flops: ['sandals', 'footwear'],
  handbag: ['handbag', 'bag'],
  backpack: ['backpack', 'bag'],
  messenger_bag: ['bag', 'handbag'],
  duffel_bag: ['bag'],
  wallet: ['wallet'],
  watch: ['watch'],
  sunglasses: ['sunglasses'],
  belt: [],
  cap_hat: ['hat', 'swim_cap', 'clothing'],
  tie: ['tie', 'bow_tie', 'clothing'],
  scarf: ['scarf', 'shawl', 'clothing'],
  perfume: ['perfume', 'bottle', 'hairspray', 'body_lotion', 'sunscreen', 'container'],
};
