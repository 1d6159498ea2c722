/**
 * What people in a general photo are doing, read from the objects the detector finds on them (issue 22): a person
 * whose box meets a skateboard's is skateboarding. COCO labels → a participle phrase said after the people.
 */
export interface Activity {
  en: string;
  fr: string;
  /** The object must touch the person's box (a board under their feet); a kite flies far above them. */
  touching: boolean;
}

// prettier-ignore
export const ACTIVITIES: Readonly<Record<string, Activity>> = {
  skateboard: { en: 'skateboarding', fr: 'faisant du skateboard', touching: true },
  surfboard: { en: 'surfing', fr: 'faisant du surf', touching: true },
  skis: { en: 'skiing', fr: 'faisant du ski', touching: true },
  snowboard: { en: 'snowboarding', fr: 'faisant du snowboard', touching: true },
  bicycle: { en: 'on a bicycle', fr: 'à vélo', touching: true },
  motorcycle: { en: 'on a motorcycle', fr: 'à moto', touching: true },
  'tennis racket': { en: 'playing tennis', fr: 'jouant au tennis', touching: true },
  'baseball bat': { en: 'playing baseball', fr: 'jouant au baseball', touching: true },
  'baseball glove': { en: 'playing baseball', fr: 'jouant au baseball', touching: true },
  frisbee: { en: 'playing frisbee', fr: 'jouant au frisbee', touching: false },
  kite: { en: 'flying a kite', fr: 'faisant voler un cerf-volant', touching: false },
};
