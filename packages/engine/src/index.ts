export * from './types.ts';
import type { AltEngine } from './types.ts';
import type { EngineOptions } from './engine.ts';

export type { EngineOptions };
export { describeLocally } from './describe-locally.ts';
export { htmlToText } from './html-to-text.ts';

export { checkAlt, passesHardRules, RULES, type CheckContext, type CheckResult, type RuleId } from './quality/check-alt.ts';
export { composeAlt, type Composition } from './compose/compose.ts';
export { createEnginePool, type AltEnginePool, type PoolOptions } from './pool/pool.ts';
export { forEachInLanes } from './pool/lanes.ts';
export {
  providerConfigFromEnv,
  engineName,
  ProviderError,
  type ProviderConfig,
  type RemoteProviderConfig,
  type ProviderName,
} from './providers/index.ts';
export { judgeAlt, type AltVerdict, type AltReasonId, type AltReason, type AltJudgement, type JudgeInput } from './audit/judge-alt.ts';

/**
 * createEngine (engine.ts), imported on first call: engine.ts loads the vision runtimes' code (tfjs, the OCR stacks,
 * ~60 MB in each thread that imports it), which a server whose analyses run in pool threads never needs on its own
 * thread (issue 26).
 */
export async function createEngine(options?: EngineOptions): Promise<AltEngine> {
  const engine = await import('./engine.ts');
  return engine.createEngine(options);
}
