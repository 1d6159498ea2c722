/**
 * The API key answers' schemas, loaded with the first API key call (like lib/api-schemas.ts): importing the contract's
 * index dynamically would make the whole contract, zod included, part of the entry chunk.
 */
export { apiKeyCreatedResponseSchema, apiKeyListResponseSchema, apiKeyRevokedResponseSchema } from '@alt-optimizer/contract';
