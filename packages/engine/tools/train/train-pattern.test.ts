import { describe, expect, it } from 'vitest';
import { titlePattern } from './train-pattern.ts';

describe('titlePattern: the training label a title states', () => {
  it('reads one stated pattern', () => {
    expect(titlePattern('Lee Men Checks Red Shirt')).toBe('checked');
    expect(titlePattern('Basics Men Green Slim Fit Checked Shirt')).toBe('checked');
    expect(titlePattern('Puma Men Striped Polo')).toBe('striped');
    expect(titlePattern('Ed Hardy Men Printed Black T-shirt')).toBe('printed');
    expect(titlePattern('Peter England Men Solid Blue Shirt')).toBe('plain');
  });

  it('gives no label for none or for two', () => {
    expect(titlePattern('Nike Men Blue Jacket')).toBeUndefined();
    expect(titlePattern('Striped and Checked Scarf')).toBeUndefined();
  });
});
