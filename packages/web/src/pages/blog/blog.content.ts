/** The French blog article (spec section 2): category E-commerce, 15 min, 1 October 2025. */
export const blogContent = {
  category: 'E-commerce',
  readingTime: '15 min de lecture',
  dateIso: '2025-10-01',
  dateLabel: '1er octobre 2025',
  title: 'Texte alternatif : le levier oublié des conversions e-commerce',
  lead: 'Les textes alternatifs sont souvent vus comme une contrainte d’accessibilité. Bien rédigés, ils apportent aussi du trafic, des clics et des ventes. Tour d’horizon chiffré et méthode pour les déployer sur tout un catalogue.',
  sections: [
    {
      heading: 'Ce qu’est (vraiment) un texte alternatif',
      paragraphs: [
        'Le texte alternatif, ou attribut alt, est la description textuelle d’une image. Il est lu par les lecteurs d’écran des personnes aveugles ou malvoyantes, affiché quand l’image ne se charge pas, et utilisé par les moteurs de recherche pour comprendre ce que montre la photo.',
        'Sur une boutique en ligne, la photo est souvent le premier argument de vente. Sans alternative, un client aveugle ne sait pas si la chemise est bleu marine ou noire, et Google Images ne sait pas qu’il s’agit d’une chemise en lin.',
      ],
    },
    {
      heading: 'Un enjeu de trafic : Google Images',
      paragraphs: [
        'La recherche d’images représente une part importante des recherches de produits, en particulier dans la mode, la décoration et la beauté. Pour classer une image, les moteurs s’appuient sur son contexte, son nom de fichier et surtout son texte alternatif.',
        'Les marchands qui complètent leurs textes alternatifs constatent jusqu’à 70 % de clics en plus sur leurs images et un taux de clic amélioré d’environ 10 % dans les résultats de recherche : des visites qualifiées, arrivant directement sur la fiche produit.',
      ],
    },
    {
      heading: 'Un enjeu de conversion',
      paragraphs: [
        'Une fiche accessible est une fiche plus claire pour tout le monde. Les clients qui utilisent un lecteur d’écran peuvent enfin acheter en autonomie, et les autres profitent d’images qui s’affichent avec une description même sur une connexion lente.',
        'Sur les catalogues que nous avons accompagnés, des textes alternatifs complets et précis s’accompagnent d’environ 15 % de conversions en plus sur les fiches concernées.',
      ],
    },
    {
      heading: 'Un enjeu légal depuis juin 2025',
      paragraphs: [
        'Depuis juin 2025, les entreprises de plus de 10 salariés ou réalisant plus de 2 millions d’euros de chiffre d’affaires doivent rendre leurs services numériques accessibles, sites marchands compris. Le référentiel est le RGAA 4.1.2, aligné sur les WCAG 2.1 niveau AA.',
        'Le non-respect expose à une amende de 50 000 euros par service non conforme, renouvelable tous les 6 mois. Or seuls 2,4 % des sites publics sont aujourd’hui totalement conformes : le chantier est immense, et les images sont l’une des premières causes de non-conformité.',
      ],
    },
    {
      heading: 'Ce qui fait un bon texte alternatif produit',
      paragraphs: [
        'Décrire ce que montre l’image, pas ce que l’on voudrait vendre : « Bottine en cuir marron avec zip latéral et petit talon » plutôt que « Chaussure tendance pas chère livraison gratuite ».',
        'Aller à l’essentiel : le produit, puis la couleur, la matière, la forme, le détail qui le distingue. 125 caractères suffisent presque toujours.',
        'Éviter les formules inutiles (« image de », « photo de ») et les noms de fichiers. Intégrer un mot-clé seulement s’il décrit réellement l’image.',
        'Adapter au type de visuel : un packshot décrit le produit, une photo portée mentionne le mannequin, une photo d’ambiance situe la scène.',
      ],
    },
    {
      heading: 'Passer à l’échelle du catalogue',
      paragraphs: [
        'Rédiger à la main un texte par image prend environ une minute : plus de 160 heures pour 10 000 images. C’est la raison pour laquelle tant de catalogues restent sans alternative.',
        'Avec Alt Optimizer, vous exportez vos produits, importez le fichier, et récupérez une colonne ALT remplie : plus de 10 000 fiches produits en une heure environ, soit 80 % de temps gagné. L’analyse repose à 70 % sur l’image et à 30 % sur le contexte produit (titre, description, mots-clés) pour rester fidèle à ce que voit le client.',
        'Il reste à relire : le rapport de traitement signale les lignes en échec et vous permet de corriger un texte avant de télécharger le fichier final.',
      ],
    },
    {
      heading: 'En résumé',
      paragraphs: [
        'Le texte alternatif est l’une des rares optimisations qui servent à la fois l’accessibilité, le référencement et la conversion. Le traiter à l’échelle du catalogue n’est plus un projet de plusieurs mois : c’est un après-midi.',
      ],
    },
  ],
  ctaTitle: 'Testez sur vos propres images',
  ctaText: 'Générez vos premiers textes alternatifs gratuitement, sans carte bancaire.',
  ctaButton: 'Essayer Gratuitement',
  breadcrumbLabel: 'Fil d’Ariane',
  blogLabel: 'Blog',
} as const;
