import { describe, expect, it } from 'vitest';
import type { DetectedObject } from '../types.ts';
import { classifyImageType, type TypeCues } from './image-type.ts';

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
const person = (area: number, score = 0.7): DetectedObject => ({ label: 'person', score, box: [0.1, 0.1, Math.sqrt(area), Math.sqrt(area)] });

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

  it('flat fill → decorative; busy even texture with no object → decorative', () => {
    expect(classifyImageType({ ...base, globalUniformity: 0.995, edgeDensity: 0.05 }).imageType).toBe('decorative');
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
});
