/**
 * Combat results as pending decisions. A CRT cell says what happens ("the defender loses two
 * steps, the attacker choosing the first"; "retreat two hexes"; "the attacker may advance"); the
 * choices inside it belong to the player the rules name, as ordinary pending decisions
 * (docs/protocol.md). These are the decisions as plain JSON data, with helpers that list the
 * legal choices and apply one, so a title's `legalMoves` and `resolve` agree by construction.
 */
import type { Graph } from '../graph/graph.js';
import type { RuleError } from '../protocol/types.js';
import type { RetreatPath } from '../movement/retreat.js';

// ---------------------------------------------------------------- step losses

/** A unit that may lose steps: `steps` it has left, and at most `maxLoss` of them in this result. */
export interface LossUnit {
  readonly id: string;
  readonly steps: number;
  /** E.g. CG R11.3f: "no more than one step to corps-size units". Default: all its steps. */
  readonly maxLoss?: number;
}

/** One step to allocate: who picks the unit, and which units must take it first. */
export interface LossStep<P extends string = string> {
  readonly chooser: P;
  /**
   * Priority tiers of unit ids: the step must come from the first tier holding a unit still able
   * to lose one (N44 12.2: a unit that gave the armor, TQ or Tiger shift; CG R11.3e: the armour
   * that gave a shift). Units in no tier come last. Absent: every unit may.
   */
  readonly tiers?: readonly (readonly string[])[];
}

export interface LossDecision<P extends string = string> {
  readonly kind: 'step-loss';
  /** The result's rule, e.g. `N44 12.1 A1/D2`, for errors and events. */
  readonly rule: string;
  /** Whose units lose the steps. */
  readonly side: P;
  readonly units: readonly LossUnit[];
  /** The steps to take, in order (A1/D2: the attacker picks the first, the defender the second). */
  readonly steps: readonly LossStep<P>[];
  /** Unit ids already chosen, one per step taken. */
  readonly taken: readonly string[];
}

/** A new loss decision with nothing taken yet. */
export function lossDecision<P extends string>(spec: Omit<LossDecision<P>, 'kind' | 'taken'>): LossDecision<P> {
  return { kind: 'step-loss', rule: spec.rule, side: spec.side, units: spec.units, steps: spec.steps, taken: [] };
}

/** How many more steps `unit` may lose in this decision. */
export function lossCapacity<P extends string>(d: LossDecision<P>, unit: LossUnit): number {
  let lost = 0;
  for (const id of d.taken) if (id === unit.id) lost++;
  return Math.max(0, Math.min(unit.steps, unit.maxLoss ?? unit.steps) - lost);
}

/** The ids that may take the next step, in `units` order; empty once the decision is complete. */
export function lossOptions<P extends string>(d: LossDecision<P>): string[] {
  const step = d.steps[d.taken.length];
  if (!step) return [];
  const able = d.units.filter((u) => lossCapacity(d, u) > 0);
  for (const tier of step.tiers ?? []) {
    const inTier = able.filter((u) => tier.includes(u.id));
    if (inTier.length > 0) return inTier.map((u) => u.id);
  }
  return able.map((u) => u.id);
}

/** Whether no step is left to take, or no unit can take one (the rest are not absorbed). */
export function lossComplete<P extends string>(d: LossDecision<P>): boolean {
  return lossOptions(d).length === 0;
}

/** The player who picks the next step, or null once the decision is complete. */
export function lossChooser<P extends string>(d: LossDecision<P>): P | null {
  return lossComplete(d) ? null : (d.steps[d.taken.length] as LossStep<P>).chooser;
}

/** Steps the result called for that no unit could take (e.g. N44 12.1 A1/D2 against one step). */
export function lossUnabsorbed<P extends string>(d: LossDecision<P>): number {
  return lossComplete(d) ? d.steps.length - d.taken.length : 0;
}

/** Steps lost per unit id so far (units that lost none are absent). */
export function lossesByUnit<P extends string>(d: LossDecision<P>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of d.taken) out[id] = (out[id] ?? 0) + 1;
  return out;
}

/** Takes the next step from `unit`: the new decision, or a refusal citing the decision's rule. */
export function applyLoss<P extends string>(
  d: LossDecision<P>,
  unit: string,
): { readonly ok: true; readonly decision: LossDecision<P> } | { readonly ok: false; readonly error: RuleError } {
  const options = lossOptions(d);
  if (options.length === 0) return { ok: false, error: { code: 'no-loss-pending', message: 'no step loss is left to allocate', rule: d.rule } };
  if (!options.includes(unit)) {
    return {
      ok: false,
      error: { code: 'loss-not-allowed', message: `${unit} may not take this step; choose one of ${options.join(', ')}`, rule: d.rule },
    };
  }
  return { ok: true, decision: { ...d, taken: [...d.taken, unit] } };
}

// ---------------------------------------------------------------- retreat or lose

/** One way to carry out a retreat result: retreat along `path`, or stay and lose `steps` instead. */
export type RetreatChoice =
  | { readonly kind: 'retreat'; readonly path: readonly number[]; readonly lostSteps: number }
  | { readonly kind: 'hold'; readonly steps: number };

export interface RetreatOrLoseRule {
  readonly rule: string;
  /** Steps lost to stay in place instead of retreating (M44 p.9 flags, N44 12.5); absent: no such choice. */
  readonly holdCost?: number;
  /** When staying is allowed: `always` (default), or only `when-no-retreat` exists. */
  readonly hold?: 'always' | 'when-no-retreat';
  /**
   * Keep only the retreats costing the fewest lost steps (default true: N44 13.1 "the path must
   * cause the minimum number of losses", M44 p.9 losses for hexes that cannot be retreated).
   */
  readonly fewestLosses?: boolean;
}

/**
 * The owner's choices for a retreat result, from the retreats `retreatPaths` found: the retreats
 * (those with the fewest losses unless the rule says otherwise), then staying at `holdCost` steps
 * when the rule allows it. Empty means neither is possible: what that costs is the title's rule
 * (usually elimination: N44 13.1, CG R11.4b).
 */
export function retreatChoices(paths: readonly RetreatPath[], rule: RetreatOrLoseRule): RetreatChoice[] {
  let kept = paths;
  if (rule.fewestLosses !== false && paths.length > 0) {
    const fewest = Math.min(...paths.map((p) => p.lostSteps));
    kept = paths.filter((p) => p.lostSteps === fewest);
  }
  const out: RetreatChoice[] = kept.map((p) => ({ kind: 'retreat', path: p.path, lostSteps: p.lostSteps }));
  if (rule.holdCost !== undefined && (rule.hold !== 'when-no-retreat' || out.length === 0)) out.push({ kind: 'hold', steps: rule.holdCost });
  return out;
}

// ---------------------------------------------------------------- advance after combat

/**
 * How an advance goes: `any` direction (N44 14.2), `vacated-first` (the first hex must be the
 * vacated one: CG R11.5, M44 p.10), or `vacated-only` (N44 14.1 Limited Advance).
 */
export type AdvanceMode = 'any' | 'vacated-first' | 'vacated-only';

export interface AdvanceRule {
  readonly rule: string;
  /** Hexes an advancing unit may move, at least 1. */
  readonly maxHexes: number;
  readonly mode: AdvanceMode;
}

/** What the title's step rule may know: hexes advanced before this step, and whether the vacated hex was one. */
export interface AdvanceStepContext {
  readonly taken: number;
  readonly viaVacated: boolean;
}

/** A step of an advance: allowed (`go`), allowed but ending the advance (`stop`), or `forbid`. */
export type AdvanceStep = (from: number, to: number, dir: number, ctx: AdvanceStepContext) => 'go' | 'stop' | 'forbid';

/**
 * Where a unit at `from` may end an advance into the `vacated` location, ascending. Steps count
 * hexes, not movement points; `step` says what terrain, ZOC and stacking allow (N44 14.3: stop on
 * entering EZOC except the vacated hex, `ctx.viaVacated` allowing EZOC to EZOC after it; CG R11.5d:
 * ignore ZOC). The origin is never listed: declining to advance is the title's "pass".
 */
export function advanceDestinations(graph: Graph, from: number, vacated: number, rule: AdvanceRule, step?: AdvanceStep): number[] {
  if (!(rule.maxHexes >= 1)) throw new RangeError(`advanceDestinations: maxHexes ${rule.maxHexes}`);
  // States are (location, through the vacated hex): the same hex reached both ways may go on differently.
  const seen = [new Uint8Array(graph.size), new Uint8Array(graph.size)];
  const ends = new Uint8Array(graph.size);
  let frontier: { loc: number; via: boolean }[] = [{ loc: from, via: from === vacated }];
  (seen[frontier[0]!.via ? 1 : 0] as Uint8Array)[from] = 1;
  for (let taken = 0; taken < rule.maxHexes && frontier.length > 0; taken++) {
    const next: { loc: number; via: boolean }[] = [];
    for (const { loc, via } of frontier) {
      for (let d = 0; d < graph.degree; d++) {
        const to = graph.neighbor(loc, d);
        if (to < 0 || to === from) continue;
        if (taken === 0 && rule.mode !== 'any' && to !== vacated) continue;
        const verdict = step ? step(loc, to, d, { taken, viaVacated: via }) : 'go';
        if (verdict === 'forbid') continue;
        ends[to] = 1;
        const v = via || to === vacated;
        const marks = seen[v ? 1 : 0] as Uint8Array;
        if (verdict === 'go' && rule.mode !== 'vacated-only' && !marks[to]) {
          marks[to] = 1;
          next.push({ loc: to, via: v });
        }
      }
    }
    frontier = next;
  }
  const out: number[] = [];
  for (let i = 0; i < graph.size; i++) if (ends[i]) out.push(i);
  return out;
}

/** The attacker's pending advance: which units may still advance, into which vacated location. */
export interface AdvanceDecision<P extends string = string> {
  readonly kind: 'advance';
  readonly rule: string;
  readonly chooser: P;
  readonly vacated: number;
  /** Ids of the units that may still advance, in order. */
  readonly units: readonly string[];
}

/** The advances on offer: every eligible unit with each of its destinations. */
export function advanceOptions<P extends string>(
  d: AdvanceDecision<P>,
  destinations: (unit: string) => readonly number[],
): { readonly unit: string; readonly to: number }[] {
  return d.units.flatMap((unit) => destinations(unit).map((to) => ({ unit, to })));
}

/** The decision after `unit` advanced (it may not advance again), or null when no unit is left. */
export function afterAdvance<P extends string>(d: AdvanceDecision<P>, unit: string): AdvanceDecision<P> | null {
  const units = d.units.filter((u) => u !== unit);
  return units.length === 0 ? null : { ...d, units };
}
