import { defineMessages } from '../../i18n/index.ts';

export const apiDocsMessages = defineMessages({
  en: {
    title: 'REST API documentation',
    lead: 'Everything the web tool does is available over HTTP: send an image or a spreadsheet, follow the job, fetch the results and download the optimized file.',
    tocLabel: 'On this page',
    basicsTitle: 'Basics',
    basics: [
      'Base URL: your server, for example http://localhost:5000 when you run Alt Optimizer locally (npm start).',
      'Requests with files are multipart/form-data; other bodies are JSON. Responses are JSON except file downloads.',
      'The web tool calls below need no key. The public API v1 (at the end of this page) authenticates with an API key sent as Authorization: Bearer alto_…; your administrator creates it.',
      'Add language=en or language=fr to a form to choose the language of the alt text (otherwise the Accept-Language header decides).',
      'Optional keywords: a JSON list of up to 6 strings, each at most 30 characters, no duplicates.',
    ],
    limitsTitle: 'Rate limits',
    limitPlan: 'Plan',
    limitRequests: 'Requests',
    limits: [
      { plan: 'Free', requests: '100 requests per day' },
      { plan: 'Pro', requests: '10,000 requests per day' },
      { plan: 'Enterprise', requests: 'Custom' },
      { plan: 'Bulk (API key)', requests: 'No daily cap' },
      { plan: 'Bulk processing (spreadsheet rows)', requests: 'Up to 100,000 images per file' },
      { plan: 'Web tool, no key (per IP address)', requests: '30 images per minute, 30 spreadsheets per hour (server settings)' },
    ],
    endpointsTitle: 'Endpoints',
    exampleRequest: 'Example request',
    exampleResponse: 'Example response',
    descriptions: {
      analyze:
        'Generate one alt tag from an uploaded image (field image: PNG, JPG or WEBP, up to 10MB). Returns the alt tag (at most 125 characters), the image type, a confidence between 0 and 1, the processing time in seconds and needsReview (true when the alt should be checked by a person before publishing).',
      process:
        'Start a bulk job from an Excel (.xlsx) or CSV file up to 50MB (field file); a legacy .xls is refused with a 400. mode is complete (Product_ID, Title, Description, Shopify_URL) or simple (Shopify_URL only). Returns a jobId at once; rows are processed in the background.',
      progress:
        'Poll every 2 seconds while the job runs. status (the first field: the job’s own) is pending, processing, completed or failed; currentProduct.status is only the last row’s. estimatedTimeRemaining is in seconds.',
      results:
        'Once completed: totals, average alt length, processing time in seconds, quality metrics in percent, the number of rows to review (needsReviewCount), rows by status, the most common failure messages, and the first 100 rows in sheet order (limit: up to 500), each with needsReview. nextCursor reads the next page. 60 reads a minute per address.',
      rows: 'The next rows in sheet order, a page at a time: after is the nextCursor of the page before, limit 1 to 500 (100 by default), filter review, failed or all. The answer’s nextCursor is null on the last page. 60 reads a minute per address.',
      edit: 'Replace a generated alt tag (1 to 125 characters). Send the job’s editToken (from process-excel) in the x-edit-token header. The edit is saved and written into the downloaded file, and the row no longer needs review.',
      download:
        'The original spreadsheet with an added ALT column, saved as shopify-products-optimized.xlsx (CSV uploads come back as CSV).',
      templates: 'Templates for the complete and simple modes: the column headers and two example rows to replace with yours.',
      health: 'Liveness check for monitoring.',
    },
    errorsTitle: 'Errors',
    errorsText:
      'Any failure answers with a 4xx or 5xx status and a JSON body with success: false and a readable error message in the request language. Examples: 400 for a missing or invalid file, 413 for a file over the size limit, 404 for an unknown job, 429 when a rate limit is reached.',
    v1Link: 'Public API v1 (API keys)',
    flowTitle: 'A complete bulk run',
    flowText: 'Start the job, poll its progress until status is completed, then download the file:',
  },
  fr: {
    title: 'Documentation de l’API REST',
    lead: 'Tout ce que fait l’outil web est disponible en HTTP : envoyez une image ou un tableur, suivez le traitement, récupérez les résultats et téléchargez le fichier optimisé.',
    tocLabel: 'Sur cette page',
    basicsTitle: 'Principes',
    basics: [
      'URL de base : votre serveur, par exemple http://localhost:5000 quand vous lancez Alt Optimizer en local (npm start).',
      'Les requêtes avec fichier sont en multipart/form-data ; les autres corps sont en JSON. Les réponses sont en JSON, sauf les téléchargements.',
      'Les appels de l’outil web ci-dessous ne demandent pas de clé. L’API publique v1 (en fin de page) s’authentifie avec une clé d’API envoyée dans l’en-tête Authorization: Bearer alto_… ; votre administrateur la crée.',
      'Ajoutez language=fr ou language=en au formulaire pour choisir la langue du texte alternatif (sinon l’en-tête Accept-Language décide).',
      'Mots-clés facultatifs : une liste JSON de 6 chaînes au plus, 30 caractères maximum chacune, sans doublon.',
    ],
    limitsTitle: 'Limites d’utilisation',
    limitPlan: 'Offre',
    limitRequests: 'Requêtes',
    limits: [
      { plan: 'Gratuit', requests: '100 requêtes par jour' },
      { plan: 'Pro', requests: '10 000 requêtes par jour' },
      { plan: 'Entreprise', requests: 'Sur mesure' },
      { plan: 'Volume (clé d’API)', requests: 'Sans plafond quotidien' },
      { plan: 'Traitement en masse (lignes de tableur)', requests: 'Jusqu’à 100 000 images par fichier' },
      { plan: 'Outil web, sans clé (par adresse IP)', requests: '30 images par minute, 30 tableurs par heure (réglages du serveur)' },
    ],
    endpointsTitle: 'Points d’accès',
    exampleRequest: 'Exemple de requête',
    exampleResponse: 'Exemple de réponse',
    descriptions: {
      analyze:
        'Génère un texte alternatif à partir d’une image envoyée (champ image : PNG, JPG ou WEBP, 10 Mo maximum). Renvoie le texte (125 caractères maximum), le type d’image, un indice de confiance entre 0 et 1, la durée de traitement en secondes et needsReview (vrai quand le texte doit être vérifié par une personne avant publication).',
      process:
        'Lance un traitement à partir d’un fichier Excel (.xlsx) ou CSV de 50 Mo maximum (champ file) ; un ancien .xls est refusé (400). mode vaut complete (Product_ID, Title, Description, Shopify_URL) ou simple (Shopify_URL seule). Renvoie immédiatement un jobId ; les lignes sont traitées en arrière-plan.',
      progress:
        'À interroger toutes les 2 secondes pendant le traitement. status (le premier champ, celui du traitement) vaut pending, processing, completed ou failed ; currentProduct.status n’est que celui de la dernière ligne. estimatedTimeRemaining est en secondes.',
      results:
        'Une fois terminé\u202f: totaux, longueur moyenne des textes, durée en secondes, indicateurs de qualité en pourcentage, le nombre de lignes à vérifier (needsReviewCount), les lignes par statut, les messages d’échec les plus fréquents et les 100 premières lignes dans l’ordre du fichier (limit\u202f: jusqu’à 500), chacune avec needsReview. nextCursor donne accès à la page suivante. 60 lectures par minute et par adresse.',
      rows: 'Les lignes suivantes dans l’ordre du fichier, page par page\u202f: after est le nextCursor de la page précédente, limit de 1 à 500 (100 par défaut), filter vaut review, failed ou all. Le nextCursor de la réponse vaut null sur la dernière page. 60 lectures par minute et par adresse.',
      edit: 'Remplace un texte généré (1 à 125 caractères). Envoyez l’editToken de la tâche (renvoyé par process-excel) dans l’en-tête x-edit-token. La correction est enregistrée et reportée dans le fichier téléchargé, et la ligne n’est plus à vérifier.',
      download:
        'Le tableur d’origine avec une colonne ALT ajoutée, enregistré sous shopify-products-optimized.xlsx (un CSV importé revient en CSV).',
      templates: 'Modèles pour les modes complet et simple : les en-têtes de colonnes et deux lignes d’exemple à remplacer par les vôtres.',
      health: 'Vérification de disponibilité pour la supervision.',
    },
    errorsTitle: 'Erreurs',
    errorsText:
      'Tout échec répond avec un statut 4xx ou 5xx et un corps JSON contenant success: false et un message d’erreur lisible dans la langue de la requête. Exemples : 400 pour un fichier absent ou invalide, 413 pour un fichier trop lourd, 404 pour un traitement inconnu, 429 quand une limite est atteinte.',
    v1Link: 'API publique v1 (clés d’API)',
    flowTitle: 'Un traitement en masse complet',
    flowText: 'Lancez le traitement, interrogez sa progression jusqu’à ce que status vaille completed, puis téléchargez le fichier :',
  },
});
