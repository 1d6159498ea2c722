import { describe, expect, it } from 'vitest';
import { wrongNouns } from './eval-score.ts';

describe('wrong product words', () => {
  it('does not read the text an alt quotes as a product word', () => {
    expect(wrongNouns('Long-sleeved navy top worn by a model with the text Reebok Hoops', ['sweater_hoodie', 'top'], null)).toEqual([]);
    expect(wrongNouns("Haut bleu porté par un mannequin avec l'inscription Reebok Hoops", ['sweater_hoodie', 'top'], null)).toEqual([]);
    expect(wrongNouns('Hoop earrings on a plain background', ['sweater_hoodie', 'top'], null)).toEqual(['hoop_earrings']);
  });
});
