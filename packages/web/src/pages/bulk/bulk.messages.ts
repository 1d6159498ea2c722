import { defineMessages } from '../../i18n/index.ts';

export const bulkMessages = defineMessages({
  en: {
    eyebrow: 'Bulk alt text generator',
    title: 'Alt text for your whole catalog, not one image at a time',
    lead: 'Upload an Excel or CSV file listing your product images. Alt Optimizer analyses every image and sends the file back with a new ALT column, ready to import into your store.',
    cta: 'Upload my catalog',
    guide: 'Read the CSV import guide',
    featuresTitle: 'Everything bulk work needs',
    features: [
      {
        title: 'Excel and CSV in, Excel out',
        text: 'Use our template or your own export with Product_ID, Title, Description and Shopify_URL columns. You get back the same rows with an ALT column.',
      },
      {
        title: 'Live progress',
        text: 'Follow processed, successful and failed rows as they happen, with the estimated time remaining and a preview of the latest alt tags.',
      },
      {
        title: 'Context-aware',
        text: 'In complete mode the product title and description refine what the vision model sees, so a “navy linen shirt” is not just “a shirt”.',
      },
      {
        title: 'Your keywords',
        text: 'Add up to 6 keywords (30 characters each) and they are worked naturally into the alt tags where they fit the image.',
      },
      {
        title: 'Quality report',
        text: 'Average length, character-limit compliance and per-row status show which rows need a second look before you import.',
      },
      {
        title: 'Edit before you download',
        text: 'Change any generated alt tag in the report; your edits are saved and written into the downloaded file.',
      },
    ],
    tableTitle: 'Time saved',
    tableIntro: 'Typical processing times compared with writing alt text by hand at about one minute per image.',
    tableCaption: 'Processing time by catalog size',
    colImages: 'Images',
    colAlt: 'With Alt Optimizer',
    colManual: 'By hand (about 1 min per image)',
    rows: [
      { images: '1,000', alt: '10 minutes', manual: 'about 17 hours' },
      { images: '5,000', alt: '45 minutes', manual: 'about 83 hours' },
      { images: '10,000+', alt: '90 minutes', manual: 'about 167 hours' },
    ],
    tableNote: 'Times depend on image size and how quickly your image host answers. One file holds up to 100,000 images by default.',
    modesTitle: 'Two bulk modes',
    completeTitle: 'Complete catalog',
    completeText: 'Product_ID, Title, Description and Shopify_URL. Best quality: the text context adds product names, materials and use.',
    simpleTitle: 'Image URLs only',
    simpleText: 'A single Shopify_URL column. The fastest way to cover a media library or a blog when you only have image addresses.',
    ctaTitle: 'Ready to clear your alt text backlog?',
    ctaText: 'Download the template, paste your image URLs and get your optimized file back in minutes.',
  },
  fr: {
    eyebrow: 'Génération de textes alternatifs en masse',
    title: 'Des textes alternatifs pour tout votre catalogue, pas image par image',
    lead: 'Importez un fichier Excel ou CSV listant vos images produits. Alt Optimizer analyse chaque image et vous renvoie le fichier avec une nouvelle colonne ALT, prêt à réimporter dans votre boutique.',
    cta: 'Importer mon catalogue',
    guide: 'Lire le guide d’import CSV',
    featuresTitle: 'Tout ce dont le traitement en masse a besoin',
    features: [
      {
        title: 'Excel ou CSV en entrée, Excel en sortie',
        text: 'Utilisez notre modèle ou votre propre export avec les colonnes Product_ID, Title, Description et Shopify_URL. Vous récupérez les mêmes lignes avec une colonne ALT.',
      },
      {
        title: 'Progression en direct',
        text: 'Suivez les lignes traitées, réussies et en erreur au fil de l’eau, avec le temps restant estimé et un aperçu des derniers textes générés.',
      },
      {
        title: 'Le contexte compte',
        text: 'En mode complet, le titre et la description du produit précisent ce que voit le modèle : une « chemise en lin bleu marine » plutôt qu’« une chemise ».',
      },
      {
        title: 'Vos mots-clés',
        text: 'Ajoutez jusqu’à 6 mots-clés (30 caractères chacun) : ils sont intégrés naturellement quand ils correspondent à l’image.',
      },
      {
        title: 'Rapport de qualité',
        text: 'Longueur moyenne, respect de la limite de caractères et statut ligne par ligne indiquent ce qui mérite une relecture avant import.',
      },
      {
        title: 'Corrigez avant de télécharger',
        text: 'Modifiez n’importe quel texte dans le rapport : vos corrections sont enregistrées et reportées dans le fichier téléchargé.',
      },
    ],
    tableTitle: 'Le temps gagné',
    tableIntro: 'Durées de traitement habituelles, comparées à une rédaction manuelle d’environ une minute par image.',
    tableCaption: 'Durée de traitement selon la taille du catalogue',
    colImages: 'Images',
    colAlt: 'Avec Alt Optimizer',
    colManual: 'À la main (environ 1 min par image)',
    rows: [
      { images: '1 000', alt: '10 minutes', manual: 'environ 17 heures' },
      { images: '5 000', alt: '45 minutes', manual: 'environ 83 heures' },
      { images: '10 000 et plus', alt: '90 minutes', manual: 'environ 167 heures' },
    ],
    tableNote:
      'Les durées varient selon le poids des images et la réactivité de votre hébergeur. Un fichier contient jusqu’à 100 000 images par défaut.',
    modesTitle: 'Deux modes de traitement en masse',
    completeTitle: 'Catalogue complet',
    completeText:
      'Product_ID, Title, Description et Shopify_URL. La meilleure qualité : le texte apporte noms de produits, matières et usages.',
    simpleTitle: 'URL d’images uniquement',
    simpleText:
      'Une seule colonne Shopify_URL. Le plus rapide pour couvrir une médiathèque ou un blog quand vous n’avez que les adresses des images.',
    ctaTitle: 'Prêt à rattraper votre retard de textes alternatifs ?',
    ctaText: 'Téléchargez le modèle, collez vos URL d’images et récupérez votre fichier optimisé en quelques minutes.',
  },
});
