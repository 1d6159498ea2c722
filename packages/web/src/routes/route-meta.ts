import type { RouteMeta } from './route-types.ts';

type Meta = { en?: RouteMeta; fr?: RouteMeta };

/** Per-language head texts for every route (titles ≤ 60 chars, descriptions ≤ 160 chars for search results). */
export const ROUTE_META = {
  home: {
    en: {
      title: 'Alt Optimizer – AI Alt Text Generator for Images',
      description:
        'Generate SEO- and accessibility-friendly alt text (max 125 characters) from one image or a whole Excel catalog. WCAG 2.1 AA ready. Free trial, no credit card.',
      keywords: 'alt text generator, alt tag, image SEO, accessibility, WCAG, Shopify alt text, AI alt text',
    },
    fr: {
      title: 'Alt Optimizer – Générateur de texte alternatif IA',
      description:
        'Générez des textes alternatifs SEO et accessibles (125 caractères max) pour une image ou un catalogue Excel entier. Conforme RGAA et WCAG 2.1 AA. Essai gratuit.',
      keywords: 'texte alternatif, balise alt, générateur alt, SEO image, accessibilité, RGAA, e-commerce',
    },
  },
  bulk: {
    en: {
      title: 'Bulk Alt Text Generator – Thousands of Images in Minutes',
      description:
        'Generate alt text for 1,000 images in about 10 minutes and 10,000+ in about 90. Upload an Excel or CSV file of image URLs and download it with an ALT column.',
      keywords: 'bulk alt text generator, alt text for product images, batch alt tags, Excel alt text, CSV alt text',
    },
    fr: {
      title: 'Générateur de texte alternatif en masse',
      description:
        'Générez les textes alternatifs de 1 000 images en 10 minutes environ et de plus de 10 000 en 90 minutes. Importez un fichier Excel ou CSV, récupérez-le avec une colonne ALT.',
      keywords: 'génération alt en masse, texte alternatif produits, balises alt Excel, import CSV, catalogue e-commerce',
    },
  },
  csv: {
    en: {
      title: 'CSV & Excel Import Guide – Bulk Alt Text',
      description:
        'Three steps to add alt text to a whole catalog: download the template, paste your image URLs, upload and process. Supported formats, use cases and FAQ.',
      keywords: 'CSV import alt text, Excel alt text template, bulk image alt tags, Shopify export alt text',
    },
    fr: {
      title: 'Guide d’import CSV et Excel – Textes alternatifs',
      description:
        'Trois étapes pour ajouter des textes alternatifs à tout un catalogue : téléchargez le modèle, ajoutez vos URL d’images, importez et lancez le traitement.',
      keywords: 'import CSV texte alternatif, modèle Excel balise alt, balises alt en masse, export Shopify',
    },
  },
  ecommerce: {
    en: {
      title: 'E-commerce Alt Text Generator – Shopify, WooCommerce',
      description:
        'Alt text written for product shots, model shots and lifestyle photos. Works with Shopify, WooCommerce, Magento and PrestaShop exports. See the ROI for your store.',
      keywords: 'ecommerce alt text, product image alt text, Shopify alt tags, WooCommerce image SEO, Magento alt text',
    },
    fr: {
      title: 'Texte alternatif e-commerce – Shopify, PrestaShop',
      description:
        'Des textes alternatifs pensés pour les packshots, photos portées et photos d’ambiance. Compatible Shopify, WooCommerce, Magento et PrestaShop. Calculez votre ROI.',
      keywords: 'texte alternatif e-commerce, balise alt produit, SEO image boutique, PrestaShop, WooCommerce, Shopify',
    },
  },
  privacy: {
    en: {
      title: 'Privacy Policy – Alt Optimizer',
      description: 'What Alt Optimizer does with the images and spreadsheets you upload, how long they are kept and your rights.',
      keywords: 'privacy policy, GDPR, image data, Alt Optimizer',
    },
    fr: {
      title: 'Politique de confidentialité – Alt Optimizer',
      description:
        'Ce qu’Alt Optimizer fait des images et fichiers que vous importez, leur durée de conservation et vos droits au titre du RGPD.',
      keywords: 'politique de confidentialité, RGPD, données personnelles, Alt Optimizer',
    },
  },
  terms: {
    en: {
      title: 'Terms of Service – Alt Optimizer',
      description: 'The terms for using the Alt Optimizer web tool and REST API: acceptable use, your content, plans and liability.',
      keywords: 'terms of service, conditions, Alt Optimizer API terms',
    },
    fr: {
      title: 'Conditions d’utilisation – Alt Optimizer',
      description:
        'Les conditions d’utilisation de l’outil web et de l’API REST Alt Optimizer : usage autorisé, vos contenus, offres et responsabilité.',
      keywords: 'conditions générales d’utilisation, CGU, Alt Optimizer, API',
    },
  },
  api: {
    en: {
      title: 'REST API Documentation – Alt Optimizer',
      description:
        'Generate alt text from your own code: endpoints for single images, spreadsheet jobs, progress, results and downloads, with curl examples and rate limits.',
      keywords: 'alt text API, REST API, image alt text endpoint, curl, developer documentation',
    },
    fr: {
      title: 'Documentation de l’API REST – Alt Optimizer',
      description:
        'Générez des textes alternatifs depuis votre code : points d’accès image unique, traitements de fichiers, progression, résultats et téléchargements, avec exemples curl.',
      keywords: 'API texte alternatif, API REST, documentation développeur, curl, balise alt',
    },
  },
  support: {
    en: {
      title: 'Support Center – Alt Optimizer',
      description: 'Email support from 9AM to 5PM EST, answers within 24 hours, and answers to common questions.',
      keywords: 'alt optimizer support, help, contact, FAQ',
    },
    fr: {
      title: 'Centre d’aide – Alt Optimizer',
      description: 'Support par e-mail de 9h à 17h (heure de New York, EST), réponse sous 24 heures, et réponses aux questions fréquentes.',
      keywords: 'support alt optimizer, aide, contact, questions fréquentes',
    },
  },
  features: {
    en: {
      title: 'Features – Alt Optimizer',
      description:
        'Three ways to generate alt text, built for e-commerce stores, agencies, content creators and enterprise websites. Save time, boost SEO, meet WCAG.',
      keywords: 'alt text features, AI alt text, WCAG compliance, image SEO tool',
    },
    fr: {
      title: 'Fonctionnalités – Alt Optimizer',
      description:
        'Trois façons de générer vos textes alternatifs, la conformité RGAA, les intégrations e-commerce et six cas d’usage concrets.',
      keywords: 'fonctionnalités, texte alternatif IA, conformité RGAA, intégrations e-commerce',
    },
  },
  rgaa: {
    fr: {
      title: 'Guide RGAA des images – critères 1.1 à 1.3',
      description:
        'Images informatives, décoratives et alternatives : les critères RGAA 1.1, 1.2 et 1.3 expliqués, le lien avec WCAG 2.1 AA et les obligations de 2025.',
      keywords: 'RGAA, guide RGAA, critère 1.1, image décorative, alternative textuelle, WCAG 2.1 AA, accessibilité',
    },
  },
  prestashop: {
    fr: {
      title: 'Textes alternatifs pour PrestaShop – Alt Optimizer',
      description:
        'Exportez votre catalogue PrestaShop, générez un texte alternatif par image produit et réimportez-le. Sans module à installer.',
      keywords: 'PrestaShop texte alternatif, balise alt PrestaShop, SEO images PrestaShop',
    },
  },
  woocommerce: {
    fr: {
      title: 'Textes alternatifs pour WooCommerce – Alt Optimizer',
      description: 'Exportez vos produits WooCommerce, générez un texte alternatif par image et réimportez le fichier enrichi.',
      keywords: 'WooCommerce texte alternatif, balise alt WordPress, SEO images WooCommerce',
    },
  },
  shopify: {
    fr: {
      title: 'Textes alternatifs pour Shopify – Alt Optimizer',
      description:
        'Exportez vos produits Shopify, générez les textes alternatifs de toutes vos images et réimportez le fichier : vos fiches deviennent accessibles.',
      keywords: 'Shopify texte alternatif, balise alt Shopify, SEO images Shopify',
    },
  },
  pricing: {
    fr: {
      title: 'Tarifs – Alt Optimizer',
      description:
        'Gratuit, Pro à 29 €/mois ou Agence à 149 €/mois. 14 jours d’essai gratuit, –50 % pour les associations et l’éducation, paiement par carte ou SEPA.',
      keywords: 'tarifs, prix, abonnement, texte alternatif, offre agence',
    },
  },
  blog: {
    fr: {
      title: 'Texte alternatif et conversions e-commerce',
      description:
        'Comment de bons textes alternatifs font gagner du trafic Google Images, des clics et des ventes, et vous mettent en conformité avant juin 2025.',
      keywords: 'texte alternatif e-commerce, conversions, SEO images, accessibilité, blog',
    },
  },
  admin: {
    fr: {
      title: 'Administration – Alt Optimizer',
      description: 'Espace d’administration : historique des traitements et statistiques.',
      keywords: 'admin',
    },
  },
} satisfies Record<string, Meta>;
