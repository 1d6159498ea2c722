export * from './plans.ts';
export * from './alt-text.ts';
export * from './jobs.ts';
export * from './api-keys.ts';
export * from './errors.ts';
export * from './openapi.ts';
export * from './examples.ts';
