import { SUPPORT_EMAIL } from '../../seo/site.ts';

/** /fr/tarifs is French only (spec section 2); figures from spec section 9. */
export const pricingContent = {
  title: 'Tarifs',
  lead: 'Commencez gratuitement, passez à Pro quand vos catalogues grandissent. Sans engagement, sans carte bancaire pour démarrer.',
  perMonth: '/mois',
  popular: 'Le plus choisi',
  plans: [
    {
      id: 'gratuit',
      name: 'Gratuit',
      price: '0 €',
      summary: 'Pour découvrir Alt Optimizer sur quelques images.',
      features: ['25 images par mois', 'Analyse image par image', 'Jusqu’à 6 mots-clés', 'Textes en français et en anglais'],
      excluded: ['Pas de traitement en masse', 'Pas d’import CSV'],
      cta: 'Essayer Gratuitement',
      contact: false,
    },
    {
      id: 'pro',
      name: 'Pro',
      price: '29 €',
      summary: 'Pour les boutiques qui gèrent un vrai catalogue.',
      features: [
        '500 images par mois',
        'Traitement en masse',
        'Import CSV et Excel',
        'Intégrations PrestaShop, WooCommerce, Shopify',
        'Accès à l’API',
        'Support prioritaire',
        '14 jours d’essai gratuit',
      ],
      excluded: [],
      cta: 'Démarrer l’essai gratuit',
      contact: false,
    },
    {
      id: 'agence',
      name: 'Agence',
      price: '149 €',
      summary: 'Pour les agences et les grands comptes multi-sites.',
      features: [
        '5 000 images par mois',
        'Portail multi-clients',
        'Marque blanche',
        'API illimitée',
        'Formation RGAA',
        'Interlocuteur dédié',
      ],
      excluded: [],
      cta: 'Nous contacter',
      contact: true,
    },
  ],
  contactHref: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Offre Agence Alt Optimizer')}`,
  includedLabel: 'Inclus',
  excludedLabel: 'Non inclus',
  discountTitle: '–50 % pour les associations et l’éducation',
  discountText:
    'Associations, établissements scolaires et universités bénéficient de 50 % de remise sur toutes les offres payantes. Écrivez-nous avec un justificatif.',
  faqTitle: 'Questions sur les offres',
  faq: [
    {
      question: 'Puis-je changer d’offre à tout moment ?',
      answer: 'Oui. Le changement est immédiat et calculé au prorata de la période en cours.',
    },
    {
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer: 'Les cartes bancaires françaises (CB, Visa, Mastercard) et le virement SEPA.',
    },
    {
      question: 'L’essai gratuit demande-t-il une carte bancaire ?',
      answer: 'Non. L’offre Gratuit et les 14 jours d’essai de l’offre Pro démarrent sans carte bancaire.',
    },
    {
      question: 'Que se passe-t-il si je dépasse mon quota mensuel ?',
      answer: 'Nous vous prévenons avant la limite ; vous pouvez passer à l’offre supérieure ou attendre le mois suivant.',
    },
  ],
} as const;
