/**
 * CG R12.10-R12.12 and the Fall Rot turn (SB5.18, SB6.18, SB7.18): the End Phase segments after
 * armour attrition, in the rulebook's order, each a decision of its player:
 * - R12.10 Replacements (SB5.14-5.15, SB7.14-7.15: turn 5 only; German 4 infantry steps, Allied 4
 *   (scenario 3: 5, at most one British) infantry and 3 armour steps, French units only in
 *   scenarios 1-2; an eliminated unit takes one step at most and comes back on turn 6);
 * - R12.11 Better Defense (SB5.16: 12 markers from turn 5; SB7.16: 15, their turn missing: 5,
 *   stand-in): on Allied units tracing a LOC (R9.6) to an Allied-controlled south or west edge
 *   hex (GMT errata 12.11d, gap-fill 8.4); lifted for reuse at the start of the segment;
 * - R12.12 Panzer Refit: declared in the End Phase of turn 4 or 5 at the German's choice, on
 *   turn 6 at the latest; its points 3 turns later (SB5.17c: 7, SB7.17c: 9), then the divisions
 *   back on the map (SB5.17e: German-controlled hexes in general supply; SB7.17f: within 3 hexes
 *   of a German unit, our reading of "in Attack Supply": a supplied German unit), and the next turn
 *   is Fall Rot (R12.12i).
 */
import { SCENARIO_PARAMS } from '../data/scenario-params.js';
import { rulebook, standIn } from '../data/provenance.js';
import type { Reinforcement } from '../data/schedules.js';
import { boardOf, controls, counterOf, sideOf, stackLegal, unitById, unitsAt, zocSources } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { Move, State, Unit } from '../state.js';
import { generalSources, inGeneralSupply, lineOfCommunicationField, reachField } from '../supply/index.js';
import { cachedField } from '../supply/fields.js';
import { scenarioOf } from '../victory/index.js';
import { applyReplacement, declareRefit, mayDeclareRefit, refitCandidates, refitDue, refitPoint, replacementTargets, type ReplacementKind } from './armour.js';
import { nextTurn } from '../sequence/turn.js';
import { betterDefenseLos } from './better-defense.js';

/** CG SB5.14-5.15, SB7.14-7.15: the replacement turn and steps. */
export function replacementSteps(s: State, side: Side): { infantry: number; armour: number } {
  // CG SB7.14b: scenario 3 gives the Allies 5 infantry steps (French, or 4 French and 1 British).
  const p = SCENARIO_PARAMS[scenarioOf(s) === 3 ? 3 : 1].replacements;
  if (side === 'german') return { infantry: p.germanInfantry, armour: 0 };
  return { infantry: p.alliedInfantry, armour: p.alliedArmour };
}
export const REBUILT_TURN_OFFSET = 1;

/** CG SB7.16: scenario 3's Better Defense markers (15); the turn they arrive is missing: turn 5 as in SB5.16. */
export const S3_BETTER_DEFENSE = { markers: SCENARIO_PARAMS[3].betterDefense.markers, turn: 5, provenance: standIn('SB7.16a gives 15 markers; SB7.16b omits the turn: turn 5, as SB5.16b (gap-fill 9)') } as const;

const betterDefenseParams = (s: State) => (scenarioOf(s) === 3 ? S3_BETTER_DEFENSE : SCENARIO_PARAMS[1].betterDefense);

/** CG SB5.17c, SB7.17c: the Refit points. */
export const refitPoints = (s: State): number => SCENARIO_PARAMS[scenarioOf(s) === 3 ? 3 : 1].refitPoints.value;

// ---------------------------------------------------------------------------------------------
// R12.10 Replacements.

/**
 * CG R12.10, SB5.14a/c-d, SB5.15b-c, SB7.14a/f-g, SB7.15b-c: the units `side` may give a step of
 * `kind` now: the R12.10 targets (on the map: able to trace supply), less eliminated units the
 * scenario bars (two-step infantry divisions, TR-4 units, units already rebuilt, units that
 * exited), Allied units of the Netherlands and Belgium, British ones in scenarios 1-2 (scenario
 * 3: one British step).
 */
export function replaceableUnits(s: State, side: Side, kind: ReplacementKind): string[] {
  const rebuilt = new Set((s.campaign.rebuilt ?? []).map((r) => r.counter));
  const exited = new Set(s.campaign.exited);
  return replacementTargets(s, side, kind, (u) => inGeneralSupply(s, u)).filter((id) => {
    const u = unitById(s, id)!;
    const c = counterOf(s, id);
    if (side === 'allied') {
      if (c.nationality === 'dutch' || c.nationality === 'belgian') return false;
      if (c.nationality === 'british' && (scenarioOf(s) !== 3 || (s.campaign.britishReplaced ?? 0) >= 1)) return false;
      // CG SB5.14g: Gp de Cary takes no armour replacements (nor attrition).
      if (id === 'GpCary') return false;
    }
    if (u.loc >= 0) return true;
    if (u.loc !== -1 || rebuilt.has(id) || exited.has(id)) return false;
    if (kind === 'infantry' && c.size === 'division' && c.back) return false;
    return c.front.tr < 4;
  });
}

/** CG R12.10e: a reduced unit on the map becomes full; an eliminated one returns reduced on the next turn. */
export function replace(s: State, side: Side, id: string): State {
  const u = unitById(s, id)!;
  const next = applyReplacement(s, id);
  const british = counterOf(s, id).nationality === 'british' ? { britishReplaced: (s.campaign.britishReplaced ?? 0) + 1 } : {};
  if (u.loc >= 0) return { ...next, campaign: { ...next.campaign, ...british } };
  // CG SB5.14e, SB5.15d: rebuilt units enter as reinforcements of the next turn (R10.2).
  const rebuilt = [...(next.campaign.rebuilt ?? []), { counter: id, side, turn: s.turn + REBUILT_TURN_OFFSET }];
  return { ...next, campaign: { ...next.campaign, ...british, rebuilt, entered: next.campaign.entered.filter((e) => e !== id) } };
}

export function replacementMoves(s: State, side: Side, infantry: number, armour: number): Move[] {
  const out: Move[] = [{ type: 'end-replacements' }];
  if (infantry > 0) for (const unit of replaceableUnits(s, side, 'infantry')) out.push({ type: 'replace', unit, kind: 'infantry' });
  if (armour > 0) for (const unit of replaceableUnits(s, side, 'armour')) out.push({ type: 'replace', unit, kind: 'armour' });
  return out;
}

/** CG R12.10, SB5.14-5.15: the German spends his steps first, then the Allies; unused steps are lost. */
function toReplacements(s: State, side: Side): State {
  const { infantry, armour } = replacementSteps(s, side);
  const stage = { kind: 'replace' as const, side, infantry, armour };
  if (replacementMoves(s, side, infantry, armour).length > 1) return { ...s, stage };
  return side === 'german' ? toReplacements(s, 'allied') : toBetterDefense(s);
}

export function afterReplacementStep(s: State, side: Side, infantry: number, armour: number): State {
  if ((infantry > 0 || armour > 0) && replacementMoves(s, side, infantry, armour).length > 1) return { ...s, stage: { kind: 'replace', side, infantry, armour } };
  return side === 'german' ? toReplacements(s, 'allied') : toBetterDefense(s);
}

// ---------------------------------------------------------------------------------------------
// R12.11 Better Defense.

/**
 * CG R9.6, R12.11d, GMT errata 12.11d (gap-fill 8.4): hexes from which an Allied LOC reaches an
 * Allied-controlled south or west edge hex (through French hexes only, R2.4h). One walk from the edges.
 */
export function alliedLocField(s: State): Uint8Array {
  // Cached by the supply fields' content key (supply/fields.ts: units, forts, crossings, control).
  return cachedField(s, 'loc:allied:edge', () => {
    const b = boardOf(s);
    const edges: number[] = [];
    for (let loc = 0; loc < b.map.size; loc++) {
      const e = b.edges[loc]!;
      if ((e.includes('south') || e.includes('west')) && controls(s, loc) === 'allied') edges.push(loc);
    }
    return lineOfCommunicationField(s, 'allied', edges);
  });
}

/** CG SB5.16, SB7.16: markers arrive in the End Phase of their turn. */
function receiveBetterDefense(s: State): State {
  const p = betterDefenseParams(s);
  return s.turn === p.turn ? { ...s, campaign: { ...s.campaign, betterDefensePool: (s.campaign.betterDefensePool ?? 0) + p.markers } } : s;
}

export function toBetterDefense(s: State): State {
  if (scenarioOf(s) === 4 || s.turn < betterDefenseParams(s).turn) return toRefit(s);
  // CG R12.11e-f: markers whose hex emptied were lifted or lost at that moment (better-defense.ts).
  const next = receiveBetterDefense(s);
  return { ...next, stage: { kind: 'better-defense', left: next.campaign.betterDefensePool ?? 0 } };
}

export function betterDefenseMoves(s: State, left: number): Move[] {
  const loc = alliedLocField(s);
  const at = unitsAt(s);
  const markers = s.betterDefense ?? [];
  const out: Move[] = [{ type: 'end-better-defense' }];
  // CG R12.11e: lifting for reuse happens at the start of the segment (before any placement this
  // turn), from a hex that can trace a LOS (R7.2) for its units.
  const placedThisSegment = left < (s.campaign.betterDefensePool ?? 0);
  if (!placedThisSegment) {
    for (const from of markers) if (betterDefenseLos(s, from, at[from]!.filter((u) => sideOf(s, u) === 'allied'))) out.push({ type: 'lift-better-defense', from });
  }
  if (left > 0) {
    for (let h = 0; h < at.length; h++) {
      if (loc[h] !== 1 || markers.includes(h) || !at[h]!.some((u) => sideOf(s, u) === 'allied')) continue;
      out.push({ type: 'better-defense', at: h });
    }
  }
  return out;
}

export const placeBetterDefense = (s: State, at: number, left: number): State => ({ ...s, betterDefense: [...(s.betterDefense ?? []), at], stage: { kind: 'better-defense', left: left - 1 } });

/** CG R12.11e: a lifted marker goes back to the pool for placement this segment. */
export function liftBetterDefense(s: State, from: number, left: number): State {
  const pool = (s.campaign.betterDefensePool ?? 0) + 1;
  return { ...s, betterDefense: (s.betterDefense ?? []).filter((h) => h !== from), campaign: { ...s.campaign, betterDefensePool: pool }, stage: { kind: 'better-defense', left: left + 1 } };
}

/** The pool keeps the markers not placed. */
export const endBetterDefense = (s: State, left: number): State => toRefit({ ...s, campaign: { ...s.campaign, betterDefensePool: left } });

// ---------------------------------------------------------------------------------------------
// R12.12 Panzer Refit and Fall Rot.

export function toRefit(s: State): State {
  if (scenarioOf(s) === 4) return nextTurn(s);
  if (mayDeclareRefit(s)) return { ...s, stage: { kind: 'refit-declare' } };
  if (refitDue(s) && s.campaign.fallRot === undefined) return toRefitPoints(s);
  return nextTurn(s);
}

/** CG R12.12b, SB5.17a: turns 4 and 5 may pass; turn 6 must declare. */
export const refitDeclareMoves = (s: State): Move[] => (s.turn < REFIT_LAST_TURN ? [{ type: 'no-refit' }, { type: 'declare-refit' }] : [{ type: 'declare-refit' }]);
export const REFIT_LAST_TURN = 6;

/** CG R12.12b: not this turn (turns 4-5 only). */
export const refitNotYet = (s: State): State => nextTurn(s);

/**
 * CG R12.12c, R12.9h, SB7.13b: the declaration: the divisions leave the map; the German chits
 * left in the cup are set aside unused (scenario 3: the Allied ones too; no attrition during Refit).
 */
export function refitDeclared(s: State): State {
  const next = declareRefit(s);
  const a = next.attrition;
  const attrition = a ? { ...a, german: [], allied: scenarioOf(s) === 3 ? [] : a.allied } : a;
  return nextTurn({ ...next, ...(attrition ? { attrition } : {}) });
}

function toRefitPoints(s: State): State {
  return refitCandidates(s).length > 0 ? { ...s, stage: { kind: 'refit', points: refitPoints(s) } } : toRefitPlace(s);
}

/** CG R12.12g, SB5.17d: the divisions that may take the next point (none at full strength). */
export const refitPointMoves = (s: State): Move[] => refitCandidates(s).map((unit): Move => ({ type: 'refit-point', unit }));

export function spendRefitPoint(s: State, unit: string, points: number): State {
  const next = refitPoint(s, unit);
  return points > 1 && refitCandidates(next).length > 0 ? { ...next, stage: { kind: 'refit', points: points - 1 } } : toRefitPlace(next);
}

/** CG R12.12h: the divisions with steps (and, SB5.17e, the 11th Motorized Brigade in the Refit box) to place. */
export function refitToPlace(s: State): Unit[] {
  const ids = (s.refit?.off ?? []).filter((o) => o.steps > 0).map((o) => o.id);
  const out = ids.map((id) => ({ ...unitById(s, id)!, steps: (s.refit!.off.find((o) => o.id === id)!.steps) }));
  const brigade = unitById(s, '11Mot');
  if (brigade && brigade.loc === -3 && scenarioOf(s) !== 3 && !s.campaign.entered.includes('11Mot')) out.push(brigade);
  return out;
}

function toRefitPlace(s: State): State {
  return refitToPlace(s).length > 0 ? { ...s, stage: { kind: 'refit-place' } } : endRefit(s);
}

/**
 * CG R12.12h, SB5.17e: German-controlled hexes in general supply with no Allied unit; SB7.17f
 * (scenario 3): within 3 hexes of a German unit in general supply (our reading of Attack Supply).
 */
export function refitHexes(s: State, u: Unit): number[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const reach = reachField(s, 'german', 'general', () => generalSources(s, 'german'));
  const s3 = scenarioOf(s) === 3;
  const anchors = s3 ? s.units.filter((x) => x.loc >= 0 && sideOf(s, x) === 'german' && reach[x.loc] === 1).map((x) => x.loc) : [];
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (controls(s, loc) !== 'german' || reach[loc] !== 1 || at[loc]!.some((x) => sideOf(s, x) === 'allied')) continue;
    if (s3 && !anchors.some((a) => b.distance(a, loc) <= REFIT_RANGE_S3)) continue;
    if (!stackLegal(s, [...at[loc]!, u])) continue;
    out.push(loc);
  }
  return out;
}
export const REFIT_RANGE_S3 = 3;

export function refitPlaceMoves(s: State): Move[] {
  const u = refitToPlace(s)[0];
  return u ? refitHexes(s, u).map((to): Move => ({ type: 'refit-place', unit: u.id, to })) : [];
}

export function placeRefitted(s: State, unit: string, to: number): State {
  const steps = s.refit?.off.find((o) => o.id === unit)?.steps;
  const refit = s.refit && steps !== undefined ? { ...s.refit, off: s.refit.off.filter((o) => o.id !== unit) } : s.refit;
  const entered = unit === '11Mot' ? [...s.campaign.entered, unit] : s.campaign.entered;
  const next: State = { ...s, ...(refit ? { refit } : {}), units: s.units.map((u) => (u.id === unit ? { ...u, loc: to, steps: steps ?? u.steps, dis: false } : u)), campaign: { ...s.campaign, entered } };
  return refitPlaceMoves(next).length > 0 ? next : endRefit(next);
}

/** CG R12.12i: the Refit ends; the next turn is Fall Rot. Divisions left at 0 steps stay eliminated. */
function endRefit(s: State): State {
  const zero = new Set((s.refit?.off ?? []).map((o) => o.id));
  const units = s.units.map((u) => (zero.has(u.id) ? { ...u, loc: -1, steps: 0 } : u));
  const refit = s.refit ? { ...s.refit, off: [] } : s.refit;
  return nextTurn({ ...s, units, ...(refit ? { refit } : {}), campaign: { ...s.campaign, fallRot: s.turn + 1 } });
}

/** CG R12.12i, SB5.18, SB7.18: is this the Fall Rot turn? */
export const isFallRot = (s: State): boolean => s.campaign.fallRot === s.turn;

/** CG SB5.18b-e, SB6.18: the German's 4 chits, initiative and 6 Stukas; the Allies 2 Move and 1 Combat chit. */
export const FALL_ROT = { germanChits: 4, stukas: 6, alliedMove: 2, alliedCombat: 1 } as const;

/**
 * CG SB5.13b, SB5.18f, SB7.13c: the second attrition round from Fall Rot: the German cup holds a
 * chit per Panzer division on the map, the Allied cup one per armoured unit on the map (not Gp de Cary, SB5.14g).
 */
export function refillAttrition(s: State): State {
  const onMap = (pred: (u: Unit) => boolean) => s.units.filter((u) => u.loc >= 0 && pred(u)).map((u) => u.id);
  const german = onMap((u) => counterOf(s, u.id).types.includes('panzer') && counterOf(s, u.id).size === 'division');
  const allied = onMap((u) => sideOf(s, u) === 'allied' && counterOf(s, u.id).types.includes('armoured') && u.id !== 'GpCary');
  return { ...s, attrition: { german, allied, lost: { german: 0, allied: 0 } } };
}

/** CG SB5.18, SB7.18: the Fall Rot turn's chits, initiative, Stukas and attrition cups (scenario 3 rolls the Allied side). */
export function fallRotTurn(s: State): State {
  if (!isFallRot(s)) return s;
  const next = refillAttrition(s);
  if (scenarioOf(s) === 3) return next;
  return { ...next, initiative: 'german', stukas: { available: FALL_ROT.stukas, used: 0 }, cup: { german: FALL_ROT.germanChits, alliedMove: FALL_ROT.alliedMove, alliedCombat: FALL_ROT.alliedCombat } };
}

/** CG R12.10e, SB5.14e, SB5.15d: rebuilt units enter as reinforcements (German: a German City or Town; Allied: the south edge, our pick of "south or west edge or rail"). */
export function rebuiltReinforcements(s: State): Reinforcement[] {
  return (s.campaign.rebuilt ?? []).map((r): Reinforcement => ({ turn: r.turn, side: r.side, counter: r.counter, entry: r.side === 'german' ? 'german-city-or-town' : { edge: 'south' }, provenance: rulebook('CG R12.10e, SB5.14e-f, SB5.15d') }));
}

/** Entry point from the attrition segment (CG R12.9 -> R12.10). */
export function afterAttrition(s: State): State {
  if (scenarioOf(s) === 4) return nextTurn(s);
  return s.turn === SCENARIO_PARAMS[1].replacements.turn ? toReplacements(s, 'german') : toBetterDefense(s);
}

export { mayDeclareRefit };
