import { PAID_PROVIDERS, type AiProvider } from '@alt-optimizer/contract';
import { parseProviderConfig, type ProviderConfig, type ProviderName } from '@alt-optimizer/engine/provider-config';
import { AppError } from '../../core/errors/index.ts';
import { ENGINE_SETTINGS_ERRORS } from './messages.ts';

// The contract's list (shared with the web form) and the engine's list (ALT_AI_PROVIDER) name the same providers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const providersAgree: Same<AiProvider, ProviderName> = true;
void providersAgree;

export interface ProviderChoice {
  provider: AiProvider;
  model: string | null;
  baseUrl: string | null;
}

export const isPaid = (provider: AiProvider): boolean => PAID_PROVIDERS.includes(provider);

/**
 * The engine's provider config for what the administrator chose. The rules are the ALT_AI_* ones (the engine's own
 * parser decides, with its timeouts and retries), checked first here so the admin reads them in French, not as
 * variable names. Throws settingsInvalid.
 */
export function providerConfigFor(choice: ProviderChoice, apiKey: string | null): ProviderConfig {
  if (choice.provider === 'local') {
    return { provider: 'local' };
  }
  const missing: string[] = [];
  if (choice.provider === 'openai-compatible' && !choice.baseUrl) {
    missing.push('URL de base requise pour un serveur compatible OpenAI (ex. http://localhost:11434/v1 pour Ollama)');
  }
  if (choice.provider === 'openai-compatible' && !choice.model) {
    missing.push('nom du modèle requis pour un serveur compatible OpenAI');
  }
  if (isPaid(choice.provider) && !apiKey) {
    missing.push(`clé d’API requise pour ${choice.provider}`);
  }
  if (choice.baseUrl && !/^https?:\/\/[^\s]+$/i.test(choice.baseUrl)) {
    missing.push('l’URL de base doit commencer par http:// ou https://');
  }
  if (missing.length > 0) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.settingsInvalid, { detail: missing.join(' ; ') });
  }
  const parsed = parseProviderConfig({
    ALT_AI_PROVIDER: choice.provider,
    ALT_AI_MODEL: choice.model ?? undefined,
    ALT_AI_BASE_URL: choice.baseUrl ?? undefined,
    ALT_AI_API_KEY: apiKey ?? undefined,
  });
  if (!parsed.ok) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.settingsInvalid, { detail: parsed.issues.join(' ; ') });
  }
  return parsed.config;
}
