import { Kind, type DocumentNode, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * Shopify's calculated query cost, simplified the documented way (https://shopify.dev/docs/api/usage/limits): an
 * object field costs 1, a scalar 0, a connection 2 + `first` × the cost of one of its nodes, a mutation 10.
 */
export const MUTATION_COST = 10;
export const MAX_QUERY_COST = 1000;

function argValue(value: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!value) {
    return undefined;
  }
  if (value.kind === Kind.VARIABLE) {
    return variables[value.name.value];
  }
  return value.kind === Kind.INT ? Number(value.value) : undefined;
}

function selectionCost(set: SelectionSetNode | undefined, variables: Record<string, unknown>): number {
  if (!set) {
    return 0;
  }
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, variables);
      continue;
    }
    if (selection.kind !== Kind.FIELD || !selection.selectionSet) {
      continue;
    }
    const first = argValue(selection.arguments?.find((a) => a.name.value === 'first')?.value, variables);
    if (typeof first === 'number') {
      const nodes = selection.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === 'nodes');
      const perNode = nodes && nodes.kind === Kind.FIELD ? selectionCost(nodes.selectionSet, variables) : 0;
      cost += 2 + first * Math.max(1, perNode);
    } else {
      cost += 1 + selectionCost(selection.selectionSet, variables);
    }
  }
  return cost;
}

export function requestedCost(document: DocumentNode, variables: Record<string, unknown>): number {
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) {
      continue;
    }
    cost += definition.operation === 'mutation' ? MUTATION_COST : selectionCost(definition.selectionSet, variables);
  }
  return Math.max(1, cost);
}

/** The cost bucket: `maximumAvailable` points, refilled at `restoreRate` per second. */
export class CostBucket {
  private available: number;
  private at = Date.now();

  constructor(
    readonly maximumAvailable: number,
    readonly restoreRate: number,
  ) {
    this.available = maximumAvailable;
  }

  currentlyAvailable(): number {
    const now = Date.now();
    this.available = Math.min(this.maximumAvailable, this.available + ((now - this.at) / 1000) * this.restoreRate);
    this.at = now;
    return this.available;
  }

  /** Takes the points, or answers false (THROTTLED) and takes nothing. */
  take(cost: number): boolean {
    if (this.currentlyAvailable() < cost) {
      return false;
    }
    this.available -= cost;
    return true;
  }

  status() {
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.currentlyAvailable()),
      restoreRate: this.restoreRate,
    };
  }
}
