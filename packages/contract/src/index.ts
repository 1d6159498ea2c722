export * from './limits.ts';
export * from './keywords.ts';
export * from './api.ts';
export * from './files.ts';
export * from './review.ts';
export * from './review-queue.ts';
export * from './api-v1/index.ts';
export * from './connectors/index.ts';
