import { describe, expect, it } from 'vitest';
import { adminJobResultSchema } from './api.ts';
import { resultThumbnailPath } from './review-queue.ts';

const row = {
  id: '6f1c2e0a-0000-4000-8000-000000000001',
  title: '',
  shopifyUrl: 'https://cdn.example.com/files/red-shoe.jpg',
  generatedAlt: 'Red leather shoe',
  errorMessage: null,
  processingStatus: 'success',
  needsReview: false,
};

describe('adminJobResultSchema', () => {
  it('keeps the image URL, so a row without a title (simple mode) is still identifiable', () => {
    expect(adminJobResultSchema.parse(row).shopifyUrl).toBe('https://cdn.example.com/files/red-shoe.jpg');
  });

  it('refuses a row without its image URL', () => {
    const { shopifyUrl: _dropped, ...withoutUrl } = row;
    expect(adminJobResultSchema.safeParse(withoutUrl).success).toBe(false);
  });

  it('narrows the API result row to the admin fields (the server maps rows through it)', () => {
    const parsed = adminJobResultSchema.parse({ ...row, productId: 'P1', characterCount: 16 });
    expect(Object.keys(parsed).sort()).toEqual([
      'errorMessage',
      'generatedAlt',
      'id',
      'needsReview',
      'processingStatus',
      'shopifyUrl',
      'title',
    ]);
  });
});

describe('resultThumbnailPath', () => {
  it('is a path on our server, never the image URL, with both ids encoded', () => {
    expect(resultThumbnailPath('job-1', 'row/1')).toBe('/api/results/job-1/row%2F1/thumbnail');
  });
});
