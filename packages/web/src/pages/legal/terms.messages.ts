import { defineMessages } from '../../i18n/index.ts';

export const termsMessages = defineMessages({
  en: {
    title: 'Terms of service',
    updated: 'Last updated: 1 October 2025',
    intro: 'These terms govern your use of the Alt Optimizer website, web tool and REST API. By using them you accept these terms.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Alt Optimizer generates alternative text for images, from single uploads or from spreadsheets listing image URLs, and returns it on screen, in a downloadable file or through the API. Generated text is limited to 125 characters.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep all rights to the images, spreadsheets and text you send. You give us permission to process them only to provide the service. You confirm you have the right to use the images and that they contain nothing unlawful.',
          'The alt text generated for you is yours to use without restriction.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use the service to process content you have no right to, to attack or overload it, to bypass rate limits or to send URLs that point to private networks. We may suspend access that puts the service or other users at risk.',
        ],
      },
      {
        heading: 'Plans and payment',
        paragraphs: [
          'The free plan needs no credit card. Paid plans are billed monthly in advance; changes of plan are prorated immediately. Published API rate limits apply per plan (Free 100 requests per day, Pro 10,000 per day, Enterprise on agreement).',
        ],
      },
      {
        heading: 'Quality of results',
        paragraphs: [
          'Alt text is produced by an automated vision model. It is usually accurate but can be wrong or incomplete; review it before publishing, especially where accuracy matters for accessibility compliance. Alt Optimizer helps you meet WCAG and RGAA but does not by itself make a website compliant.',
        ],
      },
      {
        heading: 'Availability and liability',
        paragraphs: [
          'We aim for continuous availability but do not guarantee it. To the extent permitted by law, our liability is limited to the amounts you paid in the 12 months before the claim, and we are not liable for indirect losses.',
        ],
      },
      {
        heading: 'Ending the service',
        paragraphs: [
          'You can stop using the service at any time. We may end a free account with notice, or immediately in case of serious breach of these terms.',
        ],
      },
      {
        heading: 'Law',
        paragraphs: ['These terms are governed by French law. Consumers keep the protection of the law of their country of residence.'],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation',
    updated: 'Dernière mise à jour : 1er octobre 2025',
    intro:
      'Ces conditions régissent l’utilisation du site, de l’outil web et de l’API REST Alt Optimizer. En les utilisant, vous acceptez ces conditions.',
    sections: [
      {
        heading: 'Le service',
        paragraphs: [
          'Alt Optimizer génère des textes alternatifs pour des images, à partir d’imports uniques ou de tableurs listant des URL d’images, et les restitue à l’écran, dans un fichier téléchargeable ou via l’API. Les textes générés sont limités à 125 caractères.',
        ],
      },
      {
        heading: 'Vos contenus',
        paragraphs: [
          'Vous conservez tous vos droits sur les images, tableurs et textes transmis. Vous nous autorisez à les traiter uniquement pour fournir le service. Vous garantissez disposer des droits sur les images et qu’elles ne contiennent rien d’illicite.',
          'Les textes alternatifs générés pour vous sont librement utilisables par vous.',
        ],
      },
      {
        heading: 'Usage autorisé',
        paragraphs: [
          'N’utilisez pas le service pour traiter des contenus sur lesquels vous n’avez pas de droits, pour l’attaquer ou le surcharger, pour contourner les limites d’utilisation ou pour envoyer des URL pointant vers des réseaux privés. Nous pouvons suspendre un accès qui met en danger le service ou ses utilisateurs.',
        ],
      },
      {
        heading: 'Offres et paiement',
        paragraphs: [
          'L’offre gratuite ne demande aucune carte bancaire. Les offres payantes sont facturées mensuellement à l’avance ; les changements d’offre sont proratisés immédiatement. Paiement par carte bancaire française ou virement SEPA. Les limites d’utilisation de l’API publiées s’appliquent selon l’offre.',
        ],
      },
      {
        heading: 'Qualité des résultats',
        paragraphs: [
          'Les textes sont produits par un modèle de vision automatique. Ils sont en général exacts mais peuvent être erronés ou incomplets : relisez-les avant publication, en particulier pour la conformité à l’accessibilité. Alt Optimizer vous aide à respecter le RGAA et les WCAG mais ne rend pas à lui seul un site conforme.',
        ],
      },
      {
        heading: 'Disponibilité et responsabilité',
        paragraphs: [
          'Nous visons une disponibilité continue sans la garantir. Dans les limites permises par la loi, notre responsabilité est limitée aux sommes payées au cours des 12 mois précédant la réclamation, et nous ne répondons pas des préjudices indirects.',
        ],
      },
      {
        heading: 'Fin du service',
        paragraphs: [
          'Vous pouvez cesser d’utiliser le service à tout moment. Nous pouvons clore un compte gratuit avec préavis, ou immédiatement en cas de manquement grave à ces conditions.',
        ],
      },
      {
        heading: 'Droit applicable',
        paragraphs: [
          'Ces conditions sont soumises au droit français. Les consommateurs conservent la protection de la loi de leur pays de résidence.',
        ],
      },
    ],
  },
});
