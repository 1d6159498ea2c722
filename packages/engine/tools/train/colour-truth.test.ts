import { describe, expect, it } from 'vitest';
import { colourTruth } from './colour-truth.ts';

describe('colour truth of a training photo', () => {
  it('reads the colour words of a Kaggle title as families', () => {
    expect(colourTruth('kaggle-fashion', 'ADIDAS Men Classic Navy Blue T-shirt', '')).toEqual(['blue']);
    expect(colourTruth('kaggle-fashion', 'Basics Men Red & White Slim Fit Shirt', '')).toEqual(['red', 'white']);
    expect(colourTruth('kaggle-fashion', 'Puma Men Graphic Sweatshirt', '')).toEqual([]);
  });

  it('reads the colour a Spree file name ends with, and nothing from Magento', () => {
    const path = "sample/db/samples/images/product_variants/жінки,спідниці,спідниця 'лінія а' замшева,dark_blue.jpg";
    expect(colourTruth('spree', 'спідниця', path)).toEqual(['blue']);
    expect(colourTruth('spree', 'спідниця', 'sample/images/skirt,black.jpg')).toEqual(['black']);
    expect(colourTruth('magento', 'Overnight Duffle', 'pub/media/catalog/product/w/b/wb07-brown-0.jpg')).toEqual([]);
  });
});
