export * from './platforms.ts';
export * from './connections.ts';
export * from './runs.ts';
export * from './publications.ts';
