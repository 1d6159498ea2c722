import { defineMessages } from '../../i18n/index.ts';

export const privacyMessages = defineMessages({
  en: {
    title: 'Privacy policy',
    updated: 'Last updated: 1 October 2025',
    intro:
      'This policy explains what Alt Optimizer does with the images, spreadsheets and other information you send us, and the rights you have over them.',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'Alt Optimizer is the data controller for the information processed through this website and API. You can reach us at support@alt-optimizer.com.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Images you upload for single analysis; spreadsheets you upload for bulk processing and the rows they contain (product identifiers, titles, descriptions and image URLs); the images we download from those URLs; the keywords you add; the alt text we generate and any edits you make.',
          'Technical data needed to run the service: IP address, browser type and request logs, kept for security and troubleshooting. We do not use advertising trackers.',
          'Your language preference is stored in your own browser (local storage), not on our servers.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'Only to provide the service you ask for: analyzing images, writing alt text, producing the optimized spreadsheet and reporting on processing. Legal basis: performance of the service you requested (GDPR article 6(1)(b)) and our legitimate interest in keeping it secure (article 6(1)(f)).',
          'Your images and catalogs are not sold, and are not used to train third-party models.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Single images are analyzed to produce the alt text and are not kept in a library. Bulk jobs (the uploaded file, the results and the optimized file) are kept on the server so you can download them again, until you ask us to delete them. Server logs are rotated and kept for a limited time.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Our team, when needed to run or support the service, and our hosting providers acting on our instructions under data-processing agreements.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask to access, correct, export or delete your data, or object to its processing, by writing to support@alt-optimizer.com. We answer within one month. You may also complain to your data-protection authority (in France, the CNIL).',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Connections are encrypted, uploads are checked for type and size, image URLs are fetched with protections against requests to private networks, and access to the back office is password-protected.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We will update this page if our practices change and show the date of the last update at the top.'],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : 1er octobre 2025',
    intro:
      'Cette politique explique ce qu’Alt Optimizer fait des images, tableurs et autres informations que vous nous transmettez, et les droits dont vous disposez.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Alt Optimizer est responsable des données traitées via ce site et son API. Vous pouvez nous écrire à support@alt-optimizer.com.',
        ],
      },
      {
        heading: 'Données collectées',
        paragraphs: [
          'Les images que vous importez pour une analyse unique ; les tableurs que vous importez pour un traitement en masse et leurs lignes (références, titres, descriptions et URL d’images) ; les images que nous téléchargeons depuis ces URL ; vos mots-clés ; les textes alternatifs générés et vos corrections.',
          'Les données techniques nécessaires au service : adresse IP, type de navigateur et journaux de requêtes, conservés pour la sécurité et le diagnostic. Nous n’utilisons aucun traceur publicitaire.',
          'Votre préférence de langue est enregistrée dans votre propre navigateur (stockage local), pas sur nos serveurs.',
        ],
      },
      {
        heading: 'Finalités',
        paragraphs: [
          'Uniquement fournir le service demandé : analyser les images, rédiger les textes alternatifs, produire le tableur optimisé et rendre compte du traitement. Base légale : l’exécution du service demandé (article 6.1.b du RGPD) et notre intérêt légitime à en assurer la sécurité (article 6.1.f).',
          'Vos images et catalogues ne sont pas vendus et ne servent pas à entraîner des modèles tiers.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les images uniques sont analysées pour produire le texte alternatif et ne sont pas conservées dans une bibliothèque. Les traitements en masse (fichier importé, résultats et fichier optimisé) sont conservés sur le serveur pour que vous puissiez les télécharger à nouveau, jusqu’à ce que vous en demandiez la suppression. Les journaux serveur sont renouvelés et conservés pour une durée limitée.',
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          'Notre équipe, lorsque c’est nécessaire au fonctionnement ou au support, et nos hébergeurs agissant sur nos instructions dans le cadre de contrats de sous-traitance.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander l’accès, la rectification, la portabilité ou l’effacement de vos données, ou vous opposer à leur traitement, en écrivant à support@alt-optimizer.com. Nous répondons sous un mois. Vous pouvez aussi saisir la CNIL.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Les connexions sont chiffrées, les fichiers importés sont contrôlés (type et taille), les URL d’images sont récupérées avec des protections contre l’accès aux réseaux privés, et l’espace d’administration est protégé par mot de passe.',
        ],
      },
      {
        heading: 'Modifications',
        paragraphs: [
          'Nous mettrons cette page à jour si nos pratiques évoluent et indiquerons en tête la date de la dernière modification.',
        ],
      },
    ],
  },
});
