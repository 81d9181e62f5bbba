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
import { bridgeheadCrossings, closeCrossings, crossBridgehead, removeDisruption } from '../endphase/index.js';
import { enterHex } from '../movement/index.js';
import { railDestinations, railMove } from '../movement/rail.js';
import { airAvailability, clearInterdiction, interdict, interdictionTargets } from '../air/interdiction.js';
import { belgiumSurrender, declareOpenCity, mayDeclareOpenCity, openCityEvictions, removeDisruptionExceptOos, surrender } from '../endphase/surrender.js';
import { supplyPhase } from '../supply/index.js';
import { attritionDraws, drawAttrition, resetAttrition } from '../endphase/armour.js';
import { rational, type ChanceOutcome } from '@esagono/kernel';
import { boardOf, controls, counterOf, data, isYellow, stackLegal, unitById, unitsAt, zocField } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { Move, State, Unit } from '../state.js';
import { refugeeSegmentOpen } from './refugees.js';
import { screenReinforcements } from '../scenarios/cavalry.js';
import { afterAttrition, fallRotTurn, FALL_ROT, isFallRot, rebuiltReinforcements } from '../endphase/segments.js';
import { alliedAirPool } from '../air/allied.js';
import { clearPortDisruption } from '../dynamo/index.js';
import { dynamoTurn } from '../dynamo/flow.js';
import { dutchSurrender, isExitHex, parisHexes, scenarioOf, scoreTurn } from '../victory/index.js';

/** Off-map: a reinforcement not yet arrived (CG R10.2: on the Turn Record Track). */
export const RESERVE = -3;

// CG SB5.8c: the cavalry screen's divisions join the schedule for turn 5.
const reinforcementsOf = (s: State): readonly Reinforcement[] => {
  const base = data(s).setup.reinforcements ?? [];
  const withScreen = s.campaign.screened?.length ? [...base, ...screenReinforcements(s)] : base;
  // CG R12.10e: units rebuilt by replacements come back as reinforcements.
  return s.campaign.rebuilt?.length ? [...withScreen, ...rebuiltReinforcements(s)] : withScreen;
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
  // CG R6.4, R12.2: units with an Out of Supply marker stay disrupted (scenario 4 has no OOS markers).
  // CG R6.4: the Dynamo port's DIS markers come off with the units'.
  const next = clearPortDisruption({ ...(s.oos && s.oos.length > 0 ? removeDisruptionExceptOos(s) : removeDisruption(s)), terror: -1 });
  if (bridgeheadCrossings(next).length > 0) return { ...next, stage: { kind: 'crossing' } };
  return toTerror(next);
}

/** CG R12.3: German yellow-MA units may advance across a river into an empty Bridgehead hex. */
export function crossingMoves(s: State): Move[] {
  return [{ type: 'end-advance' }, ...bridgeheadCrossings(s).map((c): Move => ({ type: 'advance', unit: c.unit, to: c.to }))];
}

export function crossInEndPhase(s: State, unit: string, to: number): State {
  const next = crossBridgehead(s, unit, to);
  return bridgeheadCrossings(next).length > 0 ? next : toTerror(closeCrossings(next));
}

/** CG R12.3: the German ends the crossings; the markers crossed into come off. */
export const endCrossings = (s: State): State => toTerror(closeCrossings(s));

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

/** After terror bombing: surrender (R12.5), refugees (R12.6), Paris Open City (R12.7), then Victory Determination (R12.8). */
export function afterTerror(s: State): State {
  if (scenarioOf(s) === 4) return { ...s, stage: { kind: 'over' } };
  const next = lowCountriesSurrender(s);
  // CG R12.6d, SB5.11b, SB7.11: the German picks up and places Refugee markers.
  return refugeeSegmentOpen(next) ? { ...next, stage: { kind: 'refugee-phase', lifting: true } } : afterRefugees(next);
}

/** After the refugee segment: Paris Open City (R12.7, scenarios 1-2), then Victory Determination (R12.8). */
export function afterRefugees(s: State): State {
  if (scenarioOf(s) !== 3 && mayDeclareOpenCity(s)) return { ...s, stage: { kind: 'open-city' } };
  return toVictory(s);
}

/** CG R12.8: Victory Determination (scenarios 1-2 score VP; scenario 3 checks its objectives at the end). */
export function toVictory(s: State): State {
  const next = scenarioOf(s) !== 3 ? scoreTurn(s) : s;
  return next.campaign.pending.length > 0 ? { ...next, stage: { kind: 'vp-roll' } } : afterVictory(next);
}

export const openCityMoves = (): Move[] => [{ type: 'no-open-city' }, { type: 'declare-open-city' }];

/** CG R12.7: the declaration; then each Allied unit within 2 hexes of Paris retreats 2 hexes out. */
export function openCity(s: State): State {
  return toEviction(declareOpenCity(s));
}

/** The hexes `u` may retreat to: within 2 hexes of it, more than 2 from every Paris hex, no German unit, stacking kept. */
function evictionHexes(s: State, u: Unit): number[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const paris = parisHexes(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.distance(u.loc, loc) > 2 || paris.some((p) => b.distance(p, loc) <= 2)) continue;
    if (at[loc]!.some((x) => counterOf(s, x.id).side === 'german') || !stackLegal(s, [...at[loc]!, u])) continue;
    out.push(loc);
  }
  return out;
}

/** CG R12.7: the next unit to leave (a unit with nowhere to go is eliminated), then Victory Determination. */
export function toEviction(s: State): State {
  let next = s;
  for (const id of openCityEvictions(s)) {
    const u = unitById(next, id)!;
    if (evictionHexes(next, u).length > 0) return { ...next, stage: { kind: 'evict' } };
    next = { ...next, units: next.units.map((x) => (x.id === id ? { ...x, loc: -1, steps: 0, dis: false } : x)) };
  }
  return toVictory(next);
}

export function evictionMoves(s: State): Move[] {
  const id = openCityEvictions(s)[0];
  if (id === undefined) return [];
  const u = unitById(s, id)!;
  return evictionHexes(s, u).map((to): Move => ({ type: 'evict', unit: id, to }));
}

export function evict(s: State, unit: string, to: number): State {
  return toEviction({ ...s, units: s.units.map((x) => (x.id === unit ? { ...x, loc: to } : x)) });
}

/**
 * CG R12.5a-b: the Netherlands (by the capture track, victory/) and Belgium (its four key Cities,
 * or no Belgian unit left) surrender: units off the map, Defensive Works and Fortified Lines
 * destroyed (R10.9d), German Minor River crossings there free (`surrendered`, movement/).
 */
export function lowCountriesSurrender(s: State): State {
  let next = dutchSurrender(s);
  if (next.campaign.surrendered.includes('NL') && !(next.surrendered ?? []).includes('NL')) next = surrender(next, 'NL');
  if (!next.campaign.surrendered.includes('BE') && belgiumSurrender(next)) {
    next = surrender(next, 'BE');
    next = { ...next, campaign: { ...next.campaign, surrendered: [...next.campaign.surrendered, 'BE'] } };
  }
  return next;
}

export function afterVictory(s: State): State {
  if (s.turn >= data(s).setup.turns) return { ...s, stage: { kind: 'over' } };
  return toAttrition(s);
}

/**
 * CG R12.9 (scenarios 1-3, SB5.3, SB7.3): the starting attrition cups: one chit per Panzer
 * division 1-10 (11 in scenario 3) and, scenarios 1-2, the Allied cup of SB5.3 (scenario 3's
 * Allied cup is not in the sources: none).
 */
export function initialAttrition(s: State): State {
  const n = scenarioOf(s);
  if (n === 4) return s;
  if (n === 3) {
    const count = SCENARIO_PARAMS[3].germanAttritionChits.value;
    // CG SB7.3d: the Allied cup of scenario 3.
    return { ...s, attrition: { german: Array.from({ length: count }, (_, i) => `${i + 1}Pz`), allied: [...SCENARIO_PARAMS[3].alliedAttritionCup.chits], lost: { german: 0, allied: 0 } } };
  }
  const p = SCENARIO_PARAMS[1];
  return { ...s, attrition: { german: [...p.germanAttritionCup.chits], allied: [...p.alliedAttritionCup.chits], lost: { german: 0, allied: 0 } } };
}

/** CG SB5.3, SB7.3d: the 4 DCR chit joins the Allied cup on turn 3, the British 1st Armoured's on turn 4. */
const LATE_ATTRITION_CHITS: Readonly<Record<number, string>> = { 3: '4DCR', 4: '1ArmdBR' };

/** CG R12.9b, g-h: the German draws first, then the Allies, each until two steps are lost or the cup is done. */
export function toAttrition(s: State): State {
  if (attritionDraws(s, 'german')) return { ...s, stage: { kind: 'attrition', side: 'german' } };
  if (attritionDraws(s, 'allied')) return { ...s, stage: { kind: 'attrition', side: 'allied' } };
  // CG R12.10-R12.12: replacements, Better Defense, Panzer Refit (endphase/segments.ts), then the next turn.
  return afterAttrition(s);
}

/** CG R12.9b: each chit left in the cup is equally likely (the same unit's chits added up). */
export function attritionChance(s: State, side: Side): ChanceOutcome<Move>[] {
  const cup = s.attrition?.[side] ?? [];
  const counts = new Map<string, number>();
  for (const c of cup) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([chit, k]) => ({ move: { type: 'attrition-draw', chit }, p: rational(k, cup.length) }));
}

/** CG R12.9c-f, i: one chit drawn and set aside (one copy of it); the unit loses a step. */
export function attritionDrawn(s: State, side: Side, chit: string): State {
  const cup = s.attrition![side];
  const i = cup.indexOf(chit);
  const rest = [...cup.slice(0, i), ...cup.slice(i + 1)];
  const drawn = drawAttrition(s, side, chit);
  return toAttrition({ ...drawn, attrition: { ...drawn.attrition!, [side]: rest } });
}

const alliedSplit = (n: number) => ({ alliedMove: Math.ceil(n / 2), alliedCombat: Math.floor(n / 2) });

/** CG R4.1 A-C: a new turn: its Air Phase, then its chits. */
export function nextTurn(s: State): State {
  const n = scenarioOf(s);
  let base: State = {
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
  const late = s.attrition ? LATE_ATTRITION_CHITS[s.turn + 1] : undefined;
  if (late) base = { ...base, attrition: { ...base.attrition!, allied: [...base.attrition!.allied, late] } };
  base = fallRotTurn(resetAttrition(base));
  // CG R5.1c: the set-up's markers come off with the turn.
  if (n === 3) return { ...clearInterdiction(base), stage: { kind: 'air-roll' } };
  // CG SB5.5, SB5.6: 5 Stukas, German 3 chits, Allied 1 Move + 1 Combat in turns 2-10.
  const p = SCENARIO_PARAMS[1];
  const later = p.chits.later;
  // CG R5.1b: each Stuka on the Turn Track lowers the German total; SB5.18e: all 6 on the Fall Rot turn.
  const stukas = airAvailability(base, 'german', isFallRot(base) ? FALL_ROT.stukas : p.stukas.later);
  const plain: State = isFallRot(base) ? { ...base, stukas: { available: stukas, used: 0 } } : { ...base, initiative: 'german', stukas: { available: stukas, used: 0 }, cup: { german: later.german, alliedMove: later.alliedMove, alliedCombat: later.alliedCombat } };
  // CG R13.2c-d: Dynamo turns belong to the Allies.
  const turn = dynamoTurn(plain);
  return toInterdiction(clearInterdiction(turn), alliedAirPool(turn));
}

/**
 * CG R4.1 A3, R5.1b-c: the Allied Crossing Interdiction segment of scenarios 1-2 (SB5.5: two
 * assets from turn 2, fewer for each on the Turn Track, none during Dynamo), then the Stukas.
 */
export function toInterdiction(s: State, left: number): State {
  // CG R5.2: the assets not spent on interdiction stay for tactical support this turn.
  return left > 0 && interdictionTargets(s).length > 0 ? { ...s, stage: { kind: 'interdict', left } } : { ...s, alliedAir: left, stage: { kind: 'dive' } };
}

export function interdictionMoves(s: State): Move[] {
  return [{ type: 'end-interdiction' }, ...interdictionTargets(s).map((target): Move => ({ type: 'interdict', target }))];
}

/** CG R5.1c: one asset's roll on the Interdiction table (a stand-in, data/tables.ts). */
export function rollInterdiction(s: State, target: number, left: number, die: number): State {
  return toInterdiction(interdict(s, target, die).state, left - 1);
}

/**
 * CG R10.5, SB5.10, SB7.10: the rail moves of `u` in an Allied Move round (the rule module's
 * destinations, movement/rail.ts: first turn, capacity, the network 5+ hexes from German units,
 * area limits). Listed once the unit is picked and before it steps (CG R10.1b, R10.5b).
 */
export function railMoves(s: State, u: Unit): Move[] {
  if (scenarioOf(s) === 4 || s.round?.side !== 'allied' || s.round.mode !== 'move') return [];
  if (u.loc < 0 || counterOf(s, u.id).side !== 'allied') return [];
  return railDestinations(s, u).map((to): Move => ({ type: 'rail', unit: u.id, to }));
}

export { railMove };

/** CG R4.1 B, R7.5: the Supply Phase of scenarios 1-3 from turn 2 (turn 1 everything is supplied, R7.6b). */
export function campaignSupplyPhase(s: State): State {
  return scenarioOf(s) === 4 ? s : supplyPhase(s);
}

/** CG SB7.5: the German Stuka roll (Variable Air Asset table, turns 2-10). */
export function rollAir(s: State, die: number): State {
  // CG R5.1b: less each Stuka on the Turn Track; SB7.18e: all 6 on the Fall Rot turn. Then the Allied roll (SB7.5b).
  const rolled = isFallRot(s) ? FALL_ROT.stukas : (VARIABLE_AIR.germanTurns2to10[die - 1] as number);
  return { ...s, stukas: { available: airAvailability(s, 'german', rolled), used: 0 }, stage: { kind: 'allied-air-roll' } };
}

/**
 * CG SB7.6: each side rolls its chits (Variable Action-Chit table). The Allied white set splits
 * as evenly as it can, Move first (stand-in: the table gives a count, not the mix). CG SB7.2d:
 * the German has the initiative unless, from turn 3, the Low Countries still stand (turn 3) or
 * he has fewer chits than the Allies (turns 4-10).
 */
export function rollChits(s: State, side: Side, die: number): State {
  // CG SB7.18b: the German has 4 chits on the Fall Rot turn.
  if (side === 'german') return { ...s, cup: { ...s.cup, german: isFallRot(s) ? FALL_ROT.germanChits : (VARIABLE_CHITS.germanTurns2to10[die - 1] as number) }, stage: { kind: 'chit-roll', side: 'allied' } };
  const n = (s.turn <= 6 ? VARIABLE_CHITS.alliedTurns2to6 : VARIABLE_CHITS.alliedTurns7to10)[die - 1] as number;
  const cup = { ...s.cup, ...alliedSplit(n) };
  const lowCountries = s.campaign.surrendered.includes('NL') && s.campaign.surrendered.includes('BE');
  // CG SB7.18d: the German has the initiative on the Fall Rot turn.
  const initiative: Side = isFallRot(s) ? 'german' : s.turn === 3 ? (lowCountries ? 'german' : 'allied') : s.turn >= 4 && cup.german < n ? 'allied' : 'german';
  // CG R5.1c: then the Allied Crossing Interdiction segment with the rolled assets (SB7.5b).
  return toInterdiction(clearInterdiction({ ...s, cup, initiative }), s.alliedAir ?? 0);
}
