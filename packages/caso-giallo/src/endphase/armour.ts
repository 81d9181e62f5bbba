/**
 * CG R12.9 Armour Attrition, R12.10 Replacements, R12.12 Panzer Refit (scenarios 1-3).
 * Attrition: each side draws chits naming its armoured units until two steps are lost this turn
 * or its cup is empty (chits of eliminated units cost nothing and the draw goes on); each chit is
 * equally likely. A supplied Panzer division lost to attrition is set aside for Refit (R12.9f).
 */
import { counterOf, data, inSupplyMarker, isPanzer, loseStep } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { State, Unit } from '../state.js';

/** CG R12.9g-h: steps lost per side per turn before the draws stop. */
export const ATTRITION_STEPS_PER_TURN = 2;

/** CG SB5.18f: from Fall Rot the Allies of scenarios 1-2 draw only until their first step is lost. */
export const FALL_ROT_ALLIED_STEPS = 1;

/**
 * CG R12.9b, g-h, j: does `side` still draw this turn? The German stops once Refit is declared and
 * starts again on the Fall Rot turn (SB5.13b, SB7.13c: a second round of attrition).
 */
export function attritionDraws(s: State, side: Side): boolean {
  const a = s.attrition;
  if (!a || a[side].length === 0) return false;
  const fallRot = s.campaign.fallRot !== undefined && s.turn >= s.campaign.fallRot;
  if (side === 'german' && s.refit && !fallRot) return false;
  const limit = fallRot && side === 'allied' && (data(s).setup.scenario ?? 4) !== 3 ? FALL_ROT_ALLIED_STEPS : ATTRITION_STEPS_PER_TURN;
  return a.lost[side] < limit;
}

/** The chance outcomes of the next draw: each chit left, equally likely. */
export function attritionOutcomes(s: State, side: Side): { chit: string; p: number }[] {
  const cup = s.attrition?.[side] ?? [];
  return cup.map((chit) => ({ chit, p: 1 / cup.length }));
}

/** CG R12.9c-f, i: the drawn chit's unit loses a step (none if already gone); the chit is set aside. */
export function drawAttrition(s: State, side: Side, chit: string): State {
  const a = s.attrition!;
  const u = s.units.find((x) => x.id === chit);
  const hit = u !== undefined && u.loc >= 0;
  let next: State = { ...s, attrition: { ...a, [side]: a[side].filter((c) => c !== chit), lost: { ...a.lost, [side]: a.lost[side] + (hit ? 1 : 0) } } };
  if (hit) {
    const after = loseStep(u);
    next = { ...next, units: next.units.map((x) => (x.id === chit ? after : x)) };
    // CG R12.9f: a supplied Panzer division lost to attrition may come back at Refit.
    if (after.loc < 0 && isPanzer(s, u) && inSupplyMarker(s, u)) next = { ...next, setAside: [...(next.setAside ?? []), chit] };
  }
  return next;
}

/** A new turn's attrition: steps lost counters back to 0. */
export const resetAttrition = (s: State): State => (s.attrition ? { ...s, attrition: { ...s.attrition, lost: { german: 0, allied: 0 } } } : s);

export type ReplacementKind = 'infantry' | 'armour';

/**
 * CG R12.10c-d, f-g: the units one replacement step of `kind` may go to: infantry replaces a
 * step of a corps or a two-step division, or an eliminated one-step infantry or cavalry division
 * (German: also an eliminated motorized regiment or brigade); Allied armour a step of an
 * armoured unit. Units on the map must be able to trace supply (`supplied`); Panzer divisions
 * never take replacements (Refit does it, R12.10b).
 */
export function replacementTargets(s: State, side: Side, kind: ReplacementKind, supplied: (u: Unit) => boolean): string[] {
  const out: string[] = [];
  for (const u of s.units) {
    const c = counterOf(s, u.id);
    if (c.side !== side || c.size === 'arko' || c.size === 'supply' || isPanzer(s, u)) continue;
    const full = c.back ? 2 : 1;
    if (u.steps >= full) continue;
    if (u.loc >= 0 && !supplied(u)) continue;
    const armoured = c.types.includes('armoured');
    if (kind === 'armour') {
      if (side === 'allied' && armoured) out.push(u.id);
      continue;
    }
    if (armoured) continue;
    if (c.size === 'corps' || (c.size === 'division' && (c.back || u.loc < 0))) out.push(u.id);
    else if (side === 'german' && u.loc < 0 && (c.size === 'regiment' || c.size === 'brigade') && c.types.includes('motorized')) out.push(u.id);
  }
  return out;
}

/** CG R12.10e: a unit on the map becomes full; an eliminated one comes back reduced next turn (off the map until placed). */
export function applyReplacement(s: State, id: string): State {
  return { ...s, units: s.units.map((u) => (u.id !== id ? u : u.loc >= 0 ? { ...u, steps: u.steps + 1 } : { ...u, steps: 1, loc: -3 })) };
}

/** CG R12.12b: Refit is declared in the End Phase of turn 4, 5 or 6. */
export const mayDeclareRefit = (s: State): boolean => !s.refit && s.turn >= 4 && s.turn <= 6;

/** CG R12.12c: every Panzer division leaves the map at its strength; supplied attrition losses join at 0 steps. */
export function declareRefit(s: State): State {
  const off = s.units.filter((u) => u.loc >= 0 && isPanzer(s, u) && counterOf(s, u.id).size === 'division').map((u) => ({ id: u.id, steps: u.steps }));
  for (const id of s.setAside ?? []) off.push({ id, steps: 0 });
  const ids = new Set(off.map((o) => o.id));
  return { ...s, units: s.units.map((u) => (ids.has(u.id) ? { ...u, loc: -3 } : u)), refit: { declared: s.turn, off }, setAside: [] };
}

/** CG R12.12e-f: the Refit points are given out 3 turns after the declaration. */
export const refitDue = (s: State): boolean => s.refit !== undefined && s.turn === s.refit.declared + 3;

/**
 * CG R12.12g, SB5.17d: one point adds one step; every division gets its first point before any
 * gets a second. The divisions that may take the next point.
 */
export function refitCandidates(s: State): string[] {
  const off = s.refit?.off ?? [];
  const zero = off.filter((o) => o.steps === 0);
  if (zero.length > 0) return zero.map((o) => o.id);
  return off.filter((o) => o.steps === 1).map((o) => o.id);
}

export function refitPoint(s: State, id: string): State {
  const r = s.refit!;
  return { ...s, refit: { ...r, off: r.off.map((o) => (o.id === id ? { ...o, steps: Math.min(2, o.steps + 1) } : o)) } };
}
