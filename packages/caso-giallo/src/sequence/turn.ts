/**
 * CG R4.1 The turn of scenarios 1-3 and the turns after the first: the End Phase (R12.2 Disruption
 * removal, R12.4 terror bombing, R12.5 surrender, R12.8 Victory Determination) and the next turn's
 * Air Phase (Stuka availability: SB5.5 fixed, SB7.5 rolled) and Action Phase chits (SB5.6 fixed,
 * SB7.6 rolled; initiative SB5.4, SB7.2d); reinforcements (R10.2) in a player's first Move round;
 * the scenario 3 exits (SB7.20). Rules another module owns are called through their functions
 * where they exist (Disruption removal); the rest (Supply Phase, Allied air, attrition,
 * replacements, Refit, Fall Rot, Dynamo) keep the rulebook's default of doing nothing until they land.
 */
import { SCENARIO_PARAMS } from '../data/scenario-params.js';
import { VARIABLE_AIR, VARIABLE_CHITS } from '../data/tables.js';
import type { Reinforcement } from '../data/schedules.js';
import { bridgeheadCrossings, crossBridgehead, removeDisruption } from '../endphase/index.js';
import { enterHex } from '../movement/index.js';
import { boardOf, controls, counterOf, data, isYellow, stackLegal, unitById, unitsAt } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { Move, State, Unit } from '../state.js';
import { refugeeSegmentOpen } from './refugees.js';
import { screenReinforcements } from '../scenarios/cavalry.js';
import { dutchSurrender, isExitHex, scenarioOf, scoreTurn } from '../victory/index.js';

/** Off-map: a reinforcement not yet arrived (CG R10.2: on the Turn Record Track). */
export const RESERVE = -3;

// CG SB5.8c: the cavalry screen's divisions join the schedule for turn 5.
const reinforcementsOf = (s: State): readonly Reinforcement[] => {
  const base = data(s).setup.reinforcements ?? [];
  return s.campaign.screened?.length ? [...base, ...screenReinforcements(s)] : base;
};

/** CG R10.2a: hexes a reinforcement may be placed on. */
export function entryHexes(s: State, r: Reinforcement): number[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const u = unitById(s, r.counter);
  if (!u) return [];
  const free = (loc: number) => controls(s, loc) === r.side && at[loc]!.every((x) => counterOf(s, x.id).side === r.side) && stackLegal(s, [...at[loc]!, u]);
  const out: number[] = [];
  const e = r.entry;
  if (e === 'rail') {
    // CG SB5.10, SB5.14: by rail, to a French town or city at least 5 hexes from every German unit.
    const german = s.units.filter((x) => x.loc >= 0 && counterOf(s, x.id).side === 'german').map((x) => x.loc);
    for (let loc = 0; loc < b.map.size; loc++) {
      if (b.country[loc] !== 'FR' || b.settlement[loc] === null || !free(loc)) continue;
      if (german.every((g) => b.distance(g, loc) >= 5)) out.push(loc);
    }
    return out;
  }
  for (let loc = 0; loc < b.map.size; loc++) {
    if (!free(loc)) continue;
    if (e === 'german-city-or-town' ? b.country[loc] === 'DE' && b.settlement[loc] !== null : typeof e === 'object' && 'hex' in e ? b.ids[loc] === e.hex : b.edges[loc]!.includes(e.edge)) out.push(loc);
  }
  return out;
}

/** CG R10.2b: the next reinforcement `side` may place now (due, not entered, with room to enter). */
export function nextReinforcement(s: State, side: Side): { r: Reinforcement; hexes: number[] } | null {
  for (const r of reinforcementsOf(s)) {
    if (r.side !== side || r.turn > s.turn || s.campaign.entered.includes(r.counter)) continue;
    if (unitById(s, r.counter)?.loc !== RESERVE) continue;
    const hexes = entryHexes(s, r);
    if (hexes.length > 0) return { r, hexes };
  }
  return null;
}

/** CG R10.2b: reinforcements are placed in the player's first Move round of the turn only. */
export function reinforcementRound(s: State, side: Side): boolean {
  return s.rounds.filter((r) => r.side === side && r.mode === 'move').length === 1 && nextReinforcement(s, side) !== null;
}

export function reinforcementMoves(s: State): Move[] {
  const side = s.round?.side ?? 'german';
  const next = nextReinforcement(s, side);
  return next ? next.hexes.map((to): Move => ({ type: 'reinforce', unit: next.r.counter, to })) : [];
}

/** CG R10.2: place one reinforcement; by rail it may not move further this round (SB5.10). */
export function placeReinforcement(s: State, unit: string, to: number): State {
  const side = s.round?.side ?? 'german';
  const r = reinforcementsOf(s).find((x) => x.counter === unit);
  const placed: State = { ...s, units: s.units.map((u) => (u.id === unit ? { ...u, loc: to } : u)), campaign: { ...s.campaign, entered: [...s.campaign.entered, unit] } };
  const next = enterHex(placed, side, to);
  return r?.entry === 'rail' ? { ...next, moved: [...next.moved, unit] } : next;
}

/** CG SB7.20: German yellow-MA units that may exit the map now (German Move rounds, turns 1-8). */
export function exitMoves(s: State): Move[] {
  if (scenarioOf(s) !== 3 || s.round?.side !== 'german' || s.round.mode !== 'move' || s.turn > 8) return [];
  const out: Move[] = [];
  for (const u of s.units) {
    if (u.loc < 0 || counterOf(s, u.id).side !== 'german' || !isYellow(s, u) || !isExitHex(s, u.loc)) continue;
    const moving = s.moving?.units.includes(u.id) ?? false;
    if (moving ? s.moving!.units.length === 1 && s.moving!.mp > 0 : !s.moved.includes(u.id)) out.push({ type: 'exit', unit: u.id });
  }
  return out;
}

export function exitUnit(s: State, unit: string): State {
  const moving = s.moving?.units.includes(unit) ? null : s.moving;
  return { ...s, moving, units: s.units.map((u): Unit => (u.id === unit ? { ...u, loc: -1 } : u)), campaign: { ...s.campaign, exited: [...s.campaign.exited, unit] } };
}

// ---------------------------------------------------------------------------------------------
// End Phase and the next turn.

/**
 * CG R4.1 D, R12: the End Phase of scenarios 1-3: Disruption removal (R12.2), bridgehead crossings
 * (R12.3), then terror bombing (R12.4, whose marker of the last turn comes off first, R12.4a).
 */
export function campaignEndPhase(s: State): State {
  const next = { ...removeDisruption(s), terror: -1 };
  if (bridgeheadCrossings(next).length > 0) return { ...next, stage: { kind: 'crossing' } };
  return toTerror(next);
}

/** CG R12.3: German yellow-MA units may advance across a river into an empty Bridgehead hex. */
export function crossingMoves(s: State): Move[] {
  return [{ type: 'end-advance' }, ...bridgeheadCrossings(s).map((c): Move => ({ type: 'advance', unit: c.unit, to: c.to }))];
}

export function crossInEndPhase(s: State, unit: string, to: number): State {
  const next = crossBridgehead(s, unit, to);
  return bridgeheadCrossings(next).length > 0 ? next : toTerror(next);
}

export function toTerror(s: State): State {
  return campaignTerrorTargets(s).length > 0 ? { ...s, stage: { kind: 'terror' } } : afterTerror(s);
}

/**
 * CG R12.4b: the German may terror-bomb one Allied-controlled City hex, not Paris (scenarios 1-2,
 * once a turn); SB7.19: in scenario 3 Paris too, at most three times in the game.
 */
export function campaignTerrorTargets(s: State): number[] {
  const n = scenarioOf(s);
  if (n === 3 && s.campaign.terrors >= 3) return [];
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.settlement[loc] !== 'city' || b.country[loc] === 'DE' || controls(s, loc) !== 'allied') continue;
    if (n !== 3 && b.settlementName[loc] === 'Paris') continue;
    out.push(loc);
  }
  return out;
}

/** CG SB5.8b: may the unit leave the Maginot Zone by movement now (scenarios 1-2)? */
export function zoneExitAllowed(s: State, u: Unit, to: number): boolean {
  const n = scenarioOf(s);
  if (n !== 1 && n !== 2) return true;
  const b = boardOf(s);
  if (u.loc < 0 || !b.regions[u.loc]!.includes('maginot-zone') || b.regions[to]!.includes('maginot-zone')) return true;
  if (counterOf(s, u.id).side !== 'allied') return true;
  if (s.turn === 1) return false;
  // Turn 2: one unit in the whole turn.
  if (s.turn === 2) return s.campaign.zoneExits.length === 0;
  // Turns 3-10: divisions freely; one corps per Allied Move round.
  if (counterOf(s, u.id).size !== 'corps') return true;
  return !s.campaign.zoneExits.some((e) => e.corps && e.round === s.rounds.length);
}

/** Records the units of a step that left the Maginot Zone (CG SB5.8b). */
export function recordZoneExit(before: State, after: State, units: readonly string[], to: number): State {
  const n = scenarioOf(before);
  if (n !== 1 && n !== 2) return after;
  const b = boardOf(before);
  if (b.regions[to]!.includes('maginot-zone')) return after;
  const left = units.filter((id) => {
    const u = unitById(before, id);
    return u !== undefined && u.loc >= 0 && b.regions[u.loc]!.includes('maginot-zone') && counterOf(before, id).side === 'allied';
  });
  if (left.length === 0) return after;
  const exits = left.map((unit) => ({ unit, round: before.rounds.length, corps: counterOf(before, unit).size === 'corps' }));
  return { ...after, campaign: { ...after.campaign, zoneExits: [...after.campaign.zoneExits, ...exits] } };
}

/** After terror bombing: surrender (R12.5), refugees (R12.6), then Victory Determination (R12.8). */
export function afterTerror(s: State): State {
  if (scenarioOf(s) === 4) return { ...s, stage: { kind: 'over' } };
  const next = dutchSurrender(s);
  // CG R12.6d, SB5.11b, SB7.11: the German picks up and places Refugee markers.
  return refugeeSegmentOpen(next) ? { ...next, stage: { kind: 'refugee-phase', lifting: true } } : afterRefugees(next);
}

/** CG R12.8: Victory Determination after the refugee segment, then the next turn. */
export function afterRefugees(s: State): State {
  let next = s;
  if (scenarioOf(s) !== 3) next = scoreTurn(next);
  return next.campaign.pending.length > 0 ? { ...next, stage: { kind: 'vp-roll' } } : afterVictory(next);
}

export function afterVictory(s: State): State {
  if (s.turn >= data(s).setup.turns) return { ...s, stage: { kind: 'over' } };
  return nextTurn(s);
}

const alliedSplit = (n: number) => ({ alliedMove: Math.ceil(n / 2), alliedCombat: Math.floor(n / 2) });

/** CG R4.1 A-C: a new turn: its Air Phase, then its chits. */
export function nextTurn(s: State): State {
  const n = scenarioOf(s);
  const base: State = {
    ...s,
    turn: s.turn + 1,
    rounds: [],
    round: null,
    moving: null,
    moved: [],
    attacked: [],
    advanced: [],
    hit: [],
    obligations: [],
    bridgeheadTried: [],
    drops: [],
    llDrop: -1,
    grounded: [],
    combat: null,
    campaign: { ...s.campaign, zoneExits: [] },
  };
  if (n === 3) return { ...base, stage: { kind: 'air-roll' } };
  // CG SB5.5, SB5.6: 5 Stukas, German 3 chits, Allied 1 Move + 1 Combat in turns 2-10.
  const p = SCENARIO_PARAMS[1];
  const later = p.chits.later;
  return { ...base, initiative: 'german', stukas: { available: p.stukas.later, used: 0 }, cup: { german: later.german, alliedMove: later.alliedMove, alliedCombat: later.alliedCombat }, stage: { kind: 'dive' } };
}

/** CG SB7.5: the German Stuka roll (Variable Air Asset table, turns 2-10). */
export function rollAir(s: State, die: number): State {
  return { ...s, stukas: { available: VARIABLE_AIR.germanTurns2to10[die - 1] as number, used: 0 }, stage: { kind: 'chit-roll', side: 'german' } };
}

/**
 * CG SB7.6: each side rolls its chits (Variable Action-Chit table). The Allied white set splits
 * as evenly as it can, Move first (stand-in: the table gives a count, not the mix). CG SB7.2d:
 * the German has the initiative unless, from turn 3, the Low Countries still stand (turn 3) or
 * he has fewer chits than the Allies (turns 4-10).
 */
export function rollChits(s: State, side: Side, die: number): State {
  if (side === 'german') return { ...s, cup: { ...s.cup, german: VARIABLE_CHITS.germanTurns2to10[die - 1] as number }, stage: { kind: 'chit-roll', side: 'allied' } };
  const n = (s.turn <= 6 ? VARIABLE_CHITS.alliedTurns2to6 : VARIABLE_CHITS.alliedTurns7to10)[die - 1] as number;
  const cup = { ...s.cup, ...alliedSplit(n) };
  const lowCountries = s.campaign.surrendered.includes('NL') && s.campaign.surrendered.includes('BE');
  const initiative: Side = s.turn === 3 ? (lowCountries ? 'german' : 'allied') : s.turn >= 4 && cup.german < n ? 'allied' : 'german';
  return { ...s, cup, initiative, stage: { kind: 'dive' } };
}
