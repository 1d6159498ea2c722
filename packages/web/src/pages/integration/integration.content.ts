/**
 * /fr/prestashop, /fr/woocommerce and /fr/shopify share one page (spec section 2); French only, so the
 * copy is a plain French object keyed by route id.
 */
export type PlatformId = 'prestashop' | 'woocommerce' | 'shopify';

interface PlatformCopy {
  name: string;
  lead: string;
  exportSteps: string[];
  importSteps: string[];
  tip: string;
}

export const PLATFORMS: Record<PlatformId, PlatformCopy> = {
  prestashop: {
    name: 'PrestaShop',
    lead: 'Ajoutez un texte alternatif à toutes les images de votre boutique PrestaShop sans installer de module : un export, un traitement, un import.',
    exportSteps: [
      'Dans le back-office, ouvrez Catalogue > Produits puis cliquez sur Exporter pour obtenir le fichier CSV des produits.',
      'Gardez les colonnes ID, Nom, Description et l’URL de l’image ; renommez-les Product_ID, Title, Description et Shopify_URL, ou collez-les dans notre modèle.',
    ],
    importSteps: [
      'Sur la page d’accueil d’Alt Optimizer, choisissez Catalogue complet, déposez le fichier et lancez la génération.',
      'Téléchargez le fichier optimisé : la colonne ALT contient un texte alternatif en français pour chaque image.',
      'Dans Paramètres avancés > Importer, importez le fichier en associant la colonne ALT à la légende de l’image (champ « légende » de PrestaShop, utilisé comme attribut alt par les thèmes).',
    ],
    tip: 'PrestaShop utilise la légende de l’image comme attribut alt dans la plupart des thèmes : vérifiez une fiche produit après import.',
  },
  woocommerce: {
    name: 'WooCommerce',
    lead: 'Vos images WooCommerce sont des fichiers de la médiathèque WordPress : générez leurs textes alternatifs en une fois à partir de l’export produits.',
    exportSteps: [
      'Dans WordPress, ouvrez Produits > Tous les produits et cliquez sur Exporter (export CSV natif de WooCommerce).',
      'Conservez les colonnes ID, Nom, Description et Images ; placez l’URL de l’image principale dans la colonne Shopify_URL de notre modèle.',
    ],
    importSteps: [
      'Sur Alt Optimizer, choisissez Catalogue complet, importez le fichier et générez les textes.',
      'Téléchargez le fichier optimisé avec sa colonne ALT.',
      'Reportez la colonne ALT dans le champ « Texte alternatif » des médias, avec l’outil d’import de votre choix (par exemple un import CSV vers la médiathèque) ou via l’API REST de WordPress.',
    ],
    tip: 'Le texte alternatif est stocké sur le média, pas sur le produit : une image utilisée par plusieurs produits n’a besoin que d’un texte.',
  },
  shopify: {
    name: 'Shopify',
    lead: 'Shopify prévoit un champ « Image Alt Text » dans son export produits : Alt Optimizer le remplit pour tout votre catalogue.',
    exportSteps: [
      'Dans l’admin Shopify, ouvrez Produits puis Exporter, et choisissez « Tous les produits » au format CSV.',
      'La colonne Image Src contient l’URL de chaque image : renommez-la Shopify_URL (ou utilisez notre modèle) avec Handle en Product_ID, Title et Body (HTML) en Description.',
    ],
    importSteps: [
      'Sur Alt Optimizer, choisissez Catalogue complet, déposez le fichier et lancez la génération.',
      'Téléchargez le fichier optimisé : la colonne ALT contient le texte de chaque image.',
      'Copiez la colonne ALT dans la colonne Image Alt Text du CSV Shopify, puis importez-le dans Produits > Importer en cochant « Remplacer les produits existants ».',
    ],
    tip: 'Faites un premier essai sur une dizaine de produits avant de réimporter tout le catalogue.',
  },
};

export const integrationCommon = {
  eyebrow: 'Intégration e-commerce',
  exportTitle: '1. Exporter vos produits',
  importTitle: '2. Générer puis réimporter',
  tipTitle: 'Bon à savoir',
  whyTitle: 'Ce que vous y gagnez',
  why: [
    'Des fiches produits accessibles, conformes aux critères RGAA 1.1 à 1.3.',
    'Plus de visibilité dans Google Images : jusqu’à +70 % de clics sur les images.',
    'Des milliers de textes rédigés en une heure au lieu de plusieurs semaines.',
  ],
  otherTitle: 'Autres plateformes',
  templateLink: 'Guide d’import CSV et modèles à télécharger',
  howToName: (name: string) => `Ajouter des textes alternatifs aux images ${name}`,
};
