import { defineMessages } from '../../../i18n/index.ts';

/** The audit mode's card among the tool's modes (in the tool's main chunk; the mode's screens are in its own). */
export const auditCardMessages = defineMessages({
  en: {
    title: 'Audit a Site',
    text: 'Check the images a page or a whole sitemap already has against RGAA 1.1–1.3 and WCAG 1.1.1, with a suggested ALT tag for each.',
    features: 'Page URL or sitemap|Verdict and reasons per image|HTML, CSV and PDF report',
  },
  fr: {
    title: 'Auditer un site',
    text: 'Vérifiez les images qu’une page ou tout un plan de site contient déjà au regard des critères RGAA 1.1 à 1.3 et WCAG 1.1.1, avec une balise ALT proposée pour chacune.',
    features: 'Adresse de page ou plan de site|Verdict et raisons par image|Rapport HTML, CSV et PDF',
  },
});
