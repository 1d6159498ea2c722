import { defineMessages } from '../../i18n/index.ts';

export const featuresMessages = defineMessages({
  en: {
    title: 'Features',
    lead: 'Everything Alt Optimizer does to turn images into accurate, SEO-friendly, accessible alt text.',
    waysTitle: 'Three ways to generate',
    ways: [
      {
        title: 'Single image',
        text: 'Upload a PNG, JPG or WEBP (up to 10MB), add optional keywords, and copy the alt tag a few seconds later. Shows image type, character count and confidence.',
      },
      {
        title: 'Complete catalog',
        text: 'An Excel file with Product_ID, Title, Description and Shopify_URL: titles and descriptions add context to what the model sees.',
      },
      {
        title: 'Image URLs only',
        text: 'A spreadsheet with one Shopify_URL column, for media libraries, blogs and any list of image addresses.',
      },
    ],
    whyTitle: 'Why use it',
    why: [
      { title: 'Save time', text: '80% less time than writing alt text by hand; 10,000+ product sheets in about an hour.' },
      {
        title: 'Boost SEO',
        text: 'Descriptive, keyword-aware alt text helps your images rank in image search and lifts click-through.',
      },
      {
        title: 'WCAG compliance',
        text: 'Meaningful text alternatives for informative images (WCAG 2.1 success criterion 1.1.1), always under 125 characters.',
      },
      {
        title: 'E-commerce ready',
        text: 'Understands packshots, model shots and lifestyle photos; works with Shopify, WooCommerce, Magento and PrestaShop exports.',
      },
    ],
    forTitle: 'Perfect for',
    audiences: [
      { title: 'E-commerce stores', text: 'Cover every product image, including the back catalog nobody had time for.' },
      { title: 'Agencies', text: 'Deliver accessibility and image SEO for many clients with one repeatable process.' },
      { title: 'Content creators', text: 'Bloggers and publishers get descriptive alt text without slowing down publication.' },
      {
        title: 'Enterprise websites',
        text: 'Large sites and public bodies meet WCAG 2.1 AA at scale, with an API for their own pipelines.',
      },
    ],
    ctaTitle: 'Ready to Get Started?',
    ctaText: 'Generate your first alt tags now. Free trial, no credit card required.',
    ctaButton: 'Try for Free',
  },
  fr: {
    title: 'Fonctionnalités',
    lead: 'Tout ce qu’Alt Optimizer fait pour transformer vos images en textes alternatifs précis, optimisés pour le SEO et accessibles.',
    waysTitle: 'Trois façons de générer',
    ways: [
      {
        title: 'Image unique',
        text: 'Importez un PNG, JPG ou WEBP (jusqu’à 10 Mo), ajoutez des mots-clés si besoin et copiez le texte quelques secondes plus tard. Type d’image, nombre de caractères et indice de confiance affichés.',
      },
      {
        title: 'Catalogue complet',
        text: 'Un fichier Excel avec Product_ID, Title, Description et Shopify_URL : titres et descriptions ajoutent du contexte à ce que voit le modèle.',
      },
      {
        title: 'URL d’images uniquement',
        text: 'Un tableur avec une seule colonne Shopify_URL, pour les médiathèques, les blogs et toute liste d’adresses d’images.',
      },
    ],
    whyTitle: 'Pourquoi l’utiliser',
    why: [
      {
        title: 'Gagnez du temps',
        text: '80 % de temps en moins qu’une rédaction manuelle ; plus de 10 000 fiches produits en une heure environ.',
      },
      {
        title: 'Boostez votre SEO',
        text: 'Des textes descriptifs et riches en mots-clés pertinents aident vos images à se positionner et améliorent le taux de clic.',
      },
      {
        title: 'Conformité WCAG et RGAA',
        text: 'Des alternatives pertinentes pour les images informatives (critère RGAA 1.1, critère WCAG 1.1.1), toujours sous les 125 caractères.',
      },
      {
        title: 'Prêt pour l’e-commerce',
        text: 'Reconnaît packshots, photos portées et photos d’ambiance ; compatible avec les exports Shopify, WooCommerce, Magento et PrestaShop.',
      },
    ],
    forTitle: 'Idéal pour',
    audiences: [
      {
        title: 'Boutiques en ligne',
        text: 'Couvrez chaque image produit, y compris l’ancien catalogue que personne n’a eu le temps de traiter.',
      },
      { title: 'Agences', text: 'Livrez accessibilité et SEO des images à de nombreux clients avec un processus reproductible.' },
      { title: 'Créateurs de contenu', text: 'Blogueurs et éditeurs obtiennent des textes descriptifs sans ralentir la publication.' },
      {
        title: 'Sites de grandes entreprises',
        text: 'Grands sites et organismes publics atteignent le niveau RGAA et WCAG 2.1 AA à grande échelle, avec une API pour leurs propres outils.',
      },
    ],
    ctaTitle: 'Prêt à commencer ?',
    ctaText: 'Générez vos premiers textes alternatifs dès maintenant. Essai gratuit, sans carte bancaire.',
    ctaButton: 'Essayer Gratuitement',
  },
});

/** Sections that exist only on /fr/fonctionnalites (spec section 2), so they have no English half. */
export const featuresFrenchOnly = {
  rgaaTitle: 'Conformité RGAA',
  rgaaText:
    "Depuis juin 2025, les entreprises de plus de 10 salariés ou réalisant plus de 2 millions d'euros de chiffre d'affaires doivent rendre leurs services numériques accessibles. Les critères 1.1 à 1.3 du RGAA 4.1.2 portent sur les images : Alt Optimizer produit des alternatives pertinentes pour les images informatives, et vous aide à repérer celles qui sont décoratives. Une amende de 50 000 € par service non conforme est possible, renouvelable tous les 6 mois.",
  rgaaLink: 'Lire notre guide RGAA des images',
  integrationsTitle: 'Intégrations e-commerce',
  integrationsText: 'Export, génération, réimport : la même méthode éprouvée pour les trois grandes plateformes.',
  useCasesTitle: "Six cas d'usage",
  useCases: [
    { title: 'Mise en conformité RGAA', text: 'Traitez toutes les images signalées par un audit et documentez la correction.' },
    { title: 'Lancement de collection', text: 'Des textes alternatifs prêts le jour de la mise en ligne des nouveautés.' },
    { title: 'Migration de plateforme', text: 'Profitez du passage à Shopify ou PrestaShop pour compléter tout le catalogue.' },
    { title: 'Marketplaces', text: 'Des descriptions d’images homogènes pour des milliers de vendeurs et de références.' },
    { title: 'Sites publics et collectivités', text: 'Photothèques et actualités rendues accessibles, comme l’exige la loi.' },
    { title: 'Blogs et médias', text: 'Chaque illustration d’article décrite sans alourdir le travail de la rédaction.' },
  ],
};
