import { engineSettingsInputSchema, type AiProvider, type EngineInfo, type EngineSettings } from '@alt-optimizer/contract';
import type { ProviderConfig } from '@alt-optimizer/engine/provider-config';
import type { AppDeps } from '../../core/deps.ts';
import { EngineSwitch } from '../../core/engine-switch.ts';
import { AppError } from '../../core/errors/index.ts';
import { SecretBox } from '../../core/secrets/secret-box.ts';
import { outboundPolicy } from '../../core/net/outbound.ts';
import { readSavedSettings, saveSettings } from './engine-settings.repository.ts';
import type { EngineSettingsRow } from './engine-settings.table.ts';
import { keyGoesTo, openBoundKey, sealBoundKey, type KeyTarget } from './key-binding.ts';
import { ENGINE_SETTINGS_ERRORS } from './messages.ts';
import { isPaid, providerConfigFor, type ProviderChoice } from './provider-settings.ts';

export type SettingsDeps = Pick<AppDeps, 'db' | 'config' | 'engine' | 'logger' | 'resolve'>;

/** ALT_AI_PROVIDER names a vision model: the environment decides, the dashboard shows it read-only. */
const fromEnv = (deps: SettingsDeps): boolean => deps.config.engine.provider.provider !== 'local';

/** The provider answering now (the switch knows it; an engine built by hand runs what the environment says). */
function runningProvider(deps: SettingsDeps): ProviderConfig {
  return deps.engine instanceof EngineSwitch ? deps.engine.provider : deps.config.engine.provider;
}

function secretBox(deps: SettingsDeps): SecretBox | null {
  return deps.config.secretKey ? new SecretBox(deps.config.secretKey) : null;
}

/** The stored key and where it may go (key-binding.ts), or null when none is stored. */
function openStoredKey(deps: SettingsDeps, saved: EngineSettingsRow | null): ReturnType<typeof openBoundKey> | null {
  if (!saved?.apiKeySealed) {
    return null;
  }
  const box = secretBox(deps);
  try {
    if (!box) {
      throw new Error('no CONNECTOR_SECRET_KEY');
    }
    return openBoundKey(box.open(saved.apiKeySealed), saved);
  } catch (error) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.keyUnreadable, {}, { cause: error });
  }
}

/** The stored key for `target`, refused (keyBoundToUrl) when it was saved for another provider or base URL. */
function storedKeyFor(deps: SettingsDeps, saved: EngineSettingsRow | null, target: KeyTarget): string | null {
  const stored = openStoredKey(deps, saved);
  if (!stored) {
    return null;
  }
  if (!keyGoesTo(stored, target)) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.keyBoundToUrl);
  }
  return stored.key;
}

/**
 * The AI base URL an administrator types goes through the server's one outbound policy (core/net/outbound.ts): its
 * host and every address it resolves to must pass, as for catalogue images, webhooks and stores. A base URL set in
 * the environment (ALT_AI_BASE_URL) is the operator's and is not judged.
 */
/** Connecting to the provider may take this long; the call's own timeout (ALT_AI_TIMEOUT_MS) bounds the rest. */
const PROVIDER_CONNECT_TIMEOUT_MS = 10_000;
/** Headers and body: the call's own abort (ALT_AI_TIMEOUT_MS) ends it first; this only bounds a stuck socket. */
const PROVIDER_SOCKET_TIMEOUT_MS = 300_000;

/**
 * One policy fetch (one connection pool) per app: every connection test, save and start reuses it, so pools are not
 * left open per call and the AI SDK's models (cached per fetch) are built once per config.
 */
const policyFetches = new WeakMap<SettingsDeps['config'], typeof globalThis.fetch>();

function policyFetch(deps: SettingsDeps): typeof globalThis.fetch {
  let fetch = policyFetches.get(deps.config);
  if (!fetch) {
    fetch = outboundPolicy(deps).fetch({ connectTimeoutMs: PROVIDER_CONNECT_TIMEOUT_MS, timeoutMs: PROVIDER_SOCKET_TIMEOUT_MS });
    policyFetches.set(deps.config, fetch);
  }
  return fetch;
}

/**
 * The dashboard's remote engine reaches its provider only through the outbound policy, at every connection: what
 * checkBaseUrl saw when the URL was saved is checked again each time a socket opens (a name that later resolves
 * elsewhere is refused then). An engine named by ALT_AI_* in the environment is the operator's and is left as is.
 */
function throughPolicy(deps: SettingsDeps, config: ProviderConfig): ProviderConfig {
  if (config.provider === 'local') {
    return config;
  }
  return { ...config, fetch: policyFetch(deps) };
}

async function checkBaseUrl(deps: SettingsDeps, baseUrl: string | null): Promise<void> {
  if (baseUrl && !(await outboundPolicy(deps).allows(baseUrl))) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.baseUrlUnreachable);
  }
}

export function parseSettingsInput(body: unknown) {
  const parsed = engineSettingsInputSchema.safeParse(body);
  if (!parsed.success) {
    // Field names and rules only: zod does not echo values, so a key in the body never reaches the message.
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    throw new AppError(ENGINE_SETTINGS_ERRORS.settingsInvalid, { detail });
  }
  return parsed.data;
}
type SettingsInput = ReturnType<typeof parseSettingsInput>;

export async function engineSettingsView(deps: SettingsDeps): Promise<EngineSettings> {
  const saved = await readSavedSettings(deps.db);
  const common = {
    pricePerImageUsd: saved?.pricePerImageUsd ?? null,
    engine: deps.engine.name,
    canStoreKey: deps.config.secretKey !== null,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
  const env = deps.config.engine.provider;
  if (env.provider !== 'local') {
    return {
      ...common,
      source: 'env',
      provider: env.provider,
      model: env.model || null,
      baseUrl: env.baseUrl ?? null,
      apiKeySet: Boolean(env.apiKey),
    };
  }
  if (!saved) {
    return { ...common, source: 'default', provider: 'local', model: null, baseUrl: null, apiKeySet: false };
  }
  return {
    ...common,
    source: 'admin',
    provider: saved.provider,
    model: saved.model,
    baseUrl: saved.baseUrl,
    apiKeySet: saved.apiKeySealed !== null,
  };
}

/**
 * The key a choice uses: a new one typed in the form, else the stored one (unless cleared), and that one only for the
 * provider and base URL it was saved with. The offline engine uses none.
 */
function keyFor(deps: SettingsDeps, input: SettingsInput, saved: EngineSettingsRow | null): string | null {
  if (input.apiKey) {
    return input.apiKey;
  }
  return input.clearApiKey || input.provider === 'local' ? null : storedKeyFor(deps, saved, choiceOf(input));
}

function choiceOf(input: SettingsInput): ProviderChoice {
  const remote = input.provider !== 'local';
  return { provider: input.provider, model: remote ? (input.model ?? null) : null, baseUrl: remote ? (input.baseUrl ?? null) : null };
}

/** What a connection test runs with: the form's values, and the stored key where no new one was typed. */
export async function candidateConfig(deps: SettingsDeps, input: SettingsInput): Promise<ProviderConfig> {
  const saved = await readSavedSettings(deps.db);
  const config = providerConfigFor(choiceOf(input), keyFor(deps, input, saved));
  await checkBaseUrl(deps, choiceOf(input).baseUrl);
  return throughPolicy(deps, config);
}

/**
 * Saves the administrator's choice and switches the running engine to it (no restart). With the environment in
 * charge, only the price per image is stored. The key is sealed (AES-256-GCM) before it reaches the database.
 */
export async function saveEngineSettings(deps: SettingsDeps, body: unknown): Promise<EngineSettings> {
  const input = parseSettingsInput(body);
  const saved = await readSavedSettings(deps.db);
  const price = input.pricePerImageUsd === undefined ? (saved?.pricePerImageUsd ?? null) : input.pricePerImageUsd;
  if (fromEnv(deps)) {
    await saveSettings(deps.db, {
      provider: saved?.provider ?? 'local',
      model: saved?.model ?? null,
      baseUrl: saved?.baseUrl ?? null,
      apiKeySealed: saved?.apiKeySealed ?? null,
      pricePerImageUsd: price,
    });
    return engineSettingsView(deps);
  }
  const box = secretBox(deps);
  if (input.apiKey && !box) {
    throw new AppError(ENGINE_SETTINGS_ERRORS.keyNeedsSecret);
  }
  const choice = choiceOf(input);
  const config = providerConfigFor(choice, keyFor(deps, input, saved));
  await checkBaseUrl(deps, choice.baseUrl);
  const apiKeySealed =
    input.apiKey && box ? sealBoundKey(box, input.apiKey, choice) : input.clearApiKey ? null : (saved?.apiKeySealed ?? null);
  await saveSettings(deps.db, { ...choice, apiKeySealed, pricePerImageUsd: price });
  await switchTo(deps, throughPolicy(deps, config));
  deps.logger.info({ engine: deps.engine.name }, 'AI engine settings saved from the dashboard');
  return engineSettingsView(deps);
}

async function switchTo(deps: SettingsDeps, config: ProviderConfig): Promise<void> {
  if (!(deps.engine instanceof EngineSwitch)) {
    return;
  }
  try {
    await deps.engine.reconfigure(config);
  } catch (error) {
    throw new AppError(
      ENGINE_SETTINGS_ERRORS.engineBuildFailed,
      { detail: error instanceof Error ? error.message : String(error) },
      { cause: error },
    );
  }
}

/** At start: the engine saved in the dashboard, unless the environment names one. A broken saved choice keeps the offline engine. */
export async function applySavedSettings(deps: SettingsDeps): Promise<void> {
  const saved = await readSavedSettings(deps.db);
  if (fromEnv(deps) || !saved || saved.provider === 'local') {
    return;
  }
  try {
    await checkBaseUrl(deps, saved.baseUrl);
    await switchTo(deps, throughPolicy(deps, providerConfigFor(saved, storedKeyFor(deps, saved, saved))));
  } catch (error) {
    deps.logger.warn(
      { provider: saved.provider, reason: error instanceof Error ? error.message : String(error) },
      'saved AI engine settings not applied; the offline engine answers',
    );
  }
}

/** What the public tool needs for its cost estimate: which engine, whether it bills per image, and the rate. */
export async function engineInfo(deps: SettingsDeps): Promise<EngineInfo> {
  const saved = await readSavedSettings(deps.db);
  const provider: AiProvider = runningProvider(deps).provider;
  return { engine: deps.engine.name, paid: isPaid(provider), pricePerImageUsd: saved?.pricePerImageUsd ?? null };
}
