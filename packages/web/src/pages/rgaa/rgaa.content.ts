/**
 * French-only page (spec section 2: /fr/guide-rgaa has no English twin), so its copy is a plain French
 * object rather than an EN/FR dictionary.
 */
export const rgaaContent = {
  eyebrow: 'Guide RGAA 4.1.2',
  title: 'Images et accessibilité : le guide des critères RGAA 1.1 à 1.3',
  lead: 'Le RGAA consacre sa première thématique aux images. Voici ce que disent les critères 1.1, 1.2 et 1.3, comment les appliquer à une boutique en ligne et ce qu’ils impliquent au regard des WCAG 2.1 niveau AA.',
  contextTitle: 'Pourquoi maintenant ?',
  context: [
    { value: 'Juin 2025', label: 'entrée en vigueur de l’obligation pour le secteur privé' },
    { value: '50 000 €', label: 'd’amende par service non conforme, renouvelable tous les 6 mois' },
    { value: '2,4 %', label: 'des sites publics seulement sont totalement conformes' },
    { value: '> 10 salariés', label: 'ou plus de 2 M€ de chiffre d’affaires : votre entreprise est concernée' },
  ],
  criteria: [
    {
      id: '1.1',
      title: 'Critère 1.1 – Chaque image porteuse d’information a-t-elle une alternative textuelle ?',
      body: [
        'Une image est porteuse d’information quand elle apporte un contenu que le texte voisin ne donne pas : une photo produit, un graphique, un pictogramme cliquable, un texte en image.',
        'Elle doit avoir une alternative : l’attribut alt pour une balise img, aria-label ou aria-labelledby pour une image ARIA (role="img"), un élément title pour un SVG.',
        'Sur une fiche produit, chaque photo du produit est informative : elle montre la couleur, la matière, la coupe. Une image sans attribut alt est une non-conformité.',
      ],
      example: '<img src="bottine.jpg" alt="Bottine en cuir marron avec zip latéral et petit talon">',
    },
    {
      id: '1.2',
      title: 'Critère 1.2 – Chaque image de décoration est-elle correctement ignorée par les technologies d’assistance ?',
      body: [
        'Une image décorative n’apporte aucune information : motif de fond, séparateur, photo d’ambiance purement illustrative à côté d’un texte qui dit déjà tout.',
        'Elle doit être ignorée : alt vide (alt="") sur une balise img, aria-hidden="true" sur un SVG, ou image placée en CSS. Une alternative non vide sur une image décorative fait entendre du bruit aux utilisateurs de lecteurs d’écran.',
        'Alt Optimizer classe chaque image (packshot, portée, ambiance, détail, texte, décorative) : une image jugée décorative vous est signalée pour que vous choisissiez un alt vide.',
      ],
      example: '<img src="separateur.png" alt="">',
    },
    {
      id: '1.3',
      title: 'Critère 1.3 – Chaque alternative d’image porteuse d’information est-elle pertinente ?',
      body: [
        'Avoir un alt ne suffit pas : il doit transmettre la même information que l’image, sans « image de » ni nom de fichier (« IMG_2041.jpg »), et rester court.',
        'Une alternative pertinente décrit ce qui compte dans le contexte : sur une fiche produit, le produit, sa couleur, sa matière et ses détails distinctifs. Pour un lien-image, elle indique la destination.',
        'Alt Optimizer limite chaque texte à 125 caractères, évite les formules creuses et intègre vos mots-clés seulement lorsqu’ils décrivent réellement l’image.',
      ],
      example: '<a href="/panier"><img src="panier.svg" alt="Voir mon panier"></a>',
    },
  ],
  exampleLabel: 'Exemple de code :',
  wcagTitle: 'Et les WCAG 2.1 niveau AA ?',
  wcag: [
    'Le RGAA est la méthode française pour vérifier la conformité aux WCAG 2.1 niveau AA, la norme internationale reprise par la norme européenne EN 301 549.',
    'Les critères 1.1 à 1.3 du RGAA déclinent le critère de succès WCAG 1.1.1 « Contenu non textuel » (niveau A) : tout contenu non textuel a une alternative textuelle qui remplit la même fonction, sauf s’il est purement décoratif.',
    'Viser le niveau AA implique d’autres critères autour des images, par exemple 1.4.5 « Texte sous forme d’image » : préférez du vrai texte au texte incrusté dans les visuels.',
  ],
  methodTitle: 'Une méthode en quatre étapes pour votre catalogue',
  method: [
    'Exportez la liste de vos images produits (export Shopify, WooCommerce ou PrestaShop).',
    'Générez les alternatives avec Alt Optimizer en mode catalogue complet pour profiter du contexte produit.',
    'Relisez le rapport, corrigez si besoin directement dans le tableau, et repérez les images décoratives.',
    'Réimportez le fichier et conservez le rapport pour votre déclaration d’accessibilité.',
  ],
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      question: 'Mon entreprise est-elle concernée par le RGAA ?',
      answer:
        'Depuis juin 2025, les entreprises privées de plus de 10 salariés ou réalisant plus de 2 millions d’euros de chiffre d’affaires doivent rendre accessibles les services numériques qu’elles proposent aux consommateurs, dont les sites d’e-commerce.',
    },
    {
      question: 'Quelle sanction en cas de non-conformité ?',
      answer:
        'Une amende pouvant aller jusqu’à 50 000 euros par service non conforme, renouvelable tous les 6 mois tant que la situation persiste.',
    },
    {
      question: 'Une image produit peut-elle avoir un alt vide ?',
      answer:
        'Non, une photo produit est porteuse d’information (critère 1.1) : elle doit avoir une alternative pertinente (critère 1.3). Le alt vide est réservé aux images décoratives (critère 1.2).',
    },
    {
      question: 'Quelle longueur pour un texte alternatif ?',
      answer:
        'Le RGAA ne fixe pas de longueur, mais une alternative doit rester concise. Nous limitons chaque texte à 125 caractères ; une information longue (graphique détaillé) se place dans une description adjacente.',
    },
  ],
} as const;
