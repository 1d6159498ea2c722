import { LIMITS } from '@alt-optimizer/contract';
import { defineMessages } from '../../i18n/index.ts';

const MAX_MB = LIMITS.remoteImageMaxBytes / (1024 * 1024);
const MAX_MP = LIMITS.imageMaxPixels / 1_000_000;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Tool dictionary, part 3: the completed step when rows failed (a failed job is not shown as a success: issue 15
 * item 1). Which engine wrote the alts is lib/engine-words.messages.ts.
 */
export const outcomeMessages = defineMessages({
  en: {
    wooCommerceNote:
      'WooCommerce’s CSV importer has no alt text field, so re-importing this file does not change your images: the alts are in the ALT column (one per image, joined with “ | ”). Set them on your media library items (the alt_text field of the WordPress REST API) or with an alt text plugin.',
    allFailedHeading: (total: number) =>
      total === 1 ? 'Processing Complete: the image failed' : `Processing Complete: every image failed (${total} of ${total})`,
    someFailedHeading: (failed: number, total: number) =>
      `Processing Complete: ${failed} of ${total} ${plural(total, 'image', 'images')} failed`,
    allFailedIntro:
      'No ALT tag could be written. The most common reasons and how to fix them are below. You can still download the file: each row gives its reason in the ALT_Error column.',
    someFailedIntro:
      'The other images have their ALT tags: review them, then download. Each failed row gives its reason in the ALT_Error column of the file.',
    reasonsHeading: 'Why images failed',
    rowsCount: (n: number) => `${n} ${plural(n, 'row', 'rows')}`,
    reasonPrivate: 'These addresses are private or unreachable from the server',
    fixPrivate:
      'Use public image URLs (https://…) that open in any browser. Fetching private or intranet addresses is off for safety; only the server administrator can allow it (ALLOW_PRIVATE_IMAGE_URLS setting).',
    reasonUnreachable: 'The image server could not be reached or did not answer in time',
    fixUnreachable: 'Check that the URLs open in a browser and that the site is online, then process the file again.',
    reasonNotFound: 'The image was not found or its server refused it',
    fixNotFound: 'Check the URLs: the images may have been moved or removed, or need a login.',
    reasonBadUrl: 'The image URL is missing or not a valid address',
    fixBadUrl: 'Fill the image URL column (Shopify_URL) with full addresses starting with https://.',
    reasonNotImage: 'The address points to something that is not an image',
    fixNotImage: 'Use the direct link to the image file (often ending in .jpg, .png or .webp), not the product page.',
    reasonTooLarge: 'The image is too large',
    fixTooLarge: `Use a smaller version of the image (at most ${MAX_MB} MB and ${MAX_MP} megapixels).`,
    reasonServerError: 'The image server had an error',
    fixServerError: 'Try again later, or ask the site hosting the images.',
    reasonOther: (message: string) => message,
    fixOther: 'Check these rows in the full report, fix them in your file, then process it again.',
  },
  fr: {
    wooCommerceNote:
      'L’import CSV de WooCommerce n’a pas de champ pour le texte alternatif\u202F: réimporter ce fichier ne change pas vos images. Les textes sont dans la colonne ALT (un par image, séparés par «\u202F|\u202F»). Renseignez-les dans votre médiathèque (champ alt_text de l’API REST WordPress) ou avec une extension dédiée.',
    allFailedHeading: (total: number) =>
      total === 1
        ? 'Traitement terminé : l’image a échoué'
        : `Traitement terminé\u202F: toutes les images ont échoué (${total} sur ${total})`,
    someFailedHeading: (failed: number, total: number) =>
      `Traitement terminé\u202F: ${failed} ${plural(failed, 'image', 'images')} sur ${total} en échec`,
    allFailedIntro:
      'Aucune balise ALT n’a pu être rédigée. Les causes les plus fréquentes et leur solution sont ci-dessous. Vous pouvez tout de même télécharger le fichier : chaque ligne indique sa cause dans la colonne ALT_Error.',
    someFailedIntro:
      'Les autres images ont leur balise ALT : relisez-les, puis téléchargez. Chaque ligne en échec indique sa cause dans la colonne ALT_Error du fichier.',
    reasonsHeading: 'Pourquoi des images ont échoué',
    rowsCount: (n: number) => `${n} ${plural(n, 'ligne', 'lignes')}`,
    reasonPrivate: 'Ces adresses sont privées ou injoignables depuis le serveur',
    fixPrivate:
      'Utilisez des URL d’images publiques (https://…) qui s’ouvrent dans n’importe quel navigateur. La récupération d’adresses privées ou intranet est désactivée par sécurité ; seul l’administrateur du serveur peut l’autoriser (réglage ALLOW_PRIVATE_IMAGE_URLS).',
    reasonUnreachable: 'Le serveur d’images est injoignable ou n’a pas répondu à temps',
    fixUnreachable: 'Vérifiez que les URL s’ouvrent dans un navigateur et que le site est en ligne, puis relancez le traitement.',
    reasonNotFound: 'L’image est introuvable ou son serveur l’a refusée',
    fixNotFound: 'Vérifiez les URL : les images ont peut-être été déplacées, supprimées, ou demandent une connexion.',
    reasonBadUrl: 'L’URL de l’image est absente ou n’est pas une adresse valide',
    fixBadUrl: 'Remplissez la colonne d’URL d’image (Shopify_URL) avec des adresses complètes commençant par https://.',
    reasonNotImage: 'L’adresse mène à autre chose qu’une image',
    fixNotImage: 'Utilisez le lien direct vers le fichier image (souvent terminé par .jpg, .png ou .webp), pas la page produit.',
    reasonTooLarge: 'L’image est trop volumineuse',
    fixTooLarge: `Utilisez une version plus petite de l’image (${MAX_MB} Mo et ${MAX_MP} mégapixels au maximum).`,
    reasonServerError: 'Le serveur d’images a rencontré une erreur',
    fixServerError: 'Réessayez plus tard, ou contactez le site qui héberge les images.',
    reasonOther: (message: string) => message,
    fixOther: 'Vérifiez ces lignes dans le rapport complet, corrigez-les dans votre fichier, puis relancez le traitement.',
  },
});
