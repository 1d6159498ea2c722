import { defineMessages } from '../../i18n/index.ts';

export const pagePartsMessages = defineMessages({
  en: {
    backHome: '← Back to the generator',
    tryFree: 'Try for Free',
    faqTitle: 'Frequently asked questions',
    noCard: 'Free trial, no credit card required.',
  },
  fr: {
    backHome: '← Retour à l’accueil',
    tryFree: 'Essayer Gratuitement',
    faqTitle: 'Questions fréquentes',
    noCard: 'Essai gratuit, sans carte bancaire.',
  },
});
