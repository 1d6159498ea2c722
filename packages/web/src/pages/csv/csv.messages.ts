import { defineMessages } from '../../i18n/index.ts';

export const csvMessages = defineMessages({
  en: {
    eyebrow: 'CSV & Excel import guide',
    title: 'Add alt text to a whole catalog from one spreadsheet',
    lead: 'Download the template, add your image URLs, upload the file: Alt Optimizer writes an alt tag for every row and gives you the file back with an ALT column.',
    downloadComplete: 'Download Excel Template',
    downloadSimple: 'Download the URL-only template',
    toastOkTitle: 'Template Downloaded',
    toastOkText: 'Template file downloaded successfully',
    toastFailTitle: 'Download Failed',
    toastFailText: 'Could not download the template. Please try again.',
    stepsTitle: 'Three steps',
    howToName: 'How to generate alt text for a catalog from a CSV or Excel file',
    steps: [
      {
        name: 'Download the template',
        text: 'Pick the complete template (Product_ID, Title, Description, Shopify_URL) for the best results, or the URL-only template if you only have image addresses.',
      },
      {
        name: 'Add your image URLs',
        text: 'Paste one product per row. Shopify_URL must be a public https address of the image; titles and descriptions help the AI name the product precisely.',
      },
      {
        name: 'Upload and process',
        text: 'On the home page choose the matching mode, drop your file, add up to 6 keywords and click Generate ALT Tags. Download the optimized file when processing is complete.',
      },
    ],
    formatsTitle: 'Supported formats',
    formats: [
      { name: 'Excel .xlsx', text: 'Recommended. Every sheet is read and kept; the header row must contain the column names.' },
      {
        name: 'Excel .xls',
        text: 'Older Excel files are not read: open them in Excel or LibreOffice and save them as .xlsx or .csv first.',
      },
      {
        name: 'CSV',
        text: 'UTF-8 or Windows-1252 (French Excel), comma or semicolon separated, with a header row. Exports from Shopify, WooCommerce, PrestaShop and Magento 2 work and come back in the same encoding.',
      },
    ],
    formatsNote: 'Files up to 50MB. Images referenced by URL must be PNG, JPG, WEBP or GIF.',
    columnsTitle: 'Columns',
    colName: 'Column',
    colRequired: 'Required in',
    colUse: 'What it is for',
    columns: [
      { name: 'Product_ID', required: 'Complete mode', use: 'Your reference, copied unchanged to the output.' },
      { name: 'Title', required: 'Complete mode', use: 'Product name used as context (about 30% of the result).' },
      { name: 'Description', required: 'Complete mode', use: 'Materials, colors and use that the image alone may not show.' },
      { name: 'Shopify_URL', required: 'Both modes', use: 'Public URL of the image to describe.' },
    ],
    useCasesTitle: 'Use cases',
    useCases: [
      {
        title: 'Store migration',
        text: 'Moving to Shopify or WooCommerce? Add alt text to every product image while the catalog is in a spreadsheet anyway.',
      },
      {
        title: 'Accessibility audit',
        text: 'An audit flagged thousands of images without alternatives: fix them in one pass and keep the report as evidence.',
      },
      { title: 'Seasonal collections', text: 'Hundreds of new products every season: generate their alt text before they go live.' },
      { title: 'Agencies', text: 'Process each client catalog with its own keywords and hand back a ready-to-import file.' },
    ],
    faq: [
      {
        question: 'Is there a limit on the number of rows?',
        answer: 'No. Files up to 50MB are accepted; customers process catalogs of 50,000+ images in several runs or one large file.',
      },
      {
        question: 'What happens if an image URL does not work?',
        answer:
          'The row is marked Failed with the reason, the other rows continue, and the failed ones are listed in the report so you can fix and re-run them.',
      },
      {
        question: 'Can I use my Shopify product export directly?',
        answer: 'Yes, as long as it has a column with the image URL. Rename that column to Shopify_URL or use our template.',
      },
      {
        question: 'Which language are the alt tags written in?',
        answer: 'The language of the page you upload from: English on the English site, French on /fr.',
      },
      {
        question: 'Are my files kept?',
        answer:
          'Uploaded files and generated results are kept so you can download them again, and can be deleted on request. See the privacy policy.',
      },
    ],
    backToTool: 'Go to the generator',
  },
  fr: {
    eyebrow: 'Guide d’import CSV et Excel',
    title: 'Des textes alternatifs pour tout un catalogue à partir d’un seul fichier',
    lead: 'Téléchargez le modèle, ajoutez vos URL d’images, importez le fichier : Alt Optimizer rédige un texte alternatif pour chaque ligne et vous rend le fichier avec une colonne ALT.',
    downloadComplete: 'Télécharger le modèle Excel',
    downloadSimple: 'Télécharger le modèle URL seules',
    toastOkTitle: 'Modèle téléchargé',
    toastOkText: 'Le fichier modèle a bien été téléchargé',
    toastFailTitle: 'Échec du téléchargement',
    toastFailText: 'Impossible de télécharger le modèle. Veuillez réessayer.',
    stepsTitle: 'Trois étapes',
    howToName: 'Comment générer les textes alternatifs d’un catalogue à partir d’un fichier CSV ou Excel',
    steps: [
      {
        name: 'Téléchargez le modèle',
        text: 'Choisissez le modèle complet (Product_ID, Title, Description, Shopify_URL) pour les meilleurs résultats, ou le modèle URL seules si vous n’avez que les adresses des images.',
      },
      {
        name: 'Ajoutez vos URL d’images',
        text: 'Un produit par ligne. Shopify_URL doit être une adresse https publique de l’image ; le titre et la description aident l’IA à nommer précisément le produit.',
      },
      {
        name: 'Importez et lancez le traitement',
        text: 'Sur la page d’accueil, choisissez le mode correspondant, déposez votre fichier, ajoutez jusqu’à 6 mots-clés et cliquez sur Générer. Téléchargez le fichier optimisé une fois le traitement terminé.',
      },
    ],
    formatsTitle: 'Formats acceptés',
    formats: [
      {
        name: 'Excel .xlsx',
        text: 'Recommandé. Chaque feuille est lue et conservée ; la ligne d’en-tête doit contenir les noms de colonnes.',
      },
      {
        name: 'Excel .xls',
        text: 'Les anciens fichiers Excel ne sont pas lus : ouvrez-les dans Excel ou LibreOffice et enregistrez-les d’abord au format .xlsx ou .csv.',
      },
      {
        name: 'CSV',
        text: 'UTF-8 ou Windows-1252 (Excel français), séparateur virgule ou point-virgule, avec une ligne d’en-tête. Les exports Shopify, WooCommerce, PrestaShop et Magento 2 fonctionnent et reviennent dans le même encodage.',
      },
    ],
    formatsNote: 'Fichiers jusqu’à 50 Mo. Les images référencées doivent être au format PNG, JPG, WEBP ou GIF.',
    columnsTitle: 'Colonnes',
    colName: 'Colonne',
    colRequired: 'Obligatoire en',
    colUse: 'À quoi elle sert',
    columns: [
      { name: 'Product_ID', required: 'Mode complet', use: 'Votre référence, recopiée telle quelle dans le fichier de sortie.' },
      { name: 'Title', required: 'Mode complet', use: 'Nom du produit utilisé comme contexte (environ 30 % du résultat).' },
      { name: 'Description', required: 'Mode complet', use: 'Matières, couleurs et usages que l’image seule ne montre pas toujours.' },
      { name: 'Shopify_URL', required: 'Les deux modes', use: 'URL publique de l’image à décrire.' },
    ],
    useCasesTitle: 'Cas d’usage',
    useCases: [
      {
        title: 'Migration de boutique',
        text: 'Vous passez sur Shopify ou WooCommerce ? Profitez-en pour ajouter un texte alternatif à chaque image pendant que le catalogue est dans un tableur.',
      },
      {
        title: 'Audit d’accessibilité',
        text: 'Un audit RGAA a relevé des milliers d’images sans alternative : corrigez-les en une fois et gardez le rapport comme preuve.',
      },
      {
        title: 'Collections saisonnières',
        text: 'Des centaines de nouveautés chaque saison : générez leurs textes alternatifs avant la mise en ligne.',
      },
      { title: 'Agences', text: 'Traitez le catalogue de chaque client avec ses propres mots-clés et livrez un fichier prêt à importer.' },
    ],
    faq: [
      {
        question: 'Le nombre de lignes est-il limité ?',
        answer:
          'Non. Les fichiers jusqu’à 50 Mo sont acceptés ; nos clients traitent des catalogues de plus de 50 000 images en un ou plusieurs fichiers.',
      },
      {
        question: 'Que se passe-t-il si l’URL d’une image ne fonctionne pas ?',
        answer:
          'La ligne est marquée en échec avec la raison, les autres lignes continuent, et les échecs sont listés dans le rapport pour être corrigés puis relancés.',
      },
      {
        question: 'Puis-je utiliser directement mon export Shopify ?',
        answer: 'Oui, du moment qu’il contient une colonne avec l’URL de l’image. Renommez-la Shopify_URL ou utilisez notre modèle.',
      },
      {
        question: 'Dans quelle langue les textes sont-ils rédigés ?',
        answer: 'Dans la langue de la page depuis laquelle vous importez : en français sur /fr, en anglais sur le site anglais.',
      },
      {
        question: 'Mes fichiers sont-ils conservés ?',
        answer:
          'Les fichiers importés et les résultats sont conservés pour que vous puissiez les télécharger à nouveau, et supprimés sur simple demande. Voir la politique de confidentialité.',
      },
    ],
    backToTool: 'Aller au générateur',
  },
});
