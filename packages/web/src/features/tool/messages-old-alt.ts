import { defineMessages } from '../../i18n/index.ts';

/** Tool dictionary, part 4: the alts a file already had (issue 25) — the choice at upload, the report's column, keep. */
export const oldAltMessages = defineMessages({
  en: {
    choiceLegend: 'ALT text already in the file',
    choiceLegendStore: 'ALT text already on the store',
    colOldAlt: 'Previous ALT',
    none: 'None',
    empty: '(empty)',
    keepOld: 'Keep this ALT',
    keepOldLabel: (name: string) => `Keep the previous ALT tag of ${name}`,
    kept: 'Previous ALT tag kept',
    keepFailed: 'Could not keep the previous ALT tag',
    inUse: 'In use',
    statusKept: 'Kept',
  },
  fr: {
    choiceLegend: 'Textes ALT déjà présents dans le fichier',
    choiceLegendStore: 'Textes ALT déjà présents sur la boutique',
    colOldAlt: 'ALT précédent',
    none: 'Aucun',
    empty: '(vide)',
    keepOld: 'Garder cet ALT',
    keepOldLabel: (name: string) => `Garder la balise ALT précédente de ${name}`,
    kept: 'Balise ALT précédente conservée',
    keepFailed: 'Impossible de garder la balise ALT précédente',
    inUse: 'Utilisé',
    statusKept: 'Conservé',
  },
});
