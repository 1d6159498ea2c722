/** See api-schemas.ts: the schemas (and zod) load on first use, then come from the module cache. */
export const loadSchemas = () => import('./api-schemas.ts');
