import { defineMessages } from '../../i18n/index.ts';

/** Tool dictionary, cost part: the estimate shown before a bulk job on an AI engine that bills per image (issue 15 #7). */
export const costMessages = defineMessages({
  en: {
    title: 'Estimated cost:',
    line: (images: string, price: string, total: string, engine: string) =>
      `${images} images × ${price} per image = about ${total}, billed by the AI provider (${engine}).`,
    noRate: (engine: string) => `This AI engine (${engine}) bills each image; no price per image is set, so no estimate can be shown.`,
    unreadable: (price: string, engine: string) => `Each image costs ${price} on this AI engine (${engine}).`,
  },
  fr: {
    title: 'Coût estimé\u202f:',
    line: (images: string, price: string, total: string, engine: string) =>
      `${images} images × ${price} par image = environ ${total}, facturés par le fournisseur d’IA (${engine}).`,
    noRate: (engine: string) =>
      `Ce moteur IA (${engine}) facture chaque image\u202f; aucun prix par image n’est renseigné, aucune estimation n’est donc possible.`,
    unreadable: (price: string, engine: string) => `Chaque image coûte ${price} avec ce moteur IA (${engine}).`,
  },
});
