import { cutToLength } from '../quality/alt-length.ts';
import { MARKUP_CHARS, QUOTE_CHARS } from '../quality/check-alt.ts';
import { capitalise } from './grammar.ts';
import type { AltPlan, Droppable, RenderFlags } from './plan.ts';

const FORBIDDEN = new RegExp(`[${QUOTE_CHARS}${MARKUP_CHARS}]`, 'g');

/** Removes what the hard rules forbid (quotes, markdown, line breaks) and tidies spacing. */
export function sanitise(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(FORBIDDEN, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Order in which optional parts go when the sentence is too long: least informative first. */
const DROP_ORDER: Droppable[] = ['text', 'audience', 'secondColour', 'scene', 'setting', 'name', 'colour'];

/**
 * Renders the plan, dropping optional parts until it fits `max`. Modifiers (keywords) go one at a time after the
 * quoted text, so a keyword is never cut in half; as a last resort the sentence is cut at a word boundary.
 */
export function fitPlan(plan: AltPlan, max: number, render: (p: AltPlan, f: RenderFlags) => string): string {
  // A French title's own generic words count too: an English alt says them in English (render-en.ts).
  const attributes = plan.attributes.length + (plan.title?.lang === 'fr' ? plan.title.nameAttributes.length : 0);
  const flags: RenderFlags = { drop: new Set(), attributes, sceneItems: plan.scene.length, nameWords: Infinity };
  const attempt = (): string => capitalise(sanitise(render(plan, flags)));
  let out = attempt();
  const steps: (() => void)[] = [() => flags.drop.add('text')];
  for (let m = attributes; m > 0; m--) {
    steps.push(() => {
      flags.attributes = m - 1;
    });
  }
  for (let s = plan.scene.length; s > 1; s--) {
    steps.push(() => {
      flags.sceneItems = s - 1;
    });
  }
  const nameLength = plan.title ? plan.title.name.split(' ').filter(Boolean).length : 0;
  for (const d of DROP_ORDER.slice(1)) {
    if (d === 'setting' && plan.noun) {
      // Long merchant names lose their tail words (keeping the product noun) before the visual setting goes.
      for (let k = nameLength; k >= 2; k--) {
        steps.push(() => {
          flags.nameWords = k;
        });
      }
    }
    if (d === 'name' && plan.noun) {
      steps.push(() => {
        flags.nameWords = 1;
      });
    }
    steps.push(() => flags.drop.add(d));
  }
  for (const step of steps) {
    if (out.length <= max) {
      break;
    }
    step();
    out = attempt();
  }
  return cutToLength(out, max);
}
