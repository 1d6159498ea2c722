import { defineMessages } from '../../i18n/index.ts';

export const ecommerceMessages = defineMessages({
  en: {
    eyebrow: 'For online stores',
    title: 'Alt text that sells: written for product images',
    lead: 'Search engines and screen readers cannot see your photos. Alt Optimizer describes each product image the way a good sales assistant would, in 125 characters or less.',
    cta: 'Try it on a product image',
    bulk: 'Process a whole catalog',
    platformsTitle: 'Works with your platform',
    platformsIntro: 'Export your products, add alt text in one pass, import the file back. No plugin to install.',
    platforms: [
      {
        name: 'Shopify',
        text: 'Use the product CSV export: the image URL column becomes Shopify_URL, and the ALT column maps to Image Alt Text on import.',
      },
      {
        name: 'WooCommerce',
        text: 'Export products with the built-in CSV exporter, generate alt text, then update the media library alt fields with the importer of your choice.',
      },
      {
        name: 'Magento',
        text: 'Export the catalog (base_image column), process it, and re-import the base_image_label column with the generated text.',
      },
      {
        name: 'PrestaShop',
        text: 'Export products with their image URLs, generate alt text in French or English and re-import the legends.',
      },
    ],
    benefitsTitle: 'Why it pays off',
    benefits: [
      {
        title: 'More traffic from image search',
        text: 'Descriptive alt text is how Google Images understands a product photo. Stores see image clicks rise by up to 70%.',
      },
      { title: 'Better click-through', text: 'Relevant, specific descriptions improve how products appear in search: about +10% CTR.' },
      {
        title: 'Accessible to every shopper',
        text: 'Screen-reader users hear what the product looks like, and you move towards WCAG 2.1 AA and RGAA compliance.',
      },
      { title: 'Hours back every week', text: 'No more writing thousands of descriptions by hand: 80% of the time saved.' },
    ],
    typesTitle: 'One tool, every kind of product photo',
    typesIntro: 'The vision model recognizes the type of image and adapts the description.',
    exampleLabel: 'Example alt text:',
    types: [
      {
        title: 'Product shots (packshots)',
        text: 'Product alone on a plain background: color, material, shape and visible details come first.',
        example: 'Brown leather ankle boot with side zip and low stacked heel',
      },
      {
        title: 'Model shots',
        text: 'Product worn by a person: the product stays the subject, the model gives scale and fit.',
        example: 'Woman wearing a navy linen shirt with rolled sleeves and white trousers',
      },
      {
        title: 'Lifestyle photos',
        text: 'Product in use or in a scene: the setting explains how and where it is used.',
        example: 'Ceramic coffee mug on a wooden table next to an open book in morning light',
      },
    ],
    roiTitle: 'What better alt text is worth',
    roiIntro: 'Figures reported by merchants after optimizing their product images.',
    roi: [
      { value: '+15%', label: 'conversions on product pages with complete, accurate alt text' },
      { value: '+10%', label: 'click-through rate from search results' },
      { value: 'up to +70%', label: 'clicks from image search' },
      { value: '10,000+', label: 'product sheets processed in about 1 hour' },
    ],
    ctaTitle: 'Start with one image, then do the whole store',
    ctaText: 'Free trial, no credit card required.',
  },
  fr: {
    eyebrow: 'Pour les boutiques en ligne',
    title: 'Des textes alternatifs qui font vendre, pensés pour les images produits',
    lead: 'Les moteurs de recherche et les lecteurs d’écran ne voient pas vos photos. Alt Optimizer décrit chaque image produit comme le ferait un bon vendeur, en 125 caractères maximum.',
    cta: 'Essayer sur une image produit',
    bulk: 'Traiter tout un catalogue',
    platformsTitle: 'Compatible avec votre plateforme',
    platformsIntro: 'Exportez vos produits, ajoutez les textes alternatifs en une fois, réimportez le fichier. Aucun module à installer.',
    platforms: [
      {
        name: 'Shopify',
        text: 'Utilisez l’export CSV des produits : la colonne d’URL d’image devient Shopify_URL et la colonne ALT correspond au champ Image Alt Text à l’import.',
      },
      {
        name: 'WooCommerce',
        text: 'Exportez les produits avec l’outil CSV intégré, générez les textes, puis mettez à jour les textes alternatifs de la médiathèque avec l’importeur de votre choix.',
      },
      {
        name: 'Magento',
        text: 'Exportez le catalogue (colonne base_image), traitez-le, puis réimportez la colonne base_image_label avec les textes générés.',
      },
      {
        name: 'PrestaShop',
        text: 'Exportez vos produits avec les URL d’images, générez les textes en français ou en anglais et réimportez les légendes.',
      },
    ],
    benefitsTitle: 'Pourquoi c’est rentable',
    benefits: [
      {
        title: 'Plus de trafic depuis Google Images',
        text: 'Un texte alternatif descriptif permet à Google Images de comprendre une photo produit. Les boutiques constatent jusqu’à +70 % de clics sur leurs images.',
      },
      {
        title: 'Un meilleur taux de clic',
        text: 'Des descriptions précises et pertinentes améliorent la présentation des produits dans les résultats : environ +10 % de CTR.',
      },
      {
        title: 'Accessible à tous les clients',
        text: 'Les utilisateurs de lecteurs d’écran entendent à quoi ressemble le produit, et vous avancez vers la conformité RGAA et WCAG 2.1 AA.',
      },
      { title: 'Des heures gagnées chaque semaine', text: 'Fini la rédaction manuelle de milliers de descriptions : 80 % de temps gagné.' },
    ],
    typesTitle: 'Un seul outil pour tous vos visuels',
    typesIntro: 'Le modèle de vision reconnaît le type d’image et adapte la description.',
    exampleLabel: 'Exemple de texte alternatif :',
    types: [
      {
        title: 'Packshots',
        text: 'Le produit seul sur fond uni : couleur, matière, forme et détails visibles d’abord.',
        example: 'Bottine en cuir marron avec zip latéral et petit talon empilé',
      },
      {
        title: 'Photos portées',
        text: 'Le produit porté par un mannequin : le produit reste le sujet, le mannequin donne l’échelle et la coupe.',
        example: 'Femme portant une chemise en lin bleu marine aux manches retroussées et un pantalon blanc',
      },
      {
        title: 'Photos d’ambiance',
        text: 'Le produit en situation : le décor explique comment et où il s’utilise.',
        example: 'Tasse à café en céramique sur une table en bois près d’un livre ouvert, lumière du matin',
      },
    ],
    roiTitle: 'Ce que rapportent de bons textes alternatifs',
    roiIntro: 'Chiffres constatés par des marchands après optimisation de leurs images produits.',
    roi: [
      { value: '+15 %', label: 'de conversions sur les fiches aux textes alternatifs complets et précis' },
      { value: '+10 %', label: 'de taux de clic depuis les résultats de recherche' },
      { value: 'jusqu’à +70 %', label: 'de clics depuis la recherche d’images' },
      { value: '10 000+', label: 'fiches produits traitées en 1 heure environ' },
    ],
    ctaTitle: 'Commencez par une image, puis toute la boutique',
    ctaText: 'Essai gratuit, sans carte bancaire.',
  },
});
