import { defineMessages } from '../i18n/index.ts';

/**
 * An engine id ("local", "provider:model") in words, for the report's "Written by …" line, the admin job details and
 * the admin AI engine settings. `the…` forms follow "Written by" / « Rédigé par »; bare forms stand alone.
 */
export const engineWordsMessages = defineMessages({
  en: {
    theOffline: 'the offline engine',
    offline: 'offline engine',
    theCompatible: (model: string) => `an OpenAI-compatible server (${model})`,
    compatible: (model: string) => `OpenAI-compatible server (${model})`,
    writtenBy: (engines: string) => `Written by ${engines}`,
    andEditedByHand: (writtenBy: string) => `${writtenBy}, edited by hand`,
    editedByHand: 'Edited by hand',
  },
  fr: {
    theOffline: 'le moteur hors ligne',
    offline: 'moteur hors ligne',
    theCompatible: (model: string) => `un serveur compatible OpenAI (${model})`,
    compatible: (model: string) => `serveur compatible OpenAI (${model})`,
    writtenBy: (engines: string) => `Rédigé par ${engines}`,
    andEditedByHand: (writtenBy: string) => `${writtenBy}, modifié à la main`,
    editedByHand: 'Modifié à la main',
  },
});
