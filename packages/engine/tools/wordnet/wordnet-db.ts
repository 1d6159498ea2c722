import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's `wordnet-base` puts the WordNet 3.0 database files. */
export const WORDNET_DIR = '/usr/share/wordnet';

/** One WordNet noun synset, as `data.noun` holds it. */
export interface Synset {
  /** The 8-digit byte offset in data.noun; the ImageNet wnid is `n` + offset. */
  offset: string;
  /** Its words, underscores turned into spaces, in the file's order ("armchair"). */
  lemmas: string[];
  /** Hypernyms (`@`) and instance hypernyms (`@i`), as offsets. */
  hypernyms: string[];
  /** The lexicographer file, two digits: "06" noun.artifact, "13" noun.food, "18" noun.person, "20" noun.plant. */
  lexFile: string;
  gloss: string;
}

export interface WordNetNouns {
  synsets: Map<string, Synset>;
  /** Lower-case lemma (spaces) → its synset offsets in sense order, from index.noun. */
  senses: Map<string, string[]>;
}

/**
 * Parses one data.noun line: `offset lex_filenum ss_type w_cnt (word lex_id)* p_cnt (ptr offset pos src/tgt)* | gloss`.
 * w_cnt is hexadecimal, p_cnt decimal. Returns undefined for the licence header (lines that start with spaces).
 */
export function parseDataLine(line: string): Synset | undefined {
  if (line.startsWith(' ') || line.trim() === '') {
    return undefined;
  }
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(/\s+/);
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const offset = head[0] ?? '';
  const wordCount = Number.parseInt(head[3] ?? '', 16);
  if (!/^\d{8}$/.test(offset) || !Number.isFinite(wordCount)) {
    throw new Error(`data.noun: cannot parse line "${line.slice(0, 60)}"`);
  }
  const lemmas: string[] = [];
  let at = 4;
  for (let i = 0; i < wordCount; i += 1) {
    // Adjective markers such as "(p)" never occur on nouns; the word is kept as written, with spaces.
    lemmas.push((head[at] ?? '').replace(/_/g, ' '));
    at += 2;
  }
  const pointerCount = Number.parseInt(head[at] ?? '', 10);
  at += 1;
  const hypernyms: string[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const symbol = head[at];
    const target = head[at + 1] ?? '';
    const pos = head[at + 2];
    if ((symbol === '@' || symbol === '@i') && pos === 'n') {
      hypernyms.push(target);
    }
    at += 4;
  }
  return { offset, lemmas, hypernyms, lexFile: head[1] ?? '', gloss };
}

/** Parses one index.noun line: `lemma pos synset_cnt p_cnt (ptr)* sense_cnt tagsense_cnt (offset)*`. */
export function parseIndexLine(line: string): { lemma: string; offsets: string[] } | undefined {
  if (line.startsWith(' ') || line.trim() === '') {
    return undefined;
  }
  const f = line.trim().split(/\s+/);
  const synsetCount = Number.parseInt(f[2] ?? '', 10);
  return { lemma: (f[0] ?? '').replace(/_/g, ' '), offsets: f.slice(f.length - synsetCount) };
}

/** Reads data.noun and index.noun from a WordNet 3.0 database folder. */
export function readWordNetNouns(dir = WORDNET_DIR): WordNetNouns {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(dir, 'data.noun'), 'latin1').split('\n')) {
    const s = parseDataLine(line);
    if (s) {
      synsets.set(s.offset, s);
    }
  }
  const senses = new Map<string, string[]>();
  for (const line of readFileSync(join(dir, 'index.noun'), 'latin1').split('\n')) {
    const e = parseIndexLine(line);
    if (e) {
      senses.set(e.lemma, e.offsets);
    }
  }
  return { synsets, senses };
}

/**
 * Resolves an NLTK-style sense name, "chair.n.01" = the first noun sense of "chair" in index.noun (the order NLTK
 * numbers them in), to its synset offset. Multi-word lemmas use underscores ("rocking_chair.n.01").
 */
export function senseOffset(wn: WordNetNouns, name: string): string {
  const m = /^(.+)\.n\.(\d\d)$/.exec(name);
  if (!m) {
    throw new Error(`not a noun sense name: "${name}" (expected lemma.n.NN)`);
  }
  const lemma = (m[1] ?? '').replace(/_/g, ' ').toLowerCase();
  const offsets = wn.senses.get(lemma);
  const offset = offsets?.[Number(m[2]) - 1];
  if (offset === undefined) {
    throw new Error(`WordNet has no noun sense "${name}"`);
  }
  return offset;
}

/**
 * Every hypernym ancestor of a synset (both `@` and `@i`, all paths), each with its shortest distance in hypernym
 * steps; the synset itself is at distance 0.
 */
export function ancestors(wn: WordNetNouns, offset: string): Map<string, number> {
  const dist = new Map<string, number>([[offset, 0]]);
  let frontier = [offset];
  for (let d = 1; frontier.length > 0; d += 1) {
    const next: string[] = [];
    for (const o of frontier) {
      for (const h of wn.synsets.get(o)?.hypernyms ?? []) {
        if (!dist.has(h)) {
          dist.set(h, d);
          next.push(h);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * How often each lemma was tagged in WordNet's sense-tagged corpus, summed over nouns, verbs, adjectives and adverbs
 * (index.* `tagsense_cnt`): 0 for words English hardly uses ("chemise", « sac »), 1 and more for everyday words.
 */
export function readTaggedCounts(dir = WORDNET_DIR): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `index.${pos}`), 'latin1').split('\n')) {
      if (line.startsWith(' ') || line.trim() === '') {
        continue;
      }
      const f = line.trim().split(/\s+/);
      const pointerCount = Number.parseInt(f[3] ?? '', 10);
      const tagged = Number.parseInt(f[5 + pointerCount] ?? '', 10);
      const lemma = (f[0] ?? '').replace(/_/g, ' ');
      counts.set(lemma, (counts.get(lemma) ?? 0) + (Number.isFinite(tagged) ? tagged : 0));
    }
  }
  return counts;
}
