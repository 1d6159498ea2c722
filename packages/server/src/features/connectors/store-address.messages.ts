import { defineErrors } from '../../core/errors/index.ts';

/**
 * A store typed at a private or intranet address (the code is in the contract's CONNECTOR_ERROR_CODES): worded as
 * the bulk report words an image URL refused for the same reason (issue 24 item 5), with the one setting that opens it.
 */
export const STORE_ADDRESS_ERRORS = defineErrors({
  connectorAddressPrivate: {
    status: 400,
    en: 'The store address {host} is a private or intranet address. Fetching private or intranet addresses is off for safety; only the server administrator can allow it (ALLOW_PRIVATE_IMAGE_URLS setting, for example ALLOW_PRIVATE_IMAGE_URLS=192.168.1.0/24 for one network)',
    fr: "L'adresse de la boutique {host} est une adresse privée ou intranet. La récupération d'adresses privées ou intranet est désactivée par sécurité ; seul l'administrateur du serveur peut l'autoriser (réglage ALLOW_PRIVATE_IMAGE_URLS, par exemple ALLOW_PRIVATE_IMAGE_URLS=192.168.1.0/24 pour un seul réseau)",
  },
});
