import { describe, expect, it } from 'vitest';
import type { DetectedObject } from '../types.ts';
import { classifyImageType, confirmModelShot, isFlat, TYPE_THRESHOLDS, type TypeCues } from './image-type.ts';

const base: TypeCues = {
  plain: true,
  uniformity: 0.98,
  globalUniformity: 0.7,
  foregroundShare: 0.3,
  foregroundBox: [0.2, 0.1, 0.6, 0.8],
  edgeDensity: 2.5,
  tileHomogeneity: 0.5,
  textShare: 0,
  objects: [],
  faces: 0,
};
const person = (area: number, score = 0.7): DetectedObject => ({
  label: 'person',
  score,
  box: [0.1, 0.1, Math.sqrt(area), Math.sqrt(area)],
});

describe('classifyImageType', () => {
  it('plain background, no person → packshot', () => {
    expect(classifyImageType(base).imageType).toBe('packshot');
  });

  it('person filling the frame on a studio backdrop → model', () => {
    expect(classifyImageType({ ...base, objects: [person(0.45)], faces: 1 }).imageType).toBe('model');
  });

  it('people in a busy scene → lifestyle, not model', () => {
    const crowd = [person(0.2), person(0.1), { label: 'car', score: 0.6, box: [0, 0, 0.3, 0.3] as [number, number, number, number] }];
    expect(classifyImageType({ ...base, plain: false, uniformity: 0.1, objects: crowd }).imageType).toBe('lifestyle');
  });

  it('three people, or two beside another object, are a scene on any backdrop (a table of diners)', () => {
    const thing = { label: 'wine glass', score: 0.6, box: [0.4, 0.6, 0.1, 0.1] as [number, number, number, number] };
    const type = (objects: DetectedObject[]): string => classifyImageType({ ...base, objects, faces: 2 }).imageType;
    expect(type([person(0.3), person(0.1), person(0.05)])).toBe('lifestyle');
    expect(type([person(0.3), person(0.1), thing])).toBe('lifestyle');
    // A model with a friend, or with a ball, is still a model shot.
    expect(type([person(0.3), person(0.1)])).toBe('model');
    expect(type([person(0.3), thing])).toBe('model');
  });

  it('a person on a busy backdrop is a model only when the classifier sees what they wear', () => {
    const lone = classifyImageType({ ...base, plain: false, uniformity: 0.05, objects: [person(0.6)], faces: 1 }).imageType;
    expect(lone).toBe('model');
    // A child with a baseball bat: nothing worn in the classifier's top nouns.
    expect(confirmModelShot(lone, false, 0)).toBe('lifestyle');
    // A catalogue model on a street: the jacket is seen.
    expect(confirmModelShot(lone, false, TYPE_THRESHOLDS.modelWorn)).toBe('model');
    // On a plain backdrop the studio says it, whatever the classifier sees; other types never change.
    expect(confirmModelShot('model', true, 0)).toBe('model');
    expect(confirmModelShot('packshot', false, 0)).toBe('packshot');
  });

  it('flat fill → decorative; busy even texture with no object → decorative', () => {
    expect(classifyImageType({ ...base, globalUniformity: 0.995, edgeDensity: 0.05, foregroundShare: 0 }).imageType).toBe('decorative');
    expect(classifyImageType({ ...base, plain: false, uniformity: 0.6, tileHomogeneity: 1, edgeDensity: 12 }).imageType).toBe('decorative');
  });

  it('mostly text → text', () => {
    expect(classifyImageType({ ...base, textShare: 0.35 }).imageType).toBe('text');
  });

  it('product filling a plain frame → detail; scene with objects → lifestyle', () => {
    expect(classifyImageType({ ...base, foregroundBox: [0, 0, 1, 1], foregroundShare: 0.9 }).imageType).toBe('detail');
    const sofa: DetectedObject = { label: 'couch', score: 0.7, box: [0.2, 0.3, 0.6, 0.5] };
    expect(classifyImageType({ ...base, plain: false, uniformity: 0.3, edgeDensity: 8, objects: [sofa] }).imageType).toBe('lifestyle');
  });

  it('a segmented object on a plain background is never decorative, however uniform the frame', () => {
    // p0008 (dark camera on black) measured gu 0.93, edge 1.7, tiles 0.94; a smaller object crosses the flat rules.
    const camera: TypeCues = {
      ...base,
      globalUniformity: 0.985,
      edgeDensity: 0.3,
      tileHomogeneity: 0.94,
      foregroundShare: 0.012,
      foregroundBox: [0.45, 0.42, 0.11, 0.11],
    };
    expect(isFlat(camera)).toBe(false);
    expect(classifyImageType(camera).imageType).toBe('packshot');
    // Same statistics with nothing segmented (a spacer with JPEG speckle) stay decorative.
    expect(isFlat({ ...camera, foregroundShare: 0.001 })).toBe(true);
    expect(classifyImageType({ ...camera, foregroundShare: 0.001 }).imageType).toBe('decorative');
  });

  it('a detection, a face or text keeps a smooth or textured frame from being decorative', () => {
    const flat: TypeCues = { ...base, globalUniformity: 0.995, edgeDensity: 0.05, foregroundShare: 0 };
    expect(isFlat(flat)).toBe(true);
    const cup: DetectedObject = { label: 'cup', score: 0.6, box: [0.4, 0.4, 0.1, 0.1] };
    expect(isFlat({ ...flat, objects: [cup] })).toBe(false);
    expect(isFlat({ ...flat, faces: 1 })).toBe(false);
    expect(isFlat({ ...flat, textShare: 0.05 })).toBe(false);
    const texture: TypeCues = {
      ...base,
      plain: false,
      uniformity: 0.6,
      tileHomogeneity: 1,
      edgeDensity: 12,
      foregroundBox: [0, 0, 1, 1],
      foregroundShare: 1,
    };
    expect(classifyImageType(texture).imageType).toBe('decorative');
    expect(classifyImageType({ ...texture, textShare: 0.05 }).imageType).not.toBe('decorative');
  });

  it('a faceless "person" with no skin on a plain backdrop is a ghost mannequin → packshot', () => {
    const torso = person(0.6, 0.64);
    expect(classifyImageType({ ...base, objects: [torso], skinShare: 0 }).imageType).toBe('packshot');
    // Skin showing, a face, or a busy backdrop keep the model / lifestyle reading.
    expect(classifyImageType({ ...base, objects: [torso], skinShare: 0.04 }).imageType).toBe('model');
    expect(classifyImageType({ ...base, objects: [torso], faces: 1, skinShare: 0 }).imageType).toBe('model');
    expect(classifyImageType({ ...base, objects: [torso] }).imageType).toBe('model');
    expect(classifyImageType({ ...base, plain: false, uniformity: 0.2, objects: [torso], skinShare: 0 }).imageType).not.toBe('packshot');
  });
});
