import { buildNouns } from './noun.ts';

/**
 * Coarse product groups for a weak detection on a product photo: a chair read at 0.3 may be a stool or an
 * armchair, but it is furniture; a "cell phone" at 0.3 may be a camera, but it is an electronic device.
 * The group is the finest level such a detection supports (issue 9: fine category → coarse group → COCO object).
 */
// prettier-ignore
export const COARSE_NOUNS = buildNouns({
  furniture: { en: 'piece of furniture|pieces of furniture', fr: 'meuble', g: 'm' },
  electronic_device: { en: 'electronic device', fr: 'appareil électronique|appareils électroniques', g: 'm' },
});

/** COCO label → the group a weak detection of it names on a product photo (lexicon ids). */
// prettier-ignore
export const COARSE_GROUP_OF: Record<string, string> = {
  chair: 'furniture', couch: 'furniture', bed: 'furniture', bench: 'furniture', 'dining table': 'furniture',
  tv: 'electronic_device', laptop: 'electronic_device', 'cell phone': 'electronic_device', keyboard: 'electronic_device',
  mouse: 'electronic_device', remote: 'electronic_device',
  handbag: 'bag', backpack: 'bag', suitcase: 'bag',
  'potted plant': 'plant',
  'sports ball': 'ball',
};
