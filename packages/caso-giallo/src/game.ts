/**
 * Case Yellow, 1940 on the kernel's protocol (`defineGame`): the GameDefinition wiring the rule
 * sections together. Every decision in the middle of a resolution is a move of the deciding
 * player; dice and chits are chance moves with exact probabilities.
 */
import { eliminateCutAg1, loneSupplyUnits, markAttackSupply } from './supply/index.js';
import { canonicalize, defineGame, dieOutcomes, ruleError, type GameEvent, type Outcome, type ResolveResult } from '@esagono/kernel';
import { dropTargets, landDivision, landRegiment, landingDrm, llDrm, llTargets, nextParatrooper, rerollDivision } from './air/paradrop.js';
import { diveDrm, diveResult, diveTargets } from './air/stuka.js';
import { initialAlliedAir, spendAlliedAir } from './air/allied.js';
import { extraApply, extraChance, extraLegal, extraMoves } from './endphase/stages.js';
import { airAvailable, alliedMotorizedEligible, attackTargets, combatOdds, committable } from './combat/declare.js';
import { advance, advanceOptions, automaticAe, lossCandidates, readResult, retreat, retreatOptions, rollCombat, startResult, takeLoss } from './combat/results.js';
import { screenAdvanceDue, screenedCavalry, screenResult, vanish } from './scenarios/cavalry.js';
import { isSupplyRetreat, pruneSupplyRetreat, supplyRetreatPaths, supplyRetreatStage } from './combat/supply-retreat.js';
import { BETTER_DEFENSE, BRIDGEHEAD_DRM, BRIDGEHEAD_MARKERS, BRIDGEHEAD_TABLE } from './data/tables.js';
import { TERRAIN } from './data/terrain.js';
import { alliedUnitsAt, fortressOutcome, terrorTargets } from './endphase/index.js';
import { removeEmptiedBetterDefense } from './endphase/better-defense.js';
import { dirBetween, riverAt } from './map/board.js';
import { applyStep, enterHex, finishMoving, groupStepOptions, mayStartMoving, stepOptions, type StepFilter } from './movement/index.js';
import { finishOverrun, overrunRetreat, overrunTargets, startOverrun } from './movement/overrun.js';
import {
  boardOf, controls, counterOf, data, isArmoured, isYellow, loseStep, ma, sideOf, tr, unitById, unitsAt, worksStand, zocField, zocSources, type ZocField,
} from './position.js';
import type { Side } from './setup/counters.js';
import { SCENARIO_DATA } from './scenarios/index.js';
import { chitSide, drawOutcomes, germanModes, takeChit } from './sequence/chits.js';
import { actorOf, afterCombat, afterReinforcements, endMovement, endRound, overstacked, startRound, continueTurn } from './sequence/index.js';
import {
  RESERVE, endCrossings, afterRefugees, afterTerror, afterVictory, campaignTerrorTargets, crossInEndPhase, crossingMoves, exitMoves, exitUnit, placeReinforcement, recordZoneExit, reinforcementMoves,
  reinforcementRound, rollAir, rollChits, toTerror, campaignSupplyPhase, interdictionMoves, openCityMoves, openCity, toVictory, evictionMoves, evict, initialAttrition, attritionChance, attritionDrawn, railMoves, railMove, rollInterdiction,
} from './sequence/turn.js';
import { campaignOutcome, rollVp, scenarioOf } from './victory/index.js';
import { filterSpecialMoves, moveStageRule, stepFilter } from './scenarios/special.js';
import { germanRedeploys, redeploy, redeployFirst, redeployMoves } from './scenarios/redeploy.js';
import { chooseAirborne, divisionDropMoves, isFjDivision, landFjDivision, laterDropAllowed, mayHoldDrop, rerollFjDivision, scenario3DropTargets, startLaterDrop } from './scenarios/airborne.js';
import { ebenEmaelRollDue, rollEbenEmael, setupMarkers } from './scenarios/eben-emael.js';
import { endPhaseRefugeeMoves, liftRefugee, placeRefugee } from './sequence/refugees.js';
import { SetupSchema, type SetupData } from './setup/schema.js';
import { MoveSchema, PLAYERS, StateSchema, other, type Combat, type Mode, type Move, type Player, type State, type Unit, type View } from './state.js';

const DIE = dieOutcomes(6, (die): Move => ({ type: 'roll', die }));
const LAND = dieOutcomes(6, (die): Move => ({ type: 'land', die }));

/** A bound on any game's length: ten turns (CG SB5.2) of at most 8 rounds, each finite. */
const MAX_MOVES = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Legal moves.

/** CG R12.11a: a Better Defense marker is -1 on the Bridgehead table. */
const betterDefenseDrm = (s: State, loc: number): number => ((s.betterDefense ?? []).includes(loc) ? BETTER_DEFENSE.bridgeheadDrm : 0);

/** CG R10.8e: Bridgehead markers not on the map (the count is a hard limit; FJ bridgeheads use none). */
export const bridgeheadMarkersLeft = (s: State): number => BRIDGEHEAD_MARKERS.value - s.bridgeheads.length;

/** CG R10.8c(1-2): bridgehead attempts open to the moving German yellow-MA unit. */
export function bridgeheadTargets(s: State, u: Unit): number[] {
  if (sideOf(s, u) !== 'german' || !isYellow(s, u) || u.loc < 0 || bridgeheadMarkersLeft(s) <= 0) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  const mp = s.moving?.units.includes(u.id) ? s.moving.mp : ma(s, u);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(u.loc, d);
    if (to < 0 || riverAt(b, u.loc, d) === null || s.bridgeheadTried.includes(to) || s.bridgeheads.includes(to)) continue;
    const occupied = at[to]!.length > 0;
    if (occupied && sideOf(s, at[to]![0]!) === 'german') continue;
    if (!occupied && controls(s, to) === 'german') continue;
    if (occupied && mp < 1) continue; // CG R10.8c(2): one unused MP
    out.push(to);
  }
  return out;
}

/**
 * CG R10.8c(3): in a German Combat round, German yellow-MA units attacking an occupied hex across a
 * river may try a bridgehead before the roll (one try per hex and round, digest A56).
 */
export function combatBridgeheadUnits(s: State, c: Combat): string[] {
  if (c.attacker !== 'german' || s.round?.mode !== 'combat' || s.bridgeheadTried.includes(c.target) || s.bridgeheads.includes(c.target) || bridgeheadMarkersLeft(s) <= 0) return [];
  const b = boardOf(s);
  return c.attackers.filter((id) => {
    const u = unitById(s, id);
    if (!u || u.loc < 0 || !isYellow(s, u)) return false;
    const d = dirBetween(b, u.loc, c.target);
    return d >= 0 && riverAt(b, u.loc, d) !== null;
  });
}

/** CG R10.8c(1): German yellow-MA units that advanced may try a bridgehead on an empty enemy-controlled hex across a river. */
function advanceBridgeheads(s: State): Move[] {
  const at = unitsAt(s);
  const out: Move[] = [];
  for (const id of s.advanced) {
    const u = unitById(s, id);
    if (!u || u.loc < 0) continue;
    for (const target of bridgeheadTargets(s, u)) if (at[target]!.length === 0) out.push({ type: 'bridgehead', unit: id, target });
  }
  return out;
}

/** CG R10.8d: the German may remove a Bridgehead marker at any time (offered in his Move and Combat rounds). */
const liftBridgeheadMoves = (s: State): Move[] => s.bridgeheads.map((at): Move => ({ type: 'lift-bridgehead', at }));

function combatMoves(s: State, c: Combat): Move[] {
  switch (c.stage) {
    case 'declare': {
      const out: Move[] = c.engaged ? [] : committable(s, c).map((u): Move => ({ type: 'commit', unit: u.id }));
      if (airAvailable(s, c.attacker) > 0) out.push({ type: 'air' });
      for (const id of combatBridgeheadUnits(s, c)) out.push({ type: 'bridgehead', unit: id, target: c.target });
      const odds = c.attackers.length > 0 ? combatOdds(s, c) : null;
      // CG R11.3a: the initial odds must be 1-3 or better; CG R9.5b: units must be left to attack
      // every hex the attack obliges the player to attack.
      // CG R7.9e: Attack Supply units alone in the hex fall to any attack (no odds to compute).
      const lone = c.attackers.length > 0 && loneSupplyUnits(s, c.target).length > 0;
      const canResolve = (lone || (odds !== null && odds.initial >= 0)) && obligationsMet(s, c);
      if (canResolve) out.push({ type: 'resolve' });
      // An obliged attack (R9.5b) may be given up only when it cannot be made.
      if (!c.engaged && (!canResolve || !s.obligations.includes(c.target))) out.push({ type: 'abandon' });
      return out;
    }
    case 'defender-air':
      return airAvailable(s, other(c.attacker)) > 0 ? [{ type: 'air' }, { type: 'resolve' }] : [{ type: 'resolve' }];
    case 'roll':
      return [];
    case 'losses':
      return lossCandidates(s, c).map((u): Move => ({ type: 'lose-step', unit: u.id }));
    case 'retreat': {
      if (isSupplyRetreat(c)) {
        // CG R7.9e: the owner retreats each stacked Attack Supply unit before the roll.
        const v = unitById(s, c.retreating[0] ?? '');
        return v ? supplyRetreatPaths(s, c, v).map((path): Move => ({ type: 'retreat', unit: v.id, path })) : [];
      }
      const u = c.retreating.map((id) => unitById(s, id)).find((x) => x && x.loc === c.target);
      if (!u) return [];
      const paths = retreatOptions(s, c, u);
      return paths.length > 0 ? paths.map((path): Move => ({ type: 'retreat', unit: u.id, path })) : [{ type: 'eliminate', unit: u.id }];
    }
    case 'advance': {
      const out: Move[] = [];
      for (const a of c.advancing) for (const to of advanceOptions(s, c, a.unit)) out.push({ type: 'advance', unit: a.unit, to });
      // CG SB5.8c: the screen's two-hex advance is automatic: it may not be cut short.
      if (!screenAdvanceDue(s, c)) out.push({ type: 'end-advance' });
      return out;
    }
  }
}

/**
 * CG R10.1b: does `u`, picked now, have a move (a step the scenario allows, CG R10.1a, SB5.8; a
 * bridgehead attempt, R10.8c; an overrun as a one-unit group, R10.3c)? Exact, and cheap: the
 * first legal step answers it; the bridgehead and overrun tests run only for a unit without one.
 */
function hasMove(s: State, u: Unit, side: Side, at: Unit[][], field: ZocField, allow: StepFilter | undefined): boolean {
  if (stepOptions(s, u, ma(s, u), 0, at, field, allow, true).length > 0) return true;
  // CG R10.5b: an Allied unit with no step may have a rail move.
  if (side !== 'german') return railMoves(s, u).some((m) => m.type === 'rail' && (allow === undefined || allow(u, m.to)));
  if (bridgeheadTargets(s, u).length > 0) return true;
  return overrunTargets({ ...s, moving: { units: [u.id], mp: ma(s, u), entered: 0 } }, at).length > 0;
}

/** The `select` move of a unit, one object per unit id in the scenario's context (a listing allocates none). */
function selectOf(s: State, u: Unit): Move {
  const selects = data(s).context.selects;
  let m = selects.get(u.id);
  if (m === undefined) {
    m = { type: 'select', unit: u.id };
    selects.set(u.id, m);
  }
  return m;
}

function legal(s: State): Move[] {
  // CG R5.1b, R12.10-R12.12, R13: the stages of endphase/stages.ts.
  const extra = extraLegal(s);
  if (extra) return extra;
  const st = s.stage;
  switch (st.kind) {
    case 'drop': {
      // CG SB7.7b: scenario 3 drops anywhere and may hold the paratroopers back.
      const targets = scenarioOf(s) === 3 ? scenario3DropTargets(s) : dropTargets(s);
      // CG SB7.7b: scenario 3 may drop the 7th FJ Division instead of the regiments.
      const out = [...targets.map((to): Move => ({ type: 'drop', unit: st.unit, to })), ...divisionDropMoves(s, targets)];
      return mayHoldDrop(s) ? [{ type: 'hold-drop' }, ...out] : out;
    }
    case 'drop-ll': {
      const ll = s.units.find((u) => u.loc === -2 && counterOf(s, u.id).types.includes('ll'));
      return ll ? llTargets(s).map((to): Move => ({ type: 'drop', unit: ll.id, to })) : [];
    }
    case 'dive':
      // Moves that end a step of the sequence come first: a bot taking the first listed move ends the game soon.
      return [{ type: 'end-dive-bombing' }, ...diveTargets(s).map((target): Move => ({ type: 'dive-bomb', target })), ...(laterDropAllowed(s) ? [{ type: 'paradrop' } as const] : []), ...extraMoves(s)];
    case 'dive-loss':
    case 'terror-loss':
      return alliedUnitsAt(s, st.target).map((u): Move => ({ type: 'lose-step', unit: u.id }));
    case 'initiative':
      return initiativeModes(s).map((mode): Move => ({ type: 'chit', mode }));
    case 'chit-mode':
      return germanModes(s).map((mode): Move => ({ type: 'chit', mode }));
    case 'refugees': {
      const b = boardOf(s);
      // CG SB8.7: Dutch towns and cities; SB5.11: Belgian and Dutch.
      const countries = data(s).setup.refugeeCountries ?? ['NL'];
      const out: Move[] = [];
      if (st.left > 0) {
        for (let loc = 0; loc < b.map.size; loc++) {
          if (countries.includes(b.country[loc] as 'NL') && b.settlement[loc] !== null && controls(s, loc) === 'allied' && !s.refugees.some((r) => r.loc === loc)) out.push({ type: 'refugee', to: loc });
        }
      }
      out.push({ type: 'end-refugees' });
      return out;
    }
    case 'move': {
      const out: Move[] = [];
      const side = s.round!.side;
      const at = unitsAt(s);
      const field = zocField(s, at, side);
      // CG R10.1b: the moving unit or group goes on, drops units off, or (R10.3c) overruns.
      if (s.moving) {
        const group = s.moving.units.map((id) => unitById(s, id) as Unit);
        for (const v of groupStepOptions(s, group, s.moving.mp, s.moving.entered, at, field)) out.push({ type: 'step', unit: group[0]!.id, to: v.to });
        if (group.length > 1) for (const u of group) out.push({ type: 'drop-off', unit: u.id });
        // CG R10.5b: a picked Allied unit that has not stepped may go by rail instead.
        if (group.length === 1 && s.moving.entered === 0 && side === 'allied') out.push(...railMoves(s, group[0]!));
        if (side === 'german') {
          for (const u of group) for (const target of bridgeheadTargets(s, u)) out.push({ type: 'bridgehead', unit: u.id, target });
          for (const target of overrunTargets(s, at)) out.push({ type: 'overrun', target });
        }
      }
      // Any unit that has not moved may start, alone (CG R10.1b: picked, then its steps are listed)
      // or with the other such units of its hex.
      const byHex = new Map<number, Unit[]>();
      const allow = stepFilter(s);
      for (const u of s.units) {
        if (u.loc < 0 || sideOf(s, u) !== side || !mayStartMoving(s, u)) continue;
        const here = byHex.get(u.loc);
        if (here) here.push(u);
        else byHex.set(u.loc, [u]);
        if (hasMove(s, u, side, at, field, allow)) out.push(selectOf(s, u));
      }
      for (const units of byHex.values()) if (units.length > 1) out.push({ type: 'group', units: units.map((u) => u.id) });
      out.push(...exitMoves(s));
      if (side === 'german') out.push(...liftBridgeheadMoves(s));
      // CG R13.1, R13.4: the Dynamo declaration and evacuation.
      out.push(...extraMoves(s));
      out.unshift({ type: 'end-movement' });
      return filterSpecialMoves(s, out);
    }
    case 'reinforce':
      return reinforcementMoves(s);
    case 'interdict':
      return interdictionMoves(s);
    case 'open-city':
      return openCityMoves();
    case 'evict':
      return evictionMoves(s);
    case 'interdict-roll':
    case 'attrition':
    case 'air-roll':
    case 'chit-roll':
    case 'vp-roll':
      return [];
    case 'overrun': {
      const c = overrunRetreat(st.target, st.retreating);
      const u = unitById(s, st.retreating[0] ?? '');
      if (!u) return [];
      const paths = retreatOptions(s, c, u);
      return paths.length > 0 ? paths.map((path): Move => ({ type: 'retreat', unit: u.id, path })) : [{ type: 'eliminate', unit: u.id }];
    }
    case 'shed':
      return unitsAt(s)[st.loc]!.map((u): Move => ({ type: 'eliminate', unit: u.id }));
    case 'engaged':
    case 'attack': {
      if (s.combat) return combatMoves(s, s.combat);
      const targets = attackTargets(s);
      // CG R9.5b: hexes a multi-hex attack obliges the player to attack come first, and the round
      // cannot end while one of them can still be attacked.
      const must = targets.filter((t) => s.obligations.includes(t));
      if (must.length > 0) return must.map((target): Move => ({ type: 'attack', target }));
      return [{ type: 'end-round' }, ...targets.map((target): Move => ({ type: 'attack', target })), ...advanceBridgeheads(s), ...(s.round?.side === 'german' ? liftBridgeheadMoves(s) : [])];
    }
    case 'terror':
      return [...(scenarioOf(s) === 4 ? terrorTargets(s) : campaignTerrorTargets(s)).map((target): Move => ({ type: 'terror-bomb', target })), { type: 'no-terror' }];
    case 'crossing':
      return crossingMoves(s);
    case 'refugee-phase':
      return endPhaseRefugeeMoves(s, st.lifting);
    case 'redeploy':
      return redeployMoves(s, st.side, st.unit);
    default:
      return [];
  }
}

function chance(s: State) {
  const extra = extraChance(s);
  if (extra) return extra;
  switch (s.stage.kind) {
    case 'landing':
    case 'll-reroll':
      return LAND;
    case 'dive-roll':
    case 'bridgehead-roll':
    case 'air-roll':
    case 'chit-roll':
    case 'vp-roll':
    case 'eben-roll':
    case 'motorized-roll':
    case 'interdict-roll':
      return DIE;
    case 'draw':
      return drawOutcomes(s);
    case 'attrition':
      return attritionChance(s, s.stage.side);
    case 'engaged':
    case 'attack':
      return s.combat?.stage === 'roll' ? DIE : [];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Applying moves.

type Done = ResolveResult<State, GameEvent>;
const ok = (state: State, rule: string, type: string): Done => ({ ok: true, state, events: [{ type, rule }] });

/** CG R4.1 C1, SB8.4c: how the initiative chit may be played. */
function initiativeModes(s: State): Mode[] {
  if (data(s).setup.firstChitMove) return ['move'];
  if (s.initiative === 'german') return s.cup.german > 0 ? germanModes(s) : [];
  const out: Mode[] = [];
  if (s.cup.alliedMove > 0) out.push('move');
  if (s.cup.alliedCombat > 0) out.push('combat');
  return out;
}

/** After the airborne landings: the dive bombing segment (CG R5.1e). */
const toDive = (s: State): State => ({ ...s, stage: { kind: 'dive' } });

function nextLanding(s: State): State {
  const pending = s.drops.find((d) => d.result === null);
  if (pending) return { ...s, stage: { kind: 'landing', unit: pending.unit, drm: landingDrm(s, pending.loc) } };
  // Called only after a regiment's roll: once they are all done, the 22 LL rolls (CG SB5.7, SB8.8).
  if (s.llDrop >= 0) {
    const ll = s.units.find((u) => counterOf(s, u.id).types.includes('ll') && u.loc === s.llDrop);
    if (ll) return { ...s, stage: { kind: 'landing', unit: ll.id, drm: llDrm(s) } };
  }
  return afterLandings(s);
}

function afterLandings(s: State): State {
  // CG SB4.2d: every unit that landed (a division that took an E too) sits out the next German Move round.
  const grounded = [...s.drops.filter((d) => d.result === 'X' || (unitById(s, d.unit)?.loc ?? -1) >= 0).map((d) => d.unit), ...s.units.filter((u) => u.loc >= 0 && counterOf(s, u.id).types.includes('ll')).map((u) => u.id)];
  return afterParadrops({ ...s, grounded });
}

/** CG R4.1 A: play starts with the paradrop segment (SB5.7, SB7.7). */
function startPlay(s: State): State {
  const para = nextParatrooper(s);
  return para ? { ...s, stage: { kind: 'drop', unit: para.id } } : afterParadrops(s);
}

/** CG SB7.7c: scenario 3's Eben Emael roll closes the turn-1 paradrop segment; then dive bombing. */
const afterParadrops = (s: State): State => (ebenEmaelRollDue(s) ? { ...s, stage: { kind: 'eben-roll' } } : toDive(s));

/** CG SB7.5b: after the Allied air roll, turn 1 goes on to the paradrops, later turns to the chit rolls (SB7.6b). */
const afterAlliedAir = (s: State): State => (s.turn === 1 ? startPlay(s) : { ...s, stage: { kind: 'chit-roll', side: 'german' } });

function afterCombatMove(s: State): State {
  return s.combat === null ? afterCombat(s) : s;
}

function apply(s: State, m: Move): Done {
  const st = s.stage;
  const c = s.combat;
  const extra = extraApply(s, m, afterAlliedAir, { startRound, continueTurn });
  if (extra) return ok(extra.state, extra.rule, extra.type);
  switch (m.type) {
    case 'drop': {
      const ll = st.kind === 'drop-ll';
      // CG SB7.7b: scenario 3's first drop chooses between the regiments and the 7th FJ Division.
      const chosen = chooseAirborne(s, m.unit);
      let next: State = { ...chosen, units: chosen.units.map((u) => (u.id === m.unit ? { ...u, loc: m.to } : u)) };
      if (ll) return ok(nextLanding({ ...next, llDrop: m.to }), 'CG SB4.2c', 'air-landing-placed');
      next = { ...next, drops: [...s.drops, { unit: m.unit, loc: m.to, result: null }] };
      const para = nextParatrooper(next);
      if (para) return ok({ ...next, stage: { kind: 'drop', unit: para.id } }, 'CG SB4.2a', 'paradropped');
      const llInBox = next.units.some((u) => u.loc === -2 && counterOf(next, u.id).types.includes('ll'));
      return ok(llInBox ? { ...next, stage: { kind: 'drop-ll' } } : nextLanding(next), 'CG SB4.2a', 'paradropped');
    }
    case 'redeploy-pick':
      if (st.kind !== 'redeploy' || st.unit !== null) break;
      return ok({ ...s, stage: { ...st, unit: m.unit } }, 'CG SB6.4h', 'redeploy-picked');
    case 'redeploy':
      if (st.kind !== 'redeploy' || st.unit !== m.unit) break;
      return ok({ ...redeploy(s, m.unit, m.to), stage: { ...st, unit: null } }, 'CG SB6.4h', 'redeployed');
    case 'end-redeploy':
      if (st.kind !== 'redeploy') break;
      // CG SB6.4h: the Allies first, then (Variant 1) the German; then play starts with the paradrop.
      if (st.side === 'allied' && germanRedeploys(s)) return ok({ ...s, stage: { kind: 'redeploy', side: 'german', unit: null } }, 'CG SB6.4h', 'redeploy-done');
      return ok(startPlay(s), 'CG SB6.4h', 'redeploy-done');
    case 'hold-drop':
      if (st.kind !== 'drop' || !mayHoldDrop(s)) break;
      return ok(afterParadrops(s), 'CG SB7.7b', 'paradrop-held');
    case 'paradrop':
      if (st.kind !== 'dive' || !laterDropAllowed(s)) break;
      return ok(startLaterDrop(s), 'CG SB7.7b', 'paradrop-declared');
    case 'land': {
      // CG SB7.7b: the 7th FJ Division's re-roll; then the 22 LL's landing.
      if (st.kind === 'll-reroll' && st.unit !== undefined) return ok(nextLanding(rerollFjDivision(s, st.unit, m.die)), 'CG SB4 landing table', 'landing-reroll');
      if (st.kind === 'll-reroll') return ok(afterLandings(rerollDivision(s, m.die)), 'CG SB4 landing table', 'landing-reroll');
      if (st.kind !== 'landing') break;
      if (isFjDivision(st.unit)) {
        const r = landFjDivision(s, st.unit, m.die, st.drm);
        return ok(r.reroll ? { ...r.state, stage: { kind: 'll-reroll', unit: st.unit } } : nextLanding(r.state), 'CG SB4 landing table', 'landed');
      }
      const isLl = counterOf(s, st.unit).types.includes('ll');
      if (!isLl) return ok(nextLanding(landRegiment(s, st.unit, m.die, st.drm)), 'CG SB4 landing table', 'landed');
      const r = landDivision(s, m.die, st.drm);
      return ok(r.reroll ? { ...r.state, stage: { kind: 'll-reroll' } } : afterLandings(r.state), 'CG SB4 landing table', 'landed');
    }
    case 'dive-bomb':
      return ok({ ...s, stukas: { available: s.stukas.available - 1, used: s.stukas.used + 1 }, stage: { kind: 'dive-roll', target: m.target, drm: diveDrm(s, m.target) } }, 'CG R5.1e', 'stuka-committed');
    case 'end-dive-bombing':
    {
      // CG SB8.6: everything is supplied in scenario 4, so the Supply Phase changes nothing; R7.5 from turn 2 of scenarios 1-3.
      const supplied = campaignSupplyPhase(s);
      return ok(initiativeModes(supplied).length > 0 ? { ...supplied, stage: { kind: 'initiative' } } : endRound(supplied), 'CG R4.1 A-B', 'air-phase-ended');
    }
    case 'chit': {
      if (st.kind === 'initiative') {
        // CG R4.1 C1: the initiative player takes one of his chits out of the cup for box 1.
        const kind = s.initiative === 'german' ? 'german' : m.mode === 'move' ? 'allied-move' : 'allied-combat';
        return ok(startRound(takeChit(s, kind), s.initiative, m.mode), 'CG R4.1 C1', 'initiative-chit');
      }
      return ok(startRound(s, 'german', m.mode), 'CG R4.1 C3', 'chit-played');
    }
    case 'draw': {
      const next = takeChit(s, m.chit);
      if (chitSide(m.chit) === 'german') return ok({ ...next, stage: { kind: 'chit-mode' } }, 'CG R4.1 C3', 'chit-drawn');
      return ok(startRound(next, 'allied', m.chit === 'allied-move' ? 'move' : 'combat'), 'CG R4.1 C3', 'chit-drawn');
    }
    case 'refugee': {
      // CG R12.6d: End-Phase placement; after the first one the German lifts no more markers.
      if (st.kind === 'refugee-phase') return ok({ ...placeRefugee(s, m.to), stage: { kind: 'refugee-phase', lifting: false } }, 'CG R12.6d', 'refugees-placed');
      if (st.kind !== 'refugees') break;
      const side = boardOf(s).settlement[m.to] === 'city' ? 'city' : 'town';
      const next: State = { ...s, refugees: [...s.refugees, { loc: m.to, side }] };
      return ok(st.left > 1 ? { ...next, stage: { kind: 'refugees', left: st.left - 1 } } : { ...next, refugeesPlaced: true, stage: { kind: 'move' } }, 'CG SB8.7', 'refugees-placed');
    }
    case 'lift-refugee':
      if (st.kind !== 'refugee-phase') break;
      return ok(liftRefugee(s, m.from), 'CG R12.6d', 'refugees-lifted');
    case 'end-refugees':
      if (st.kind === 'refugee-phase') return ok(afterRefugees(s), 'CG R12.6d', 'refugees-done');
      return ok({ ...s, refugeesPlaced: true, stage: { kind: 'move' } }, 'CG SB8.7', 'refugees-done');
    case 'step': {
      const inGroup = s.moving?.units.includes(m.unit) ?? false;
      const ids = inGroup ? s.moving!.units : [m.unit];
      const units = ids.map((id) => unitById(s, id) as Unit);
      const v = inGroup ? groupStepOptions(s, units, s.moving!.mp, s.moving!.entered).find((x) => x.to === m.to) : stepOptions(s, units[0]!, ma(s, units[0]!), 0).find((x) => x.to === m.to);
      if (!v) break;
      return ok(recordZoneExit(s, applyStep(s, ids, m.to, v), ids, m.to), 'CG R10.1', 'stepped');
    }
    case 'select': {
      // CG R10.1b: the picked unit starts moving (a group of one); the unit or group before it is done.
      const u = unitById(s, m.unit) as Unit;
      return ok({ ...finishMoving(s), moving: { units: [m.unit], mp: ma(s, u), entered: 0 } }, 'CG R10.1b', 'unit-selected');
    }
    case 'group': {
      const units = m.units.map((id) => unitById(s, id) as Unit);
      const next = finishMoving(s);
      return ok({ ...next, moving: { units: [...m.units], mp: Math.min(...units.map((u) => ma(s, u))), entered: 0 } }, 'CG R10.1b', 'group-formed');
    }
    case 'drop-off':
      return ok({ ...s, moved: [...s.moved, m.unit], moving: { ...s.moving!, units: s.moving!.units.filter((id) => id !== m.unit) } }, 'CG R10.1b', 'dropped-off');
    case 'overrun': {
      const next = startOverrun(s, m.target);
      const st2 = next.stage;
      return ok(st2.kind === 'overrun' && st2.retreating.length === 0 ? finishOverrun(next, m.target) : next, 'CG R10.3c', 'overrun');
    }
    case 'bridgehead': {
      const u = unitById(s, m.unit) as Unit;
      const at = unitsAt(s);
      const occupied = at[m.target]!.length > 0;
      if (st.kind === 'attack' && !c) {
        // CG R10.8c(1) after an advance: an empty hex, no MP spent.
        const drm = (s.turn === 1 ? BRIDGEHEAD_DRM.turnOne : 0) + (tr(s, u) > 3 ? BRIDGEHEAD_DRM.trAbove3 : 0) + (worksStand(s, m.target) ? BRIDGEHEAD_DRM.works : 0) + betterDefenseDrm(s, m.target);
        return ok({ ...s, bridgeheadTried: [...s.bridgeheadTried, m.target], stage: { kind: 'bridgehead-roll', unit: u.id, target: m.target, drm, resume: 'attack' } }, 'CG R10.8c(1)', 'bridgehead-attempt');
      }
      if (c) {
        const drm = (s.turn === 1 ? BRIDGEHEAD_DRM.turnOne : 0) + (tr(s, u) > 3 ? BRIDGEHEAD_DRM.trAbove3 : 0) + BRIDGEHEAD_DRM.alliedOccupied + (worksStand(s, m.target) ? BRIDGEHEAD_DRM.works : 0) + betterDefenseDrm(s, m.target);
        const resume = st.kind === 'engaged' ? 'engaged' : 'attack';
        return ok({ ...s, bridgeheadTried: [...s.bridgeheadTried, m.target], stage: { kind: 'bridgehead-roll', unit: u.id, target: m.target, drm, resume } }, 'CG R10.8c(3)', 'bridgehead-attempt');
      }
      const current = s.moving?.units.includes(u.id) ?? false;
      const mp = (current ? s.moving!.mp : ma(s, u)) - (occupied ? 1 : 0);
      const moved = s.moving && !current ? [...s.moved, ...s.moving.units] : s.moved;
      // CG R10.8 Bridgehead table DRMs (turn 1 +3, TR above 3 +1, Allied unit -2, works -1).
      const drm =
        (s.turn === 1 ? BRIDGEHEAD_DRM.turnOne : 0) +
        (tr(s, u) > 3 ? BRIDGEHEAD_DRM.trAbove3 : 0) +
        (occupied ? BRIDGEHEAD_DRM.alliedOccupied : 0) +
        (worksStand(s, m.target) ? BRIDGEHEAD_DRM.works : 0) + betterDefenseDrm(s, m.target);
      return ok(
        { ...s, moved, moving: { units: current ? s.moving!.units : [u.id], mp: Math.max(0, mp), entered: current ? s.moving!.entered : 0 }, bridgeheadTried: [...s.bridgeheadTried, m.target], stage: { kind: 'bridgehead-roll', unit: u.id, target: m.target, drm, resume: 'move' } },
        'CG R10.8c',
        'bridgehead-attempt',
      );
    }
    case 'lift-bridgehead':
      return ok({ ...s, bridgeheads: s.bridgeheads.filter((l) => l !== m.at) }, 'CG R10.8d', 'bridgehead-lifted');
    case 'end-movement':
      // CG R11.6a: after Allied movement, a die says how many motorized units may attack.
      if (s.round?.side === 'allied' && s.round.mode === 'move') {
        if (alliedMotorizedEligible(s)) return ok({ ...s, stage: { kind: 'motorized-roll' } }, 'CG R11.6a', 'movement-ended');
        // (The field is added only when a die was ever rolled: a state keeps its shape otherwise.)
        return ok(endMovement(s.motorized === undefined ? s : { ...s, motorized: 0 }), 'CG R10.1e', 'movement-ended');
      }
      return ok(endMovement(s), 'CG R10.1e', 'movement-ended');
    case 'eliminate': {
      if (st.kind === 'shed') {
        const next: State = { ...s, units: s.units.map((u) => (u.id === m.unit ? { ...u, loc: -1, steps: 0 } : u)) };
        const bad = overstacked(next, s.round!.side);
        return ok(bad >= 0 ? { ...next, stage: { kind: 'shed', loc: bad } } : endMovement(next), 'CG R8.4', 'overstack-eliminated');
      }
      if (st.kind === 'overrun') return ok(overrunRetreatDone(s, st.target, st.retreating, m.unit, null), 'CG R10.3c', 'eliminated-in-retreat');
      if (c?.stage === 'retreat') return ok(afterCombatMove(retreat(s, c, unitById(s, m.unit) as Unit, null)), 'CG R11.4b', 'eliminated-in-retreat');
      break;
    }
    case 'attack': {
      const defenders = unitsAt(s)[m.target]!.map((u) => u.id);
      const combat: Combat = {
        stage: 'declare', attacker: s.round!.side, target: m.target, attackers: [], defenders, attackerAir: 0, defenderAir: 0, engaged: false,
        column: null, result: null, retreatHexes: 0, losses: [], priority: [], retreating: [], advancing: [], maxAdvance: 0, disAfter: 'none',
      };
      return ok({ ...s, hit: [...s.hit, m.target], combat }, 'CG R11.2', 'attack-declared');
    }
    case 'commit':
      return ok({ ...s, combat: { ...c!, attackers: [...c!.attackers, m.unit] } }, 'CG R11.2', 'committed');
    case 'air': {
      const side = c!.stage === 'declare' ? c!.attacker : other(c!.attacker);
      const stukas = side === 'german' ? { available: s.stukas.available - 1, used: s.stukas.used + 1 } : s.stukas;
      const combat = c!.stage === 'declare' ? { ...c!, attackerAir: c!.attackerAir + 1 } : { ...c!, defenderAir: c!.defenderAir + 1 };
      // CG R5.2: an Allied asset comes out of the turn's pool.
      const pooled = side === 'allied' ? spendAlliedAir(s) : s;
      return ok({ ...pooled, stukas, combat }, 'CG R11.3c', 'air-committed');
    }
    case 'abandon': {
      const refund = c!.attacker === 'german' ? { available: s.stukas.available + c!.attackerAir, used: s.stukas.used - c!.attackerAir } : s.stukas;
      const alliedRefund = c!.attacker === 'allied' && c!.attackerAir > 0 ? { alliedAir: (s.alliedAir ?? 0) + c!.attackerAir } : {};
      return ok({ ...s, ...alliedRefund, stukas: refund, combat: null }, 'CG R11.2b', 'attack-abandoned');
    }
    case 'resolve': {
      const cc = c!;
      if (cc.stage === 'declare') {
        const next: State = { ...s, attacked: [...s.attacked, ...cc.attackers], obligations: [...s.obligations, ...attackObligations(s, cc)] };
        // CG R11.3c: the defender commits air after the attacker.
        if (airAvailable(s, other(cc.attacker)) > 0) return ok({ ...next, combat: { ...cc, stage: 'defender-air' } }, 'CG R11.3c', 'attacker-air-done');
        return ok(startRoll(next, cc), 'CG R11.3', 'odds');
      }
      return ok(startRoll(s, cc), 'CG R11.3', 'odds');
    }
    case 'roll': {
      if (st.kind === 'air-roll') return ok(rollAir(s, m.die), 'CG SB7.5', 'air-rolled');
      if (st.kind === 'eben-roll') {
        const next = rollEbenEmael(s, m.die);
        return ok(toDive(next), 'CG SB7.7c', next.campaign.ebenEmael === 'destroyed' ? 'eben-emael-destroyed' : 'eben-emael-stands');
      }
      if (st.kind === 'chit-roll') return ok(rollChits(s, st.side, m.die), 'CG SB7.6', 'chits-rolled');
      if (st.kind === 'vp-roll') {
        const next = rollVp(s, m.die);
        return ok(next.campaign.pending.length > 0 ? next : afterVictory(next), 'CG R12.8', 'vp-rolled');
      }
      if (st.kind === 'motorized-roll') return ok(endMovement({ ...s, motorized: m.die, stage: { kind: 'move' } }), 'CG R11.6a', 'motorized-combat-roll');
      if (st.kind === 'interdict-roll') return ok(rollInterdiction(s, st.target, st.left, m.die), 'CG R5.1c', 'interdiction-rolled');
      if (st.kind === 'dive-roll') return ok(applyDive(s, st.target, m.die + st.drm), 'CG R5.1e', 'dive-bombed');
      if (st.kind === 'bridgehead-roll') {
        const success = BRIDGEHEAD_TABLE[Math.min(6, Math.max(1, m.die + st.drm)) - 1] === true;
        const next: State = success ? { ...s, bridgeheads: [...s.bridgeheads, st.target] } : s;
        return ok({ ...next, stage: { kind: st.resume } }, 'CG R10.8', success ? 'bridgehead-created' : 'bridgehead-failed');
      }
      // CG SB5.8c: a French cavalry screen attacked by German motorized units vanishes unless DE.
      const read = readResult(s, c!, m.die);
      const screen = screenedCavalry(s, c!, read.result);
      // CG R7.6c-e: Attack Supply is traced at the moment of combat; No Attack Supply markers follow it.
      if (screen.length > 0) return ok(markAttackSupply(s, afterCombatMove(startResult(vanish(s, screen, RESERVE), c!, screenResult(s, c!, read.result, screen), read.retreatHexes)), c!.attackers), 'CG SB5.8c', 'cavalry-screen-vanished');
      return ok(markAttackSupply(s, afterCombatMove(rollCombat(s, c!, m.die)), c!.attackers), 'CG R11.3d', 'combat-rolled');
    }
    case 'lose-step': {
      if (st.kind === 'dive-loss' || st.kind === 'terror-loss') {
        const next = { ...s, units: s.units.map((u) => (u.id === m.unit ? loseStep(u) : u)) };
        return ok(st.kind === 'dive-loss' ? { ...next, stage: { kind: 'dive' } } : afterTerror(next), st.kind === 'dive-loss' ? 'CG R5.1e' : 'CG R12.4c', 'step-lost');
      }
      return ok(afterCombatMove(takeLoss(s, c!, m.unit)), 'CG R11.3e', 'step-lost');
    }
    case 'retreat':
      if (st.kind === 'overrun') return ok(overrunRetreatDone(s, st.target, st.retreating, m.unit, m.path), 'CG R10.3c', 'retreated');
      if (c && isSupplyRetreat(c)) return ok(supplyRetreated(s, c, m.unit, m.path), 'CG R7.9e', 'supply-unit-retreated');
      return ok(afterCombatMove(retreat(s, c!, unitById(s, m.unit) as Unit, m.path)), 'CG R11.4', 'retreated');
    case 'advance':
      if (st.kind === 'crossing') return ok(crossInEndPhase(s, m.unit, m.to), 'CG R12.3', 'bridgehead-crossed');
      return ok(afterCombatMove(advance(s, c!, m.unit, m.to)), 'CG R11.5', 'advanced');
    case 'end-advance':
      if (st.kind === 'crossing') return ok(endCrossings(s), 'CG R12.3', 'crossings-ended');
      return ok(afterCombatMove(advance(s, c!, null, null)), 'CG R11.5', 'advance-ended');
    case 'end-round':
      // CG R7.7e: AG1, used while cut off, goes after the round's last Allied combat.
      return ok(endRound(eliminateCutAg1(s)), 'CG R4.1 C', 'round-ended');
    case 'terror-bomb': {
      const next: State = { ...s, terror: m.target, refugees: s.refugees.filter((r) => r.loc !== m.target), campaign: { ...s.campaign, terrors: s.campaign.terrors + 1 } };
      // CG R12.4c: Allied units in the bombed City lose a step, the Allied player choosing.
      return ok(alliedUnitsAt(next, m.target).length > 0 ? { ...next, stage: { kind: 'terror-loss', target: m.target } } : afterTerror(next), 'CG R12.4', 'terror-bombed');
    }
    case 'no-terror':
      return ok(afterTerror(s), 'CG R12.4', 'no-terror');
    case 'reinforce': {
      const next = placeReinforcement(s, m.unit, m.to);
      return ok(reinforcementRound(next, next.round!.side) ? next : afterReinforcements(next), 'CG R10.2', 'reinforcement-placed');
    }
    case 'interdict':
      if (st.kind !== 'interdict') break;
      return ok({ ...s, stage: { kind: 'interdict-roll', target: m.target, left: st.left } }, 'CG R5.1c', 'interdiction-tried');
    case 'declare-open-city':
      if (st.kind !== 'open-city') break;
      return ok(openCity(s), 'CG R12.7', 'open-city-declared');
    case 'no-open-city':
      if (st.kind !== 'open-city') break;
      return ok(toVictory(s), 'CG R12.7', 'open-city-declined');
    case 'evict':
      if (st.kind !== 'evict') break;
      return ok(evict(s, m.unit, m.to), 'CG R12.7', 'evicted');
    case 'attrition-draw':
      if (st.kind !== 'attrition') break;
      return ok(attritionDrawn(s, st.side, m.chit), 'CG R12.9', 'attrition-drawn');
    case 'end-interdiction':
      // CG R5.2: the assets left stay for tactical support.
      return ok({ ...s, ...(st.kind === 'interdict' ? { alliedAir: st.left } : {}), stage: { kind: 'dive' } }, 'CG R5.1c', 'interdiction-ended');
    case 'rail': {
      // CG SB5.8b: a rail move out of the Maginot Zone counts against its exit limits.
      // The picked unit's move is the rail move (CG R10.5b: it moves no further this round).
      const from = s.moving?.units.includes(m.unit) ? { ...s, moving: null } : s;
      return ok(recordZoneExit(from, railMove(from, m.unit, m.to), [m.unit], m.to), 'CG R10.5', 'rail-moved');
    }
    case 'exit':
      return ok(exitUnit(s, m.unit), 'CG SB7.20', 'exited');
  }
  return ruleError('illegal-move', `${m.type} is not allowed now`, 'CG R4.1');
}

/**
 * CG R9.5b, R11.2c-e: units attacking from several hexes must also attack every other enemy hex
 * exerting a ZOC into any of those hexes; German attacks from two hexes holding only yellow-MA
 * units are exempt (T09).
 */
export function attackObligations(s: State, c: Combat): number[] {
  if (c.engaged) return [];
  const at = unitsAt(s);
  const hexes = [...new Set(c.attackers.map((id) => unitById(s, id)?.loc ?? -1).filter((l) => l >= 0))];
  if (hexes.length < 2) return [];
  const yellowOnly = hexes.every((h) => at[h]!.every((u) => isYellow(s, u)));
  if (c.attacker === 'german' && hexes.length === 2 && yellowOnly) return [];
  const out = new Set<number>();
  for (const h of hexes) for (const z of zocSources(s, at, c.attacker, h)) if (z !== c.target && !s.hit.includes(z)) out.add(z);
  return [...out].sort((a, b) => a - b);
}

/** One overrun defender has retreated (or died); the group enters once all have. */
function overrunRetreatDone(s: State, target: number, retreating: readonly string[], unitId: string, path: readonly number[] | null): State {
  const u = unitById(s, unitId) as Unit;
  const moved = retreat({ ...s, combat: overrunRetreat(target, retreating) }, overrunRetreat(target, retreating), u, path);
  const rest = retreating.filter((id) => id !== unitId);
  const next: State = { ...moved, combat: null, stage: { kind: 'overrun', target, retreating: rest } };
  return rest.length === 0 ? finishOverrun(next, target) : next;
}

/** CG R9.5b: every hex this attack would oblige can still be attacked by units not in it. */
function obligationsMet(s: State, c: Combat): boolean {
  const b = boardOf(s);
  const at = unitsAt(s);
  const free = (u: Unit) => !c.attackers.includes(u.id) && !s.attacked.includes(u.id) && sideOf(s, u) === c.attacker;
  return attackObligations(s, c).every((h) => {
    for (let d = 0; d < 6; d++) {
      const n = b.map.neighbor(h, d);
      if (n >= 0 && at[n]!.some(free)) return true;
    }
    return false;
  });
}

/** CG R11.3: final odds, then the roll or an automatic AE below 1-3. */
function startRoll(s: State, c: Combat): State {
  // CG R7.9e: Attack Supply units attacked alone in their hex are eliminated outright.
  const lone = loneSupplyUnits(s, c.target);
  if (lone.length > 0) return afterCombat({ ...s, combat: null, units: s.units.map((u) => (lone.includes(u.id) ? { ...u, loc: -1, steps: 0, dis: false } : u)) });
  // CG R7.9e: Attack Supply units stacked with friendly units retreat first (their owner's choice).
  const withSupply = supplyRetreatStage(s, c);
  if (withSupply.retreating.length > 0) return { ...s, combat: withSupply };
  return oddsAndRoll(s, { ...withSupply, stage: c.stage, retreating: [] });
}

/** CG R7.9e: one stacked supply unit has retreated; the next one, or the roll. */
function supplyRetreated(s: State, c: Combat, unitId: string, path: readonly number[]): State {
  const to = path[path.length - 1]!;
  let next: State = { ...s, units: s.units.map((u) => (u.id === unitId ? { ...u, loc: to } : u)) };
  for (const loc of path) next = enterHex(next, other(c.attacker), loc);
  const rest = pruneSupplyRetreat(next, { ...c, retreating: c.retreating.filter((id) => id !== unitId) });
  if (rest.retreating.length > 0) return { ...next, combat: rest };
  return oddsAndRoll(next, { ...rest, stage: 'declare' });
}

/** CG R11.3: final odds, then the roll or an automatic AE below 1-3. */
function oddsAndRoll(s: State, c: Combat): State {
  const odds = combatOdds(s, c);
  if (!odds) return afterCombat({ ...s, combat: null });
  const b = boardOf(s);
  const t = c.target;
  // CG R11.3e: armour that shifted takes the loss; attacking armour takes it into City, Marsh, Flooded.
  const intoCover = b.settlement[t] === 'city' || TERRAIN[b.terrain[t]!].noArmourShift;
  const armourIn = intoCover ? c.attackers.filter((id) => { const u = unitById(s, id); return u !== undefined && isArmoured(s, u); }) : [];
  const combat: Combat = { ...c, column: odds.column, priority: [...odds.shifters, ...armourIn] };
  if (odds.column < 0) return afterCombatMove(automaticAe(s, combat));
  return { ...s, combat: { ...combat, stage: 'roll' } };
}

function applyDive(s: State, target: number, modified: number): State {
  const r = diveResult(modified);
  if (r === 'NE' || r === 'NE*') return { ...s, stage: { kind: 'dive' } };
  // CG R5.1e: DIS disrupts every unit in the hex.
  const next: State = { ...s, units: s.units.map((u) => (u.loc === target ? { ...u, dis: true } : u)) };
  if (r === 'DIS') return { ...next, stage: { kind: 'dive' } };
  return { ...next, stage: { kind: 'dive-loss', target } };
}

// ---------------------------------------------------------------------------------------------
// Set-up.

export function setupState(input: SetupData): { ok: true; state: State } | { ok: false; error: { code: string; message: string; rule?: string } } {
  const sd = SCENARIO_DATA[input.id];
  if (!sd || sd.setup.map !== input.map) return { ok: false, error: { code: 'unknown-scenario', message: `no shipped map for scenario ${input.id}`, rule: 'CG SB1' } };
  const b = sd.board;
  const units: Unit[] = [];
  for (const p of input.units) {
    const counter = sd.counters.get(p.counter);
    if (!counter) return { ok: false, error: { code: 'unknown-counter', message: `no counter ${p.counter} in the manifest`, rule: 'CG R2.2' } };
    if (units.some((u) => u.id === p.counter)) return { ok: false, error: { code: 'duplicate-counter', message: `${p.counter} is placed twice`, rule: 'CG R2.2' } };
    const loc = p.at === 'airborne' ? -2 : b.loc(p.at);
    if (loc === -1) return { ok: false, error: { code: 'off-map', message: `${p.counter} is set up off the map at ${p.at}`, rule: 'CG R2.1' } };
    // The manifest's id: the same text, internalized (docs/performance.md, canonical strings).
    units.push({ id: counter.id, loc, steps: counter.back ? 2 : 1, dis: false });
  }
  // CG R10.2: reinforcements wait off the map until their turn.
  for (const r of input.reinforcements ?? []) {
    const counter = sd.counters.get(r.counter);
    if (!counter) return { ok: false, error: { code: 'unknown-counter', message: `no counter ${r.counter} in the manifest`, rule: 'CG R10.2' } };
    if (units.some((u) => u.id === r.counter)) return { ok: false, error: { code: 'duplicate-counter', message: `${r.counter} is placed and scheduled`, rule: 'CG R10.2' } };
    units.push({ id: counter.id, loc: RESERVE, steps: counter.back ? 2 : 1, dis: false });
  }
  const control = b.country.map((c) => (c === 'DE' ? 'G' : 'A')).join('');
  let s: State = {
    scenario: sd.setup.id === input.id ? sd.setup.id : input.id,
    turn: 1,
    stage: { kind: 'over' },
    units,
    control,
    stukas: { available: input.stukas, used: 0 },
    drops: [],
    llDrop: -1,
    grounded: [],
    initiative: input.initiative,
    cup: { german: input.chits.german, alliedMove: input.chits.alliedMove, alliedCombat: input.chits.alliedCombat },
    rounds: [],
    round: null,
    moving: null,
    moved: [],
    attacked: [],
    advanced: [],
    hit: [],
    obligations: [],
    bridgeheadTried: [],
    bridgeheads: [],
    worksDestroyed: [],
    refugees: [],
    refugeesPlaced: false,
    terror: -1,
    engaged: [],
    combat: null,
    campaign: { vp: { german: 0, allied: 0 }, awarded: [], pending: [], surrendered: [], entered: [], exited: [], terrors: 0, zoneExits: [] },
  };
  for (const u of units) if (u.loc >= 0) s = { ...s, control: s.control.slice(0, u.loc) + (counterOfSetup(sd, u.id) === 'german' ? 'G' : 'A') + s.control.slice(u.loc + 1) };
  s = initialAlliedAir(initialAttrition(s));
  // CG SB5.3k-l, SB6.3k-l, SB7.3l: the set-up's Crossing Interdicted and Eben Emael markers.
  s = setupMarkers(s);
  // CG SB6.4h: scenario 2 starts with the redeployments.
  // CG SB7.5b: scenario 3 starts with the Allied air roll.
  s = redeployFirst(s) ? { ...s, stage: { kind: 'redeploy', side: 'allied', unit: null } } : scenarioOf(s) === 3 ? { ...s, stage: { kind: 'allied-air-roll' } } : startPlay(s);
  return { ok: true, state: s };
}

const counterOfSetup = (sd: (typeof SCENARIO_DATA)[string], id: string) => sd.counters.get(id)!.side;

export const game = defineGame<State, Move, Player, SetupData, View, GameEvent>({
  id: 'caso-giallo',
  name: 'Case Yellow, 1940',
  players: PLAYERS,
  maxMoves: MAX_MOVES,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  setup: (input) => setupState(input),
  actor: actorOf,
  legalMoves: legal,
  chanceOutcomes: chance,
  resolve(s, m, listed) {
    if (!listed) {
      const key = canonicalize(m);
      const candidates = actorOf(s).kind === 'chance' ? chance(s).map((o) => o.move) : legal(s);
      if (!candidates.some((x) => canonicalize(x) === key)) return ruleError('illegal-move', `${m.type} is not allowed now`, ruleOf(s));
    }
    // CG R12.11e-f: a Better Defense marker whose hex this move emptied is lifted or lost at once.
    const r = apply(s, m);
    return r.ok ? { ...r, state: removeEmptiedBetterDefense(s, r.state) } : r;
  },
  view: (s) => s,
  outcome(s): Outcome<Player> | null {
    if (s.stage.kind !== 'over') return null;
    return scenarioOf(s) === 4 ? fortressOutcome(s) : campaignOutcome(s);
  },
});

function ruleOf(s: State): string {
  switch (s.stage.kind) {
    case 'drop':
    case 'drop-ll':
      return 'CG SB4.2';
    case 'move':
      // CG SB5.8a: a starred unit that must spend its whole MA.
      return moveStageRule(s, () => legal(s));
    case 'attack':
    case 'engaged':
      // CG SB5.8c: the cavalry screen's advance may not be cut short.
      return s.combat && screenAdvanceDue(s, s.combat) ? 'CG SB5.8c' : 'CG R11';
    default:
      return 'CG R4.1';
  }
}

