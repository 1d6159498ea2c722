import { describe, expect, it } from 'vitest';
import { confirmed, pickReading } from './refine.ts';
import { similarity } from './similarity.ts';

describe('pickReading', () => {
  it('takes Tesseract when it only adds accents or currency signs', () => {
    expect(pickReading('Creme a 29,99', 'Crème à 29,99 €', 0.9)).toBe('Crème à 29,99 €');
    expect(pickReading('Garcon facon ete', 'Garçon façon été', 0.9)).toBe('Garçon façon été');
  });

  it('keeps Paddle when the letters differ, Tesseract is unsure, or nothing is restored', () => {
    expect(pickReading('Potsdamer Strabe', 'Potsdamer Strafe', 0.95)).toBe('Potsdamer Strabe');
    expect(pickReading('Crème', 'Crème', 0.5)).toBe('Crème');
    expect(pickReading('Creme', 'Crème', 0.5)).toBe('Creme');
    expect(pickReading('NIKE', 'NIKE.', 0.95)).toBe('NIKE');
    expect(pickReading('adidas', undefined, 0)).toBe('adidas');
  });
});

describe('confirmed', () => {
  it('keeps sure Paddle lines whatever Tesseract says', () => {
    expect(confirmed({ text: 'INSTAMATIC 133', confidence: 0.96 }, undefined)).toBe(true);
  });

  it('keeps unsure Paddle lines only when Tesseract reads about the same', () => {
    expect(confirmed({ text: 'Recbok', confidence: 0.82 }, 'Rerbok')).toBe(true);
    expect(confirmed({ text: 'MHO FARTEY?', confidence: 0.82 }, 'VROTARrE,')).toBe(false);
    expect(confirmed({ text: 'BINT', confidence: 0.81 }, undefined)).toBe(false);
  });
});

describe('similarity', () => {
  it('ignores case, accents and punctuation', () => {
    expect(similarity('Déjà 12,50 €', 'deja 1250')).toBe(1);
    expect(similarity('abcd', 'abxd')).toBeCloseTo(0.75);
    expect(similarity('', '')).toBe(1);
  });
});

describe('pickReading with ligatures and near matches', () => {
  it('restores œ, and accepts a one-letter difference only from a very sure Tesseract', () => {
    expect(pickReading('Boeuf bourguignon', 'Bœuf bourguignon', 0.8)).toBe('Bœuf bourguignon');
    expect(pickReading('Ingrédients : farine, ceufs', 'Ingrédients : farine, œufs', 0.95)).toBe('Ingrédients : farine, œufs');
    expect(pickReading('Ingrédients : farine, ceufs', 'Ingrédients : farine, œufs', 0.8)).toBe('Ingrédients : farine, ceufs');
    expect(pickReading('Fabriqué en Bretagne', 'Fabrigué en Bretagne', 0.95)).toBe('Fabriqué en Bretagne');
  });
});
