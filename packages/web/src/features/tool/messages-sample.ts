import { defineMessages } from '../../i18n/index.ts';

/** Tool dictionary, sample part: the upload step's "Try a sample catalogue" (issue 24 item 5). */
export const sampleMessages = defineMessages({
  en: {
    lead: 'No catalog at hand?',
    tryIt: 'Try a sample catalog',
    what: (count: number) => `: ${count} product photos that come with Alt Optimizer, nothing to upload.`,
    viewCsv: 'See its CSV file',
    jobName: 'Sample catalog',
    starting: 'Starting the sample…',
    failed: 'The sample catalog could not be started',
  },
  fr: {
    lead: 'Pas de catalogue sous la main\u202f?',
    tryIt: 'Essayer un catalogue d’exemple',
    what: (count: number) => `\u202f: ${count} photos de produits fournies avec Alt Optimizer, rien à envoyer.`,
    viewCsv: 'Voir son fichier CSV',
    jobName: 'Catalogue d’exemple',
    starting: 'Lancement de l’exemple…',
    failed: 'Le catalogue d’exemple n’a pas pu être lancé',
  },
});
