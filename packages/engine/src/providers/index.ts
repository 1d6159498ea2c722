export { providerConfigFromEnv, engineName, PROVIDERS, DEFAULT_MODELS } from './config.ts';
export type { ProviderConfig, RemoteProviderConfig, LocalProviderConfig, ProviderName, RemoteProviderName } from './config.ts';
export { ProviderError } from './errors.ts';
export type { ProviderErrorKind } from './errors.ts';
export { generateAltWithProvider } from './generate-alt.ts';
export type { ProviderAnswer, ProviderRequest } from './generate-alt.ts';
export type { GroundingFacts } from './prompt.ts';
