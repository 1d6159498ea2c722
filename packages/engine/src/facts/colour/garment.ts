/**
 * Garment colours of a model shot: the person's torso and legs measured apart, skin, face and backdrop left
 * out, so a white T-shirt over blue jeans is "white" for the T-shirt and "blue" for the jeans.
 */
import type { ColourFact } from '../../types.ts';
import type { RgbRaster } from '../decode.ts';
import { analyseColours, type Region } from './analyse.ts';

export interface GarmentColours {
  upper: ColourFact[];
  lower: ColourFact[];
}

/** A zone that is mostly flooded backdrop is a garment of the backdrop's colour (white shirt, white studio). */
const BACKDROP_GARMENT_SHARE = 0.5;

function clip(r: Region, box: Region): Region {
  const x = Math.max(r[0], box[0]);
  const y = Math.max(r[1], box[1]);
  const right = Math.min(r[0] + r[2], box[0] + box[2]);
  const bottom = Math.min(r[1] + r[3], box[1] + box[3]);
  return [x, y, Math.max(0, right - x), Math.max(0, bottom - y)];
}

/** Torso and leg zones in the person box, scaled by the face (a torso is about 2.5 faces long). */
export function garmentZones(person: Region, face: Region): { upper: Region; lower: Region } {
  const [x, , w] = person;
  const inner = (top: number, height: number): Region => clip([x + 0.2 * w, top, 0.6 * w, height], person);
  const chin = face[1] + face[3];
  return { upper: inner(chin + 0.4 * face[3], 2.2 * face[3]), lower: inner(chin + 3.4 * face[3], 2.6 * face[3]) };
}

function zoneColours(thumb: RgbRaster, person: Region, zone: Region, exclude: Region[], torso: boolean): ColourFact[] {
  if (zone[2] * zone[3] < 0.002) {
    return [];
  }
  const a = analyseColours(thumb, { subject: person, exclude, skin: true, restrict: zone });
  const bg = a.background.colour;
  // Only the torso: between the legs the backdrop shows through whatever the trousers' colour.
  if (torso && a.background.plain && bg && a.restrictBackgroundShare >= BACKDROP_GARMENT_SHARE) {
    const rest = a.colours.filter((c) => c.name !== bg.name).map((c) => ({ ...c, share: c.share * (1 - a.restrictBackgroundShare) }));
    return [{ ...bg, share: a.restrictBackgroundShare }, ...rest];
  }
  return a.colours;
}

/**
 * Zones only when a face gives the body's scale; a faceless model shot is cropped to the product (a waist-down
 * shot of shorts), so its whole-person colours are the product's and no zones are returned.
 */
export function garmentColours(thumb: RgbRaster, person: Region, face: Region | undefined, exclude: Region[]): GarmentColours | undefined {
  if (!face) {
    return undefined;
  }
  const zones = garmentZones(person, face);
  return { upper: zoneColours(thumb, person, zones.upper, exclude, true), lower: zoneColours(thumb, person, zones.lower, exclude, false) };
}
