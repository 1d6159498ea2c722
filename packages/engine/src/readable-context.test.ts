import { describe, expect, it } from 'vitest';
import { describeLocally } from './describe-locally.ts';
import { readableContext } from './readable-context.ts';
import { makeFacts } from './testing/make-facts.ts';

describe('readableContext', () => {
  it('unescapes HTML entities in the title, the description and the keywords', () => {
    const read = readableContext({
      language: 'en',
      title: 'Mars HeatTech&trade; Pullover',
      description: 'Rock &amp; Roll &#8211; 100&nbsp;% cotton',
      keywords: ['caf&eacute;'],
    });
    expect(read.title).toBe('Mars HeatTech™ Pullover');
    expect(read.description).toBe('Rock & Roll – 100\u00a0% cotton');
    expect(read.keywords).toEqual(['café']);
    expect(readableContext({ language: 'fr' }).title).toBeUndefined();
  });

  it('keeps escaped names out of the alt', () => {
    const facts = makeFacts({ imageType: 'packshot' });
    const alt = describeLocally(facts, { language: 'en', title: 'Mars HeatTech&trade; Pullover' }).altTag;
    expect(alt).toContain('Mars HeatTech Pullover');
    expect(alt).not.toContain('&');
  });
});
