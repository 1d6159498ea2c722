/**
 * What people in a general photo are doing, read from the objects the detector finds on or beside them (issue 22):
 * a person whose box meets a skateboard's is skateboarding; a person sitting over a horse's back is on horseback.
 * COCO labels → a phrase said after the people (number-neutral in both languages: "Two people on horseback").
 */
export interface Activity {
  en: string;
  fr: string;
  /**
   * How the object must sit against a person's box: `touching` (a board under their feet, a racket in their hand),
   * `riding` (the person's box starts above the animal's or vehicle's and ends inside it: a person standing beside a
   * bicycle is not on it), `above` (an umbrella over their head), `anywhere` (a kite flies far above them).
   */
  relation: 'touching' | 'riding' | 'above' | 'anywhere';
}

// prettier-ignore
export const ACTIVITIES: Readonly<Record<string, Activity>> = {
  skateboard: { en: 'skateboarding', fr: 'faisant du skateboard', relation: 'touching' },
  surfboard: { en: 'surfing', fr: 'faisant du surf', relation: 'touching' },
  skis: { en: 'skiing', fr: 'faisant du ski', relation: 'touching' },
  snowboard: { en: 'snowboarding', fr: 'faisant du snowboard', relation: 'touching' },
  bicycle: { en: 'on a bicycle', fr: 'à vélo', relation: 'riding' },
  motorcycle: { en: 'on a motorcycle', fr: 'à moto', relation: 'riding' },
  horse: { en: 'on horseback', fr: 'à cheval', relation: 'riding' },
  elephant: { en: 'riding an elephant', fr: "à dos d'éléphant", relation: 'riding' },
  'tennis racket': { en: 'playing tennis', fr: 'jouant au tennis', relation: 'touching' },
  'baseball bat': { en: 'playing baseball', fr: 'jouant au baseball', relation: 'touching' },
  'baseball glove': { en: 'playing baseball', fr: 'jouant au baseball', relation: 'touching' },
  ballplayer: { en: 'playing baseball', fr: 'jouant au baseball', relation: 'anywhere' },
  frisbee: { en: 'playing frisbee', fr: 'jouant au frisbee', relation: 'anywhere' },
  kite: { en: 'flying a kite', fr: 'faisant voler un cerf-volant', relation: 'anywhere' },
  umbrella: { en: 'under an umbrella', fr: 'sous un parapluie', relation: 'above' },
  'cell phone': { en: 'with a phone', fr: 'avec un téléphone', relation: 'touching' },
  laptop: { en: 'with a laptop', fr: 'avec un ordinateur portable', relation: 'touching' },
  'dining table': { en: 'at a table', fr: 'à table', relation: 'touching' },
};
