import { describe, expect, it } from 'vitest';
import { productColours } from './choose-colours.ts';
import { colourTrust, colourTrustFeatures, type ColourEvidence } from './colour-trust.ts';
import { COLOUR_TRUST_MODEL } from './colour-trust.model.ts';
import { nounById } from './lexicon/index.ts';
import { makeFacts, paletteColour } from '../testing/make-facts.ts';
import type { ColourFact } from '../types.ts';

const white = paletteColour('white', 0.9);
const evidence = (fact: ColourFact, over: Partial<ColourEvidence> = {}): ColourEvidence => ({
  fact,
  region: 'product',
  named: 1,
  kind: 'clothing',
  runnerUp: 0,
  backdrop: white,
  ...over,
});

describe('colour trust', () => {
  it('has one weight per feature (the model file fits the features the engine builds)', () => {
    expect(COLOUR_TRUST_MODEL.weights).toHaveLength(colourTrustFeatures(evidence(paletteColour('red', 0.5))).length);
    expect(COLOUR_TRUST_MODEL.threshold).toBeGreaterThan(0);
  });

  it('trusts a clear, saturated colour that fills the product more than a small, pale or contested one', () => {
    const clear = colourTrust(evidence(paletteColour('red', 0.8)));
    expect(clear).toBeGreaterThan(COLOUR_TRUST_MODEL.threshold);
    expect(colourTrust(evidence(paletteColour('red', 0.32)))).toBeLessThan(clear);
    expect(colourTrust(evidence(paletteColour('red', 0.45), { runnerUp: 0.4 }))).toBeLessThan(
      colourTrust(evidence(paletteColour('red', 0.45))),
    );
    expect(colourTrust(evidence(paletteColour('silver', 0.6)))).toBeLessThan(colourTrust(evidence(paletteColour('navy', 0.6))));
  });

  it('names no colour for a checked shirt whose check averages to a pale grey over a third of it', () => {
    const checked = makeFacts({ colours: [{ name: 'silver', share: 0.36, rgb: [186, 183, 185] }, paletteColour('black', 0.25)] });
    expect(productColours(checked, nounById('shirt'))).toEqual([]);
  });

  it('keeps a clear colour of a packshot', () => {
    expect(productColours(makeFacts({ colours: [paletteColour('navy', 0.7)] }), nounById('jeans'))).toEqual(['navy']);
  });
});

describe('warm near-black on a packshot', () => {
  it('reads a dark brown leather as brown, not black ("Black formal shoes" for brown ones)', () => {
    const shoes = makeFacts({ colours: [{ name: 'black', share: 0.8, rgb: [58, 44, 38] }] });
    expect(productColours(shoes, nounById('formal_shoes'))).toEqual(['brown']);
  });

  it('keeps a neutral black black, and a black on a model black (skin warms a garment zone)', () => {
    expect(productColours(makeFacts({ colours: [{ name: 'black', share: 0.8, rgb: [30, 30, 32] }] }), nounById('formal_shoes'))).toEqual([
      'black',
    ]);
    const model = makeFacts({
      imageType: 'model',
      garmentColours: { upper: [{ name: 'black', share: 0.8, rgb: [58, 44, 38] }], lower: [] },
    });
    expect(productColours(model, nounById('tshirt_top'))).toEqual(['black']);
  });
});
