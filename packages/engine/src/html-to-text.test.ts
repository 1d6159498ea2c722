import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('ends a sentence at each block tag and decodes entities', () => {
    expect(htmlToText('<p>Slim fit&nbsp;shirt</p><ul><li>100&#37; organic cotton</li></ul>')).toBe('Slim fit shirt. 100% organic cotton.');
  });

  it('drops scripts and styles, keeps inline text together', () => {
    expect(htmlToText('<style>p{color:red}</style><p>Rock &amp; <b>Roll</b> Tee</p><script>alert(1)</script>')).toBe('Rock & Roll Tee.');
  });

  it('decodes every named entity, not a short list', () => {
    expect(htmlToText('Mars HeatTech&trade; Pullover &ndash; l&rsquo;original')).toBe('Mars HeatTech™ Pullover – l’original');
  });
});
