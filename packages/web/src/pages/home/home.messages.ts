import { defineMessages } from '../../i18n/index.ts';

export const homeMessages = defineMessages({
  en: {
    eyebrow: 'Vision AI · WCAG 2.1 AA · SEO',
    title: 'Generate SEO-friendly alt text for every image',
    lead: 'Upload one image or a whole product catalogue. Alt Optimizer looks at each picture, reads your product context and writes an accessible alt tag of 125 characters or less, in English or French.',
    cta: 'Start generating',
    ctaSecondary: 'See the CSV guide',
    statsLabel: 'Alt Optimizer in figures',
    stats: [
      { value: '10,000+', label: 'images processed' },
      { value: '+15%', label: 'conversions on optimised product pages' },
      { value: '80%', label: 'time saved versus writing by hand' },
      { value: '125', label: 'characters maximum per alt tag' },
    ],
    whyTitle: 'Why choose Alt Optimizer?',
    whyIntro: 'Alt text that describes what shoppers and screen-reader users actually need, at catalogue scale.',
    why: [
      {
        title: 'Vision first, context second',
        text: 'About 70% of each alt tag comes from what the image shows and 30% from your title, description and keywords, so it stays accurate.',
      },
      {
        title: 'Local vision models, or your own AI provider',
        text: 'Colours, people, text on packaging: the offline engine reads them on your server with no API key, or connect OpenAI, Anthropic, Google or a compatible server such as Ollama.',
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
        title: 'Whole catalogues at once',
        text: 'Upload an Excel or CSV file and get it back with an ALT column: 10,000+ product sheets in about an hour.',
      },
      {
        title: 'English and French',
        text: 'Natural alt text in both languages, written for your market rather than translated word for word.',
      },
    ],
  },
  fr: {
    eyebrow: 'IA visuelle · RGAA · WCAG 2.1 AA · SEO',
    title: 'Des textes alternatifs optimisés pour chacune de vos images',
    lead: 'Importez une image ou tout votre catalogue produits. Alt Optimizer analyse chaque visuel, lit le contexte de vos fiches et rédige une balise alt accessible de 125 caractères maximum, en français ou en anglais.',
    cta: 'Commencer maintenant',
    ctaSecondary: "Voir le guide d'import CSV",
    statsLabel: 'Alt Optimizer en chiffres',
    stats: [
      { value: '10 000+', label: 'images traitées' },
      { value: '+15 %', label: 'de conversions sur les fiches optimisées' },
      { value: '80 %', label: 'de temps gagné par rapport à la rédaction manuelle' },
      { value: '125', label: 'caractères maximum par balise alt' },
    ],
    whyTitle: 'Pourquoi choisir Alt Optimizer ?',
    whyIntro: "Des textes alternatifs utiles aux acheteurs comme aux utilisateurs de lecteurs d'écran, à l'échelle de votre catalogue.",
    why: [
      {
        title: "L'image d'abord, le contexte ensuite",
        text: "Environ 70 % de chaque balise alt vient de ce que montre l'image et 30 % de votre titre, description et mots-clés : le texte reste fidèle.",
      },
      {
        title: "Des modèles de vision locaux, ou votre fournisseur d'IA",
        text: "Couleurs, personnes, texte sur l'emballage : le moteur hors ligne les lit sur votre serveur sans clé d'API, ou branchez OpenAI, Anthropic, Google ou un serveur compatible comme Ollama.",
      },
      {
        title: 'Pensé pour le SEO des images',
        text: "Jusqu'à 6 mots-clés de votre choix intégrés naturellement, sans bourrage. Chaque balise reste sous les 125 caractères.",
      },
      {
        title: 'Conforme RGAA et WCAG 2.1 AA',
        text: 'Des alternatives pertinentes pour les images informatives, pour répondre aux critères du RGAA 4.1.2 et au critère WCAG 1.1.1.',
      },
      {
        title: 'Des catalogues entiers',
        text: 'Importez un fichier Excel ou CSV et récupérez-le avec une colonne ALT : plus de 10 000 fiches produits en une heure environ.',
      },
      {
        title: 'Français et anglais',
        text: 'Des textes naturels dans les deux langues, rédigés pour votre marché plutôt que traduits mot à mot.',
      },
    ],
  },
});
