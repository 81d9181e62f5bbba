/**
 * Movement rules as data. A title lists the policies that its rulebook has
 * (e.g. "entering an enemy ZOC ends movement" + "no ZOC-to-ZOC moves") and
 * `reach`/`path` apply them to every step, on top of the caller's step cost.
 */

/**
 * The cost of one step from `from` to its neighbour `to` in direction `dir`:
 * a non-negative number, or Infinity when the step is impossible.
 *
 * Hexside effects are the cost function's business, through `dir`: a road along
 * the side (`from`, `dir`) makes the step cheap, a river side adds to it, a cliff
 * side makes it Infinity. The caller closes over the unit and the map, so one
 * search serves any unit type and any terrain table.
 *
 * Costs are summed as doubles and compared with the budget exactly, without any
 * tolerance: halves and quarters (road movement at 1/2 MP) are exact. For thirds,
 * scale everything (costs and budget) by 3 and use integers.
 */
export type StepCost = (from: number, to: number, dir: number) => number;

/** What a hook says about one step: an extra cost, 'stop' (entering ends movement), 'forbid', or null (no effect). */
export type StepVerdict = number | 'stop' | 'forbid' | null;

/** What a hook may know about the search when it judges a step. Valid only during the call. */
export interface StepContext {
  /** Where the moving unit started. */
  readonly origin: number;
  /**
   * What the cheapest way to `from` has cost so far. The search keeps only the cheapest
   * arrival at each location, so a hook should not make a costlier arrival better
   * (e.g. forbid a step only when little has been spent).
   */
  readonly spent: number;
  /** The unit's movement budget (Infinity for an unbounded path search). */
  readonly budget: number;
  /** The moving unit's flags (see `MovePolicyBase.exempt`). */
  readonly flags: readonly string[];
}

/** A title's own step rule, for what the other policies cannot say. Must be deterministic. */
export type StepHook = (from: number, to: number, dir: number, ctx: StepContext) => StepVerdict;

export interface MovePolicyBase {
  /** The rulebook reference the policy implements, e.g. `N44 8.2`, for logs and errors. */
  readonly rule?: string;
  /** Units having any of these flags ignore this policy (e.g. an `'armor'` rating ignoring ZOC stops). */
  readonly exempt?: readonly string[];
}

export interface ZocPolicyBase extends MovePolicyBase {
  /**
   * Which locations are in enemy ZOC for this policy (1 = in ZOC), e.g. from `zocMap`.
   * Defaults to the search's `zoc` option; set it when a purpose needs its own map
   * (e.g. ZOC negated by friendly units for retreat only).
   */
  readonly zoc?: Uint8Array;
}

/**
 * - `zocStop`: entering an enemy ZOC location ends movement (the origin is never "entered").
 * - `zocEnterCost`: entering an enemy ZOC location costs `cost` more.
 * - `zocLeaveCost`: leaving an enemy ZOC location costs `cost` more.
 * - `zocToZoc`: no step from one enemy ZOC location directly to another, unless `unless` says so.
 * - `zocLock`: a unit starting in enemy ZOC may not move at all (`stay`), or only to a
 *   location not in enemy ZOC (`toFree`).
 * - `hook`: a title's own rule.
 */
export type MovePolicy =
  | (ZocPolicyBase & { readonly kind: 'zocStop' })
  | (ZocPolicyBase & { readonly kind: 'zocEnterCost'; readonly cost: number })
  | (ZocPolicyBase & { readonly kind: 'zocLeaveCost'; readonly cost: number })
  | (ZocPolicyBase & {
      readonly kind: 'zocToZoc';
      readonly unless?: (from: number, to: number, dir: number) => boolean;
    })
  | (ZocPolicyBase & { readonly kind: 'zocLock'; readonly mode: 'stay' | 'toFree' })
  | (MovePolicyBase & { readonly kind: 'hook'; readonly fn: StepHook });

/** Options shared by `reach` and `path`. */
export interface MoveOptions {
  /** Locations in enemy ZOC (1 = in ZOC), used by ZOC policies that carry no map of their own. */
  readonly zoc?: Uint8Array;
  /** Applied in order to every step; costs add up, any 'forbid' wins, any 'stop' stops. */
  readonly policies?: readonly MovePolicy[];
  /** The moving unit's flags, matched against each policy's `exempt`. */
  readonly flags?: readonly string[];
  /** Locations that end movement on entering (terrain "must stop"): reachable, never expanded. */
  readonly stopOn?: Uint8Array | ((loc: number) => boolean);
  /**
   * "A unit may always move at least one hex": a single step from the origin is
   * allowed even when it costs more than the whole budget; it ends movement, and
   * its real cost is reported. Impassable (Infinity) and forbidden steps stay so.
   */
  readonly minimumMove?: boolean;
}

export function isExempt(policy: MovePolicyBase, flags: readonly string[]): boolean {
  const ex = policy.exempt;
  if (!ex || flags.length === 0) return false;
  for (const f of ex) if (flags.includes(f)) return true;
  return false;
}
