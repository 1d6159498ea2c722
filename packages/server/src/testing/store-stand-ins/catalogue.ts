/**
 * The simulated store both stand-ins serve: products with their images, each image's alt as the store holds it, and
 * a log of every alt write that reached the store (what the "written once" tests count).
 */
export interface StandInImage {
  /** The platform's media id (numeric; Shopify's GID is built from it). */
  id: number;
  /** Path of the photo on the stand-in, e.g. /img/g0001.jpg */
  path: string;
  alt: string;
}

export interface StandInProduct {
  id: number;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  images: StandInImage[];
}

export interface StandInWrite {
  mediaId: number;
  alt: string;
  at: number;
}

export interface CatalogueOptions {
  products?: number;
  /** Distinct photos the images cycle through (the engine describes each URL once per run). */
  distinctPhotos?: number;
  /** Every n-th image already has an alt (0 = none has). */
  altEvery?: number;
  /** Every n-th product has a second image (0 = one image each). */
  secondImageEvery?: number;
}

const TYPES = ['T-shirt', 'Mug', 'Backpack', 'Sneakers', 'Lamp', 'Scarf', 'Watch', 'Plant pot'];
const VENDORS = ['Acme', 'Northwind', 'Maison Lumière', 'Blue Fox'];
const COLOURS = ['navy', 'red', 'beige', 'green', 'black', 'white'];

/** A deterministic catalogue: product n is always the same product, so tests can name what they expect. */
export function buildCatalogue(options: CatalogueOptions = {}): StandInProduct[] {
  const { products = 200, distinctPhotos = 8, altEvery = 4, secondImageEvery = 5 } = options;
  const out: StandInProduct[] = [];
  let mediaId = 1000;
  let imageCount = 0;
  for (let n = 1; n <= products; n += 1) {
    const type = TYPES[n % TYPES.length]!;
    const colour = COLOURS[n % COLOURS.length]!;
    const images: StandInImage[] = [];
    const count = secondImageEvery > 0 && n % secondImageEvery === 0 ? 2 : 1;
    for (let i = 0; i < count; i += 1) {
      imageCount += 1;
      mediaId += 1;
      const photo = ((imageCount - 1) % distinctPhotos) + 1;
      images.push({
        id: mediaId,
        path: `/img/g${String(photo).padStart(4, '0')}.jpg`,
        alt: altEvery > 0 && imageCount % altEvery === 0 ? `Existing alt of image ${mediaId}` : '',
      });
    }
    out.push({
      id: n,
      title: `${colour[0]!.toUpperCase()}${colour.slice(1)} ${type.toLowerCase()} no. ${n}`,
      description: `<p>A ${colour} ${type.toLowerCase()} made to last. <strong>Free returns.</strong></p>`,
      productType: type,
      vendor: VENDORS[n % VENDORS.length]!,
      images,
    });
  }
  return out;
}

/** Every image of the catalogue by media id. */
export function imagesById(products: StandInProduct[]): Map<number, StandInImage> {
  return new Map(products.flatMap((p) => p.images.map((image) => [image.id, image] as const)));
}
