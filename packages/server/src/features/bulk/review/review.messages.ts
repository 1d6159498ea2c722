import { defineErrors } from '../../../core/errors/index.ts';

/** Errors of the review actions on a completed job's rows (approve, regenerate, thumbnail). */
export const REVIEW_ERRORS = defineErrors({
  nothingToApprove: {
    status: 409,
    en: 'Only a generated ALT tag can be approved: regenerate or edit this row instead',
    fr: 'Seule une balise ALT générée peut être approuvée : régénérez ou modifiez plutôt cette ligne',
  },
  noOldAlt: {
    status: 409,
    en: 'This row had no alt text before: there is nothing to keep',
    fr: 'Cette ligne n’avait pas de texte alternatif : il n’y a rien à conserver',
  },
  regenerateFailed: {
    status: 422,
    en: 'The image could not be analysed again: {detail}',
    fr: "L'image n'a pas pu être analysée de nouveau : {detail}",
  },
  noThumbnail: { status: 404, en: 'No image to show for this row', fr: 'Aucune image à afficher pour cette ligne' },
});
