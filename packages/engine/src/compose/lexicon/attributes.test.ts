import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, findAttributes, foldText, renderAttribute, type Attribute } from './attributes.ts';

/** Attributes French writes with the English word (« en polyester », « jean stretch », « camouflage »). */
const SHARED_ATTRIBUTES = new Set([
  // Sports French shops name in English: « short de running », « tapis de yoga », « veste de trail », « de golf ».
  'running',
  'yoga',
  'fitness',
  'trail',
  'football',
  'tennis',
  'golf',
  'cricket',
  'skiing',
  'vintage',
  'mohair',
  'angora',
  'polyester',
  'nylon',
  'polyamide',
  'viscose',
  'modal',
  'lyocell',
  'jersey',
  'denim',
  'nubuck',
  'sherpa',
  'satin',
  'tulle',
  'tweed',
  'softshell',
  'microfibre',
  'jute',
  'sisal',
  'acacia',
  'mdf',
  'aluminium',
  'pvc',
  'silicone',
  'latex',
  'logo',
  'camouflage',
  'patchwork',
  'long',
  'compression',
  'stretch',
  'jacquard',
  'rechargeable',
  'led',
]);

function attr(id: string): Attribute {
  const a = ATTRIBUTES.find((x) => x.id === id);
  if (!a) {
    throw new Error(`no attribute ${id}`);
  }
  return a;
}

function found(text: string): string[] {
  return findAttributes(text).map((m) => `${m.attribute.id}:${text.slice(m.start, m.end)}`);
}

describe('attribute vocabulary', () => {
  it('has at least 150 attributes over every category', () => {
    expect(ATTRIBUTES.length).toBeGreaterThanOrEqual(150);
    for (const c of ['material', 'pattern', 'closure', 'sleeve', 'neckline', 'fit', 'weave', 'detail'] as const) {
      expect(ATTRIBUTES.filter((a) => a.category === c).length, c).toBeGreaterThan(5);
    }
  });

  it('has unique ids and an English and a French form for each', () => {
    const ids = ATTRIBUTES.map((a) => a.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const a of ATTRIBUTES) {
      const fr = a.fr.kind === 'phrase' ? [a.fr.text] : Object.values(a.fr.forms);
      expect(fr.every((f) => f.length > 0) && a.en.text.length > 0, a.id).toBe(true);
      expect(a.surfaces.length, a.id).toBeGreaterThan(0);
    }
  });

  it('writes French, not the English word, unless French shops use it too', () => {
    const same = ATTRIBUTES.filter((a) => {
      const fr = a.fr.kind === 'phrase' ? a.fr.text.replace(/^(?:en|à|de) /, '') : a.fr.forms.ms;
      return fr.toLowerCase() === a.en.text.toLowerCase();
    });
    expect(same.map((a) => a.id).filter((id) => !SHARED_ATTRIBUTES.has(id))).toEqual([]);
  });

  it('never maps one surface to two attributes', () => {
    const owners = new Map<string, Set<string>>();
    for (const a of ATTRIBUTES) {
      for (const s of a.surfaces) {
        owners.set(foldText(s.text), (owners.get(foldText(s.text)) ?? new Set()).add(a.id));
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1).map(([s]) => s)).toEqual([]);
  });
});

describe('findAttributes', () => {
  it('finds fit, neckline and material with its percentage', () => {
    const m = findAttributes('Slim fit shirt with a narrow collar, 100 % organic cotton');
    expect(m.map((x) => x.attribute.category)).toEqual(['fit', 'neckline', 'material']);
    expect(m.map((x) => x.attribute.id)).toEqual(['slim_fit', 'narrow_collar', 'organic_cotton']);
    expect(m[2]?.value).toBe(100);
    expect(findAttributes('T-shirt 100% cotton')[0]).toMatchObject({ value: 100, attribute: { id: 'cotton' } });
    expect(findAttributes('Chemise coton 100 %')[0]).toMatchObject({ value: 100, attribute: { id: 'cotton' } });
  });

  it('ignores case, accents and hyphens and prefers the longest phrase', () => {
    expect(found('Long-Sleeved Striped Tee')).toEqual(['long_sleeved:Long-Sleeved', 'striped:Striped']);
    expect(found('ROBE MANCHES LONGUES RAYEE')).toEqual(['long_sleeved:MANCHES LONGUES', 'striped:RAYEE']);
    expect(found('Veste matelassée à capuche')).toEqual(['quilted:matelassée', 'hooded:à capuche']);
    expect(found('Faux Leather Jacket')).toEqual(['faux_leather:Faux Leather']);
    expect(found('Inez Full Zip Jacket')).toEqual(['full_zip:Full Zip']);
  });

  it('matches whole words only and finds nothing in plain names', () => {
    expect(findAttributes('Linda Cottonwood Lamp')).toEqual([]);
    expect(findAttributes('Double bed')).toEqual([]);
    expect(findAttributes('Oliver')).toEqual([]);
  });

  it('returns non-overlapping matches sorted by position', () => {
    const m = findAttributes('Zip-up quilted waterproof jacket in recycled polyester with pockets, slim fit');
    expect(m.map((x) => x.attribute.id)).toEqual(['zip', 'quilted', 'waterproof', 'recycled_polyester', 'pockets', 'slim_fit']);
    for (let i = 1; i < m.length; i++) {
      expect(m[i]?.start).toBeGreaterThanOrEqual(m[i - 1]?.end ?? 0);
    }
  });

  it('reads gold with its carats', () => {
    const gold = (text: string): [number | undefined, string | undefined] => {
      const g = findAttributes(text).find((m) => m.attribute.id === 'gold');
      return [g?.value, g ? renderAttribute(g.attribute, 'fr', 'f', false).text : undefined];
    };
    expect(gold('14k gold hoop earrings')).toEqual([14, 'en or 14 carats']);
    expect(gold('14 carat gold ring')).toEqual([14, 'en or 14 carats']);
    expect(gold('18K Diamond Ring')).toEqual([18, 'en or 18 carats']);
    expect(gold('18ct white gold pendant')).toEqual([18, 'en or blanc 18 carats']);
    expect(gold('Bague or jaune 18 carats')).toEqual([18, 'en or jaune 18 carats']);
    expect(found('18K Gold Plated Necklace')).toEqual(['gold_plated:18K Gold Plated']);
    expect(found('Sterling Silver Ring')).toEqual(['sterling_silver:Sterling Silver']);
  });

  it('reads pack sizes', () => {
    const [set] = findAttributes('Set of 4 velvet cushions');
    expect(set).toMatchObject({ value: 4, attribute: { id: 'set_of', category: 'count' } });
    expect(set && renderAttribute(set.attribute, 'fr', 'm', true)).toEqual({ text: 'lot de 4', position: 'before' });
    expect(findAttributes('Socks 3-Pack')[0]).toMatchObject({ value: 3, attribute: { id: 'set_of' } });
    expect(findAttributes('Set of four mugs')[0]?.value).toBe(4);
    const pairs = findAttributes('Lot de 3 paires de chaussettes')[0];
    expect(pairs?.value).toBe(3);
    expect(pairs && renderAttribute(pairs.attribute, 'en', 'f', true)).toEqual({ text: '3 pairs of', position: 'before' });
  });
});

describe('renderAttribute', () => {
  it('agrees French adjectives with the noun', () => {
    const fr = (id: string, g: 'm' | 'f', pl: boolean): string => renderAttribute(attr(id), 'fr', g, pl).text;
    expect([fr('striped', 'm', false), fr('striped', 'f', false), fr('striped', 'm', true), fr('striped', 'f', true)]).toEqual([
      'rayé',
      'rayée',
      'rayés',
      'rayées',
    ]);
    expect(fr('quilted', 'f', false)).toBe('matelassée');
    expect(fr('ribbed', 'm', true)).toBe('côtelés');
    expect([fr('waterproof', 'f', false), fr('waterproof', 'm', true)]).toEqual(['imperméable', 'imperméables']);
    expect([fr('tartan', 'f', false), fr('tartan', 'm', true), fr('tartan', 'f', true)]).toEqual(['écossaise', 'écossais', 'écossaises']);
    expect([fr('non_stick', 'f', false), fr('non_stick', 'm', true)]).toEqual(['antiadhésive', 'antiadhésifs']);
    expect(fr('gold_plated', 'f', true)).toBe('plaquées or');
    expect(fr('handmade', 'f', true)).toBe('faites main');
    expect(fr('long', 'f', false)).toBe('longue');
    expect(fr('printed', 'm', false)).toBe('imprimé');
    expect(fr('padded', 'f', true)).toBe('rembourrées');
  });

  it('keeps French phrases invariable and after the noun', () => {
    for (const [g, pl] of [
      ['m', false],
      ['f', true],
    ] as const) {
      expect(renderAttribute(attr('long_sleeved'), 'fr', g, pl)).toEqual({ text: 'à manches longues', position: 'after' });
      expect(renderAttribute(attr('organic_cotton'), 'fr', g, pl)).toEqual({ text: 'en coton bio', position: 'after' });
      expect(renderAttribute(attr('floral'), 'fr', g, pl).text).toBe('à fleurs');
    }
    expect(renderAttribute(attr('v_neck'), 'fr', 'm', false).text).toBe('col en V');
    expect(renderAttribute(attr('faux_leather'), 'fr', 'f', false).text).toBe('en similicuir');
    expect(renderAttribute(attr('stainless_steel'), 'fr', 'm', false).text).toBe('en acier inoxydable');
  });

  it('places English adjectives before the noun and "with" phrases after it', () => {
    expect(renderAttribute(attr('striped'), 'en', 'm', false)).toEqual({ text: 'striped', position: 'before' });
    expect(renderAttribute(attr('long_sleeved'), 'en', 'f', true)).toEqual({ text: 'long-sleeved', position: 'before' });
    expect(renderAttribute(attr('organic_cotton'), 'en', 'm', false)).toEqual({ text: 'organic cotton', position: 'before' });
    expect(renderAttribute(attr('pockets'), 'en', 'm', false)).toEqual({ text: 'with pockets', position: 'after' });
    expect(renderAttribute(attr('narrow_collar'), 'en', 'f', false)).toEqual({ text: 'with a narrow collar', position: 'after' });
  });
});
