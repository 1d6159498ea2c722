/**
 * Brands an alt text could claim without evidence (vision LLMs guess them from a logo-shaped blob). A brand
 * is allowed only when the merchant's context or the text read in the image names it.
 */
// prettier-ignore
export const KNOWN_BRANDS = [
  'nike', 'adidas', 'puma', 'reebok', 'asics', 'new balance', 'converse', 'vans', 'under armour', 'fila', 'skechers',
  'levi', "levi's", 'zara', 'h&m', 'uniqlo', 'gap', 'lacoste', 'ralph lauren', 'tommy hilfiger', 'calvin klein',
  'gucci', 'prada', 'louis vuitton', 'chanel', 'hermès', 'hermes', 'dior', 'burberry', 'versace', 'balenciaga',
  'rolex', 'omega', 'casio', 'seiko', 'swatch', 'fossil', 'ray-ban', 'oakley', 'iphone', 'ipad', 'macbook',
  'samsung', 'sony', 'canon', 'nikon', 'fujifilm', 'kodak', 'dell', 'hp', 'lenovo', 'asus', 'logitech', 'microsoft',
  'ikea', 'decathlon', 'quechua', 'kipsta', 'domyos', 'the north face', 'patagonia', 'columbia', 'timberland',
  'dr. martens', 'birkenstock', 'crocs', 'ugg', 'lego', 'disney', 'coca-cola', 'starbucks',
];
