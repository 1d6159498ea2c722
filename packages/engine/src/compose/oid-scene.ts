/**
 * The Open Images detector's word on a scene the COCO detector described (issue 22, one decision over every source):
 * a cat by the bowls COCO found, a cup beside its teddy bear, the desk under its laptop. Over its line
 * (oid-gate.model.ts) such a detection is named with the scene's other items. A box where COCO saw something else is
 * not a second thing (an Open Images "dog" on COCO's panda, its camera on COCO's "motorcycle"), and the shoes people
 * wear are not news.
 */
import type { VisualFacts } from '../types.ts';
import { intersection, iou } from '../facts/detect/nms.ts';
import { cocoNoun, type Noun } from './lexicon/index.ts';
import { kindOf } from './noun-kind.ts';
import { OID_FASHION, oidNoun } from './oid-subject.ts';
import { OID_GATE } from './oid-gate.model.ts';
import { namedObjects } from './confirmed-objects.ts';
import type { AltPlan } from './plan.ts';
import { sameThing } from './scene-lead.ts';

type SceneItem = AltPlan['scene'][number];

/** Smaller than this share of the frame, a box in a scene is mostly clutter (build-plan's tiny objects). */
const TINY = 0.015;
/** A COCO box covering this share of the Open Images box is the same object. */
const SAME_OBJECT = 0.5;
/** Two Open Images boxes of one label this alike are one object found twice. */
const SAME_BOX = 0.5;
/** What a scene happens on or around: said after what the photo is about ("A cat and a dog, a table"). */
const SETTING_KINDS: ReadonlySet<string> = new Set(['furniture']);

/** The Open Images items the scene lacks, one per label, counted by their distinct boxes. */
function missedItems(scene: readonly SceneItem[], facts: VisualFacts): SceneItem[] {
  const coco = namedObjects(facts);
  const items = new Map<string, { noun: Noun; count: number; area: number; boxes: [number, number, number, number][] }>();
  for (const d of facts.oid ?? []) {
    const noun = d.score >= OID_GATE.line && !OID_FASHION.has(d.label) ? oidNoun(d.label) : undefined;
    const area = d.box[2] * d.box[3];
    if (!noun || area < TINY || scene.some((s) => sameThing(s.noun, noun))) {
      continue;
    }
    const kind = kindOf(noun);
    // The two detectors naming one box differently disagree; COCO's name stands (scene-lead.ts weighs the classifier).
    const misread = coco.some((o) => {
      const other = cocoNoun(o.label);
      const sameKind = other !== undefined && kindOf(other) === kind;
      return iou(o.box, d.box) >= SAME_BOX || (sameKind && intersection(o.box, d.box) >= SAME_OBJECT * area);
    });
    const item = items.get(noun.id) ?? { noun, count: 0, area: 0, boxes: [] };
    if (misread || item.boxes.some((b) => iou(b, d.box) >= SAME_BOX)) {
      continue;
    }
    item.boxes.push(d.box);
    item.count += 1;
    item.area += area;
    items.set(noun.id, item);
  }
  return [...items.values()].map(({ noun, count, area, boxes }) => ({
    noun,
    count,
    area,
    span: Math.max(...boxes.map((b) => Math.max(b[2], b[3]))),
  }));
}

/**
 * The scene with the Open Images detector's missed items: an object placed by its size among the detector's own
 * items (which keep their order), after a lead that must stay first (people doing something) and after the
 * classifier's whole-frame noun (no box, so no size); furniture last, as where the scene is rather than what it shows.
 */
export function withOpenImagesItems(scene: readonly SceneItem[], facts: VisualFacts, keepLead: boolean): SceneItem[] {
  const missed = missedItems(scene, facts);
  const isSetting = (s: SceneItem): boolean => SETTING_KINDS.has(kindOf(s.noun) ?? '');
  const out = [...scene];
  for (const item of missed.filter((s) => !isSetting(s))) {
    const at = out.findIndex((s, i) => (i > 0 || !keepLead) && s.area !== undefined && s.area < (item.area ?? 0));
    out.splice(at < 0 ? out.length : at, 0, item);
  }
  return [...out, ...missed.filter(isSetting)];
}
