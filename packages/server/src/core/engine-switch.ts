import type { AltContext, AltEngine, AltResult } from '@alt-optimizer/engine';
import type { DecodedImage } from '@alt-optimizer/engine/decode';
import type { ProviderConfig } from '@alt-optimizer/engine/provider-config';

/**
 * The engine every route uses, swappable while the server runs: the administrator picks another AI engine and the
 * next analysis uses it, without a restart. The engine package fixes its provider when an engine is built, so a swap
 * builds a new engine first (the old one keeps answering meanwhile), then closes the old one once the analyses it had
 * already started have finished.
 */
export class EngineSwitch implements AltEngine {
  private current: AltEngine;
  private currentProvider: ProviderConfig;
  private readonly inFlight = new Map<AltEngine, number>();
  private readonly retired = new Set<AltEngine>();
  private swapping: Promise<void> = Promise.resolve();

  constructor(
    first: AltEngine,
    provider: ProviderConfig,
    private readonly build: (provider: ProviderConfig) => Promise<AltEngine>,
  ) {
    this.current = first;
    this.currentProvider = provider;
  }

  get name(): string {
    return this.current.name;
  }

  /** The provider the current engine was built with (the key in it, if any, never leaves the server). */
  get provider(): ProviderConfig {
    return this.currentProvider;
  }

  async analyze(image: Uint8Array, context: AltContext, decoded?: DecodedImage): Promise<AltResult> {
    const engine = this.current;
    this.inFlight.set(engine, (this.inFlight.get(engine) ?? 0) + 1);
    try {
      return await engine.analyze(image, context, decoded);
    } finally {
      const left = (this.inFlight.get(engine) ?? 1) - 1;
      this.inFlight.set(engine, left);
      if (left === 0) {
        this.inFlight.delete(engine);
        if (this.retired.delete(engine)) {
          await engine.close();
        }
      }
    }
  }

  /** Builds an engine for `provider` and makes it the current one; swaps run one after another. */
  reconfigure(provider: ProviderConfig): Promise<void> {
    const swap = this.swapping.then(async () => {
      const next = await this.build(provider);
      const old = this.current;
      this.current = next;
      this.currentProvider = provider;
      if (this.inFlight.has(old)) {
        this.retired.add(old);
      } else {
        await old.close();
      }
    });
    // A failed build leaves the current engine in place; the next swap may still run.
    this.swapping = swap.catch(() => undefined);
    return swap;
  }

  async close(): Promise<void> {
    await this.swapping;
    const engines = [this.current, ...this.retired];
    this.retired.clear();
    await Promise.all(engines.map((engine) => engine.close()));
  }
}
