import { defineMessages } from '../../i18n/index.ts';

export const supportMessages = defineMessages({
  en: {
    title: 'Support center',
    lead: 'Questions about a file, an alt tag or the API? We are here to help.',
    contactTitle: 'Contact us',
    emailTitle: 'Email',
    emailText: 'Write to us any time. We reply within 24 hours, usually much sooner during opening hours.',
    emailCta: 'Send an email',
    chatTitle: 'Talk to the team',
    chatText: 'There is no chat window on this site: write to the team and a person answers you by email within 24 hours.',
    chatCta: 'Email the team',
    chatSubject: 'Question for the support team',
    hoursLabel: 'Hours:',
    hours: '9AM-5PM EST, Monday to Friday',
    replyLabel: 'Email reply:',
    reply: 'within 24 hours',
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        question: 'Is there a limit on how many images I can process in bulk?',
        answer:
          'No plan limit: customers process catalogs of 50,000+ images. One file holds up to 100,000 images by default (a self-hosted server can raise it) and can be up to 50MB.',
      },
      {
        question: 'Which image formats are supported?',
        answer: 'PNG, JPG and WEBP up to 10MB for single images. In spreadsheets, image URLs may point to PNG, JPG, WEBP or GIF files.',
      },
      {
        question: 'Why is my alt tag shorter than 125 characters?',
        answer:
          '125 characters is a maximum, not a target. Screen readers read alt text in one go, so we keep it as short as the image allows.',
      },
      {
        question: 'Can I choose the words used?',
        answer: 'Yes. Add up to 6 keywords of 30 characters or less; they are used where they match what the image shows.',
      },
      {
        question: 'Some rows failed. What now?',
        answer:
          'Open the full report: each failed row says why (image not reachable, not an image, too large). Fix the URL and run those rows again.',
      },
      {
        question: 'Do you offer an API?',
        answer: 'Yes, a REST API with the same features as the web tool. See the API documentation for endpoints and curl examples.',
      },
    ],
    moreTitle: 'Guides',
    csvLink: 'CSV and Excel import guide',
    csvText: 'Prepare a spreadsheet and process a whole catalog.',
    apiLink: 'API documentation',
    apiText: 'Endpoints, examples and rate limits for developers.',
  },
  fr: {
    title: 'Centre d’aide',
    lead: 'Une question sur un fichier, un texte alternatif ou l’API ? Nous sommes là pour vous aider.',
    contactTitle: 'Nous contacter',
    emailTitle: 'E-mail',
    emailText: 'Écrivez-nous à tout moment. Nous répondons sous 24 heures, en général bien plus vite pendant les heures d’ouverture.',
    emailCta: 'Envoyer un e-mail',
    chatTitle: 'Parler à l’équipe',
    chatText: 'Ce site n’a pas de fenêtre de chat : écrivez à l’équipe et une personne vous répond par e-mail sous 24 heures.',
    chatCta: 'Écrire à l’équipe',
    chatSubject: 'Question pour l’équipe support',
    hoursLabel: 'Horaires :',
    hours: '9h-17h, heure de New York (EST), du lundi au vendredi',
    replyLabel: 'Réponse par e-mail :',
    reply: 'sous 24 heures',
    faqTitle: 'Questions fréquentes',
    faq: [
      {
        question: 'Le nombre d’images traitées en masse est-il limité ?',
        answer:
          'Aucune limite liée à l’offre : nos clients traitent des catalogues de plus de 50 000 images. Un fichier contient jusqu’à 100 000 images par défaut (un serveur auto-hébergé peut relever ce plafond) et peut peser jusqu’à 50 Mo.',
      },
      {
        question: 'Quels formats d’image sont acceptés ?',
        answer:
          'PNG, JPG et WEBP jusqu’à 10 Mo pour une image seule. Dans les tableurs, les URL peuvent pointer vers des fichiers PNG, JPG, WEBP ou GIF.',
      },
      {
        question: 'Pourquoi mon texte fait-il moins de 125 caractères ?',
        answer:
          '125 caractères est un maximum, pas un objectif. Les lecteurs d’écran lisent le texte d’un trait : nous le gardons aussi court que l’image le permet.',
      },
      {
        question: 'Puis-je choisir les mots utilisés ?',
        answer:
          'Oui. Ajoutez jusqu’à 6 mots-clés de 30 caractères maximum ; ils sont utilisés quand ils correspondent à ce que montre l’image.',
      },
      {
        question: 'Certaines lignes ont échoué. Que faire ?',
        answer:
          'Ouvrez le rapport complet : chaque ligne en échec indique la cause (image inaccessible, fichier qui n’est pas une image, image trop lourde). Corrigez l’URL et relancez ces lignes.',
      },
      {
        question: 'Proposez-vous une API ?',
        answer:
          'Oui, une API REST avec les mêmes fonctions que l’outil web. Consultez la documentation de l’API pour les points d’accès et des exemples curl.',
      },
    ],
    moreTitle: 'Guides',
    csvLink: 'Guide d’import CSV et Excel',
    csvText: 'Préparez un tableur et traitez tout un catalogue.',
    apiLink: 'Documentation de l’API',
    apiText: 'Points d’accès, exemples et limites pour les développeurs.',
  },
});
