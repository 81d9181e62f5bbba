/**
 * Named, rule-cited modifiers summed under caps: column shifts (+ right, − left)
 * and die-roll modifiers are the same arithmetic, so one aggregator serves both.
 *
 * Caps come at two levels, as rulebooks state them:
 * - per group, e.g. "max 2 artillery shifts" (N44 11.6), "max 1 left for OOS even if
 *   both" (CG R11.3c), "only one Defensive Support source, +1" (N44 12.4.3), or
 *   "terrain DRMs do not stack" (CG Stuka table: the group takes its most extreme value);
 * - on the net total, e.g. "maximum total DRM +2" (N44 12.4.1), "net shift never more
 *   than 2 right for the German" (CG R11.3b).
 */

export interface Modifier {
  /** What gives it, e.g. `armor`, `artillery:HQ 91`, `Jabo`. */
  readonly source: string;
  /** Signed amount: + is a right shift / a positive DRM. */
  readonly value: number;
  /** The rule that grants it, e.g. `N44 11.4`. */
  readonly rule: string;
  /** Modifiers of one group are combined first and capped by `groups[group]`. */
  readonly group?: string;
}

export interface ModifierCap {
  /** Lowest allowed total (a negative number, e.g. -1 for "max 1 left"). */
  readonly min?: number;
  /** Highest allowed total. */
  readonly max?: number;
}

export interface ModifierGroupRule extends ModifierCap {
  /**
   * How the group's values combine before its cap: `sum` (default); `extreme`, the
   * single value farthest from zero (non-cumulative terrain: CG Stuka "Woods + BD = −1").
   */
  readonly combine?: 'sum' | 'extreme';
}

export interface ModifierCaps extends ModifierCap {
  readonly groups?: Readonly<Record<string, ModifierGroupRule>>;
}

export interface NetModifier {
  /** The net value after every cap. */
  readonly net: number;
  /** The plain sum of every modifier, before any cap. */
  readonly uncapped: number;
  /** Whether some cap (or a non-stacking group) made the net differ from the plain sum. */
  readonly capped: boolean;
  /** Each group's value after its own cap (ungrouped modifiers under `''`). */
  readonly groups: Readonly<Record<string, number>>;
}

function clampCap(x: number, cap: ModifierCap | undefined): number {
  if (!cap) return x;
  if (cap.min !== undefined && cap.max !== undefined && cap.min > cap.max) {
    throw new RangeError(`modifier cap: min ${cap.min} exceeds max ${cap.max}`);
  }
  let y = x;
  if (cap.max !== undefined) y = Math.min(y, cap.max);
  if (cap.min !== undefined) y = Math.max(y, cap.min);
  return y;
}

function extreme(values: readonly number[]): number {
  // Ties between +v and −v cannot be settled by "farthest from zero"; they sum to 0, which
  // is the only order-independent answer.
  let best = 0;
  for (const v of values) {
    if (Math.abs(v) > Math.abs(best)) best = v;
    else if (Math.abs(v) === Math.abs(best) && v !== best) best = 0;
  }
  return best;
}

/** Combines modifiers under their group caps, then the net cap. Integer arithmetic only. */
export function netModifier(mods: readonly Modifier[], caps: ModifierCaps = {}): NetModifier {
  const byGroup = new Map<string, number[]>();
  let uncapped = 0;
  for (const m of mods) {
    if (!Number.isSafeInteger(m.value)) throw new RangeError(`modifier ${m.source} (${m.rule}): value must be an integer`);
    uncapped += m.value;
    const g = m.group ?? '';
    const list = byGroup.get(g);
    if (list) list.push(m.value);
    else byGroup.set(g, [m.value]);
  }
  const groups: Record<string, number> = {};
  let sum = 0;
  for (const [g, values] of byGroup) {
    const rule = g === '' ? undefined : caps.groups?.[g];
    const combined = rule?.combine === 'extreme' ? extreme(values) : values.reduce((a, b) => a + b, 0);
    const v = clampCap(combined, rule);
    groups[g] = v;
    sum += v;
  }
  const net = clampCap(sum, caps);
  return { net, uncapped, capped: net !== uncapped, groups };
}

/** A column shift is a modifier; positive moves right (attacker's favour). */
export type ColumnShift = Modifier;
/** A die-roll modifier. */
export type Drm = Modifier;

/** Net column shift under the title's caps. */
export const netShift = netModifier;
/** Net die-roll modifier under the title's caps. */
export const netDrm = netModifier;

/** A modified roll clamped to a table's rows, e.g. "treat below 1 as 1" (N44 12.4). */
export function modifiedRoll(roll: number, drm: number, range: { readonly min: number; readonly max: number }): number {
  if (range.min > range.max) throw new RangeError(`modifiedRoll: min ${range.min} exceeds max ${range.max}`);
  return Math.min(range.max, Math.max(range.min, roll + drm));
}
