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
    fixPrivate:
      'Use public image URLs (https://…) that open in any browser. Fetching private or intranet addresses is off for safety; only the server administrator can allow it (ALLOW_PRIVATE_IMAGE_URLS setting).',
    fixUnreachable: 'Check that the URLs open in a browser and that the site is online, then process the file again.',
    fixHostSkipped: 'Check that this host is online and answers quickly, or host the images elsewhere, then process the file again.',
    fixNotFound: 'Check the URLs: the images may have been moved or removed, or need a login.',
    fixBadUrl: 'Fill the image URL column (Shopify_URL) with full addresses starting with https://.',
    fixNotImage: 'Use the direct link to the image file (often ending in .jpg, .png or .webp), not the product page.',
    fixTooLarge: `Use a smaller version of the image (at most ${MAX_MB} MB and ${MAX_MP} megapixels).`,
    fixServerError: 'Try again later, or ask the site hosting the images.',
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
    fixPrivate:
      'Utilisez des URL d’images publiques (https://…) qui s’ouvrent dans n’importe quel navigateur. La récupération d’adresses privées ou intranet est désactivée par sécurité ; seul l’administrateur du serveur peut l’autoriser (réglage ALLOW_PRIVATE_IMAGE_URLS).',
    fixUnreachable: 'Vérifiez que les URL s’ouvrent dans un navigateur et que le site est en ligne, puis relancez le traitement.',
    fixHostSkipped:
      'Vérifiez que cet hôte est en ligne et répond rapidement, ou hébergez les images ailleurs, puis relancez le traitement.',
    fixNotFound: 'Vérifiez les URL : les images ont peut-être été déplacées, supprimées, ou demandent une connexion.',
    fixBadUrl: 'Remplissez la colonne d’URL d’image (Shopify_URL) avec des adresses complètes commençant par https://.',
    fixNotImage: 'Utilisez le lien direct vers le fichier image (souvent terminé par .jpg, .png ou .webp), pas la page produit.',
    fixTooLarge: `Utilisez une version plus petite de l’image (${MAX_MB} Mo et ${MAX_MP} mégapixels au maximum).`,
    fixServerError: 'Réessayez plus tard, ou contactez le site qui héberge les images.',
    fixOther: 'Vérifiez ces lignes dans le rapport complet, corrigez-les dans votre fichier, puis relancez le traitement.',
  },
});
