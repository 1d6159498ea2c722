import { describe, expect, it } from 'vitest';
import { composeAlt } from './compose.ts';
import { makeFacts } from '../testing/make-facts.ts';
import type { DetectedObject, TextLine } from '../types.ts';

const line = (text: string, confidence: number): TextLine => ({ text, confidence });
const bike: DetectedObject = { label: 'bicycle', score: 0.6, box: [0.6, 0.5, 0.2, 0.3] };
const scene = (text: TextLine[]) => makeFacts({ imageType: 'lifestyle', colourRegion: 'frame', objects: [bike], text });

describe('quoting text read on the picture', () => {
  it('quotes a sign’s clean lines in reading order, up to four words, in sentence case', () => {
    const facts = scene([line('WELCOME TO', 0.96), line('ARDNAMURCHAN POINT', 0.97), line('VISITOR CENTRE', 0.97)]);
    expect(composeAlt(facts, { language: 'en' }).altTag).toMatch(/with the text Welcome to Ardnamurchan Point$/);
  });

  it('passes over a misread line instead of quoting it, and quotes nothing unsure', () => {
    expect(composeAlt(scene([line('TART/', 0.97), line('STOP', 0.99)]), { language: 'en' }).altTag).toMatch(/with the text STOP$/);
    expect(composeAlt(scene([line('Oispensere', 0.86)]), { language: 'en' }).altTag).not.toMatch(/Oispensere/);
    expect(composeAlt(scene([line('TO THE', 0.99)]), { language: 'en' }).altTag).not.toMatch(/text/);
  });
});

describe('an image that is mostly text (issue 22)', () => {
  it('says what it reads, not the object a model guesses in it (a scanned page read as a wallet)', () => {
    const wallet = { fine: 'wallet', group: 'accessories', probability: 0.9, gateScore: 0.7 };
    const page = makeFacts({ imageType: 'text', category: wallet, text: [line('Region-based segmentation', 0.95)] });
    expect(composeAlt(page, { language: 'en' }).altTag).toBe('Text graphic reading Region-based segmentation');
    expect(composeAlt(page, { language: 'fr' }).altTag).toBe('Visuel avec le texte Region-based segmentation');
    // A title's noun is the merchant's word and stays.
    expect(composeAlt(page, { language: 'en', title: 'Leather wallet' }).altTag).toMatch(/^Leather wallet/i);
  });
});
