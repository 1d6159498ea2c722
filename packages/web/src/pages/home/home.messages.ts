import { LIMITS } from '@alt-optimizer/contract';
import { defineMessages } from '../../i18n/index.ts';

const MB = 1024 * 1024;

export const homeMessages = defineMessages({
  en: {
    eyebrow: 'Vision AI · WCAG 2.1 AA · SEO',
    title: 'Generate SEO-friendly alt text for every image',
    lead: 'Upload one image or a whole product catalog. Alt Optimizer looks at each picture, reads your product context and writes an accessible alt tag of 125 characters or less, in English or French.',
    cta: 'Start generating',
    ctaSecondary: 'See the CSV guide',
    statsLabel: 'Alt Optimizer in figures',
    stats: [
      { value: '10,000+', label: 'images processed' },
      { value: '+15%', label: 'conversions on optimized product pages' },
      { value: '80%', label: 'time saved versus writing by hand' },
      { value: '125', label: 'characters maximum per alt tag' },
    ],
    whyTitle: 'Why choose Alt Optimizer?',
    whyIntro: 'Alt text that describes what shoppers and screen-reader users actually need, at catalog scale.',
    why: [
      {
        title: 'Vision first, context second',
        text: 'About 70% of each alt tag comes from what the image shows and 30% from your title, description and keywords, so it stays accurate.',
      },
      {
        title: 'Local vision models, or your own AI provider',
        text: 'Colors, people, text on packaging: the offline engine reads them on your server with no API key, or connect OpenAI, Anthropic, Google or a compatible server such as Ollama.',
      },
      {
        title: 'Built for image SEO',
        text: 'Up to 6 keywords of your choice are worked in naturally, never stuffed. Every tag stays under 125 characters.',
      },
      {
        title: 'WCAG 2.1 AA and RGAA',
        text: 'Meaningful alternatives for informative images help you meet WCAG 1.1.1 and the French RGAA 4.1.2 criteria.',
      },
      {
        title: 'Whole catalogs at once',
        text: 'Upload an Excel or CSV file and get it back with an ALT column: 10,000+ product sheets in about an hour.',
      },
      {
        title: 'English and French',
        text: 'Natural alt text in both languages, written for your market rather than translated word for word.',
      },
    ],
    showcaseTitle: 'Before and after: real product photos',
    showcaseIntro:
      'Four catalog photos as a screen reader meets them without alt text, then with the alt text our offline engine wrote from the photo and its product title.',
    showcaseBefore: 'Before',
    showcaseAfter: 'After',
    showcaseNoAlt: 'No alt text: a screen reader may read out the file name',
    showcaseTitleLabel: 'Product title given',
    showcaseNote: 'Each alt text is shown exactly as the offline engine wrote it, with no edits.',
    showcaseTry: 'Try it on your own images',
    faq: [
      {
        question: 'Do I need an API key or an account?',
        answer:
          'No. The offline engine runs on the server that hosts Alt Optimizer, with no API key and no account. Whoever runs the server can connect OpenAI, Anthropic, Google or a compatible server such as Ollama instead.',
      },
      {
        question: 'Which files can I upload?',
        answer: `One PNG, JPG or WEBP image up to ${LIMITS.imageMaxBytes / MB} MB, or a catalog in .xlsx or .csv up to ${LIMITS.spreadsheetMaxBytes / MB} MB. Shopify, WooCommerce, PrestaShop and Magento product exports are recognized as they are.`,
      },
      {
        question: 'How long is each alt text?',
        answer: `${LIMITS.altMaxChars} characters or less: enough to say what the image shows, short enough for screen-reader users. Up to ${LIMITS.keywordsMax} keywords of your choice are worked in when they fit.`,
      },
      {
        question: 'Should I check the alt texts before publishing?',
        answer:
          'Yes, at least those marked "To review": the engine flags an alt text when it is unsure of what it saw. You can edit any alt text in the report before you download the file.',
      },
    ],
  },
  fr: {
    eyebrow: 'IA visuelle · RGAA · WCAG 2.1 AA · SEO',
    title: 'Des textes alternatifs optimisés pour chacune de vos images',
    lead: 'Importez une image ou tout votre catalogue produits. Alt Optimizer analyse chaque visuel, lit le contexte de vos fiches et rédige une balise alt accessible de 125 caractères maximum, en français ou en anglais.',
    cta: 'Commencer maintenant',
    ctaSecondary: 'Voir le guide d’import CSV',
    statsLabel: 'Alt Optimizer en chiffres',
    stats: [
      { value: '10 000+', label: 'images traitées' },
      { value: '+15 %', label: 'de conversions sur les fiches optimisées' },
      { value: '80 %', label: 'de temps gagné par rapport à la rédaction manuelle' },
      { value: '125', label: 'caractères maximum par balise alt' },
    ],
    whyTitle: 'Pourquoi choisir Alt Optimizer ?',
    whyIntro: 'Des textes alternatifs utiles aux acheteurs comme aux utilisateurs de lecteurs d’écran, à l’échelle de votre catalogue.',
    why: [
      {
        title: 'L’image d’abord, le contexte ensuite',
        text: 'Environ 70 % de chaque balise alt vient de ce que montre l’image et 30 % de votre titre, description et mots-clés : le texte reste fidèle.',
      },
      {
        title: 'Des modèles de vision locaux, ou votre fournisseur d’IA',
        text: 'Couleurs, personnes, texte sur l’emballage : le moteur hors ligne les lit sur votre serveur sans clé d’API, ou branchez OpenAI, Anthropic, Google ou un serveur compatible comme Ollama.',
      },
      {
        title: 'Pensé pour le SEO des images',
        text: 'Jusqu’à 6 mots-clés de votre choix intégrés naturellement, sans bourrage. Chaque balise reste sous les 125 caractères.',
      },
      {
        title: 'Conforme RGAA et WCAG 2.1 AA',
        text: 'Des alternatives pertinentes pour les images informatives, pour répondre aux critères du RGAA 4.1.2 et au critère WCAG 1.1.1.',
      },
      {
        title: 'Des catalogues entiers',
        text: 'Importez un fichier Excel ou CSV et récupérez-le avec une colonne ALT : plus de 10 000 fiches produits en une heure environ.',
      },
      {
        title: 'Français et anglais',
        text: 'Des textes naturels dans les deux langues, rédigés pour votre marché plutôt que traduits mot à mot.',
      },
    ],
    showcaseTitle: 'Avant, après : de vraies photos produits',
    showcaseIntro:
      'Quatre photos de catalogue telles qu’un lecteur d’écran les rencontre sans texte alternatif, puis avec le texte que notre moteur hors ligne a rédigé à partir de la photo et du titre du produit.',
    showcaseBefore: 'Avant',
    showcaseAfter: 'Après',
    showcaseNoAlt: 'Pas de texte alternatif : un lecteur d’écran peut lire le nom du fichier',
    showcaseTitleLabel: 'Titre produit fourni',
    showcaseNote: 'Chaque texte alternatif est reproduit tel que le moteur hors ligne l’a écrit, sans retouche.',
    showcaseTry: 'Essayez sur vos images',
    faq: [
      {
        question: 'Faut-il une clé d’API ou un compte ?',
        answer:
          'Non. Le moteur hors ligne tourne sur le serveur qui héberge Alt Optimizer, sans clé d’API ni compte. La personne qui gère le serveur peut aussi brancher OpenAI, Anthropic, Google ou un serveur compatible comme Ollama.',
      },
      {
        question: 'Quels fichiers puis-je importer ?',
        answer: `Une image PNG, JPG ou WEBP jusqu’à ${LIMITS.imageMaxBytes / MB} Mo, ou un catalogue .xlsx ou .csv jusqu’à ${LIMITS.spreadsheetMaxBytes / MB} Mo. Les exports produits de Shopify, WooCommerce, PrestaShop et Magento sont reconnus tels quels.`,
      },
      {
        question: 'Quelle est la longueur de chaque texte alternatif ?',
        answer: `${LIMITS.altMaxChars} caractères au plus\u202F: assez pour dire ce que montre l’image, assez court pour les utilisateurs de lecteurs d’écran. Jusqu’à ${LIMITS.keywordsMax} mots-clés de votre choix sont intégrés quand ils trouvent leur place.`,
      },
      {
        question: 'Faut-il relire les textes alternatifs avant de les publier ?',
        answer:
          'Oui, au moins ceux marqués « À vérifier » : le moteur signale un texte alternatif quand il n’est pas sûr de ce qu’il a vu. Vous pouvez modifier chaque texte dans le rapport avant de télécharger le fichier.',
      },
    ],
  },
});
