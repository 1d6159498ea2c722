import { PALETTE_BY_KEY } from '../facts/colour/palette.ts';
import type { ColourFact, VisualFacts } from '../types.ts';

/** A palette colour as the facts report it, with the palette's own RGB (the colour-trust model reads it). */
export function paletteColour(name: string, share: number): ColourFact {
  return { name, share, rgb: PALETTE_BY_KEY.get(name)?.anchors[0] ?? [128, 128, 128] };
}

/** Hand-built facts for composer tests and examples: a packshot on white unless told otherwise. */
export function makeFacts(over: Partial<VisualFacts> & { colour?: string; colour2?: string } = {}): VisualFacts {
  const { colour, colour2, ...rest } = over;
  const colours: ColourFact[] = [];
  if (colour) {
    colours.push(paletteColour(colour, 0.6));
  }
  if (colour2) {
    colours.push(paletteColour(colour2, 0.35));
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
