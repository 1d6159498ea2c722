export * from './types.ts';
export { createEngine, describeLocally, type EngineOptions } from './engine.ts';
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
