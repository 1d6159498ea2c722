import type { ColourFact, VisualFacts } from '../types.ts';

/** Hand-built facts for composer tests and examples: a packshot on white unless told otherwise. */
export function makeFacts(over: Partial<VisualFacts> & { colour?: string; colour2?: string } = {}): VisualFacts {
  const { colour, colour2, ...rest } = over;
  const colours: ColourFact[] = [];
  if (colour) {
    colours.push({ name: colour, share: 0.6, rgb: [0, 0, 0] });
  }
  if (colour2) {
    colours.push({ name: colour2, share: 0.35, rgb: [0, 0, 0] });
  }
  return {
    width: 800,
    height: 800,
    objects: [],
    faces: 0,
    people: 0,
    background: { plain: true, colour: { name: 'white', share: 0.9, rgb: [250, 250, 250] }, uniformity: 0.95 },
    colours,
    colourRegion: 'product',
    foregroundShare: 0.4,
    text: [],
    textShare: 0,
    flat: false,
    imageType: 'packshot',
    imageTypeScore: 0.9,
    timingsMs: {},
    ...rest,
  };
}
