/**
 * The sequence of play (N44 3, 20.1) for the Cherbourg scenario: the Special Invasion Phase on
 * turn 1, then each turn the Initial Phase (weather, supply points, N44 4, 5, 26.2), the German
 * and the Allied player turns (movement, combat, recovery, supply) and the Final Phase (N44 26.3).
 */
import { hexDistance, type GameEvent } from '@esagono/kernel';
import { SIDE, inZone, terrainOf, type Board } from '../map/index.js';
import { ATTRITION, LIMITS, weatherRow } from '../data/tables.js';
import { board, onMap, other, unitsAt } from '../position.js';
import { CHERBOURG_CITY as CHERBOURG, cherbourgLinked, supplyOracle } from '../supply/supply.js';
import type { Phase, Player, State, UnitState } from '../state.js';
import { faceFor, info } from '../units.js';
import { loseSteps } from '../combat/losses.js';
import { completeIps, pruneIps } from '../fortifications/ip.js';
import { suppressBatteries, takeBatteries } from '../combat/batteries.js';
import { anyReplaceOption } from '../replacements/replace.js';
import { mapUnits } from './roster.js';
import { clearMarkers } from '../movement/strategic.js';
import { campaignFinal, campaignWeather, germanRecovery } from '../scenarios/campaign.js';
import { mulberriesAlliedTurn } from '../beachheads/beachheads.js';
import { withdrawSpecialForces } from '../special-rules/special.js';

export const sideOfPhase = (p: Phase): Player | null =>
  p.startsWith('german') ? 'german' : p.startsWith('allied') ? 'allied' : null;

const NEXT: Readonly<Record<Phase, Phase>> = {
  invasion: 'german-movement',
  initial: 'german-replacement',
  'german-replacement': 'german-movement',
  'german-movement': 'german-combat',
  'german-combat': 'german-reserve-movement',
  'german-reserve-movement': 'german-reserve-combat',
  'german-reserve-combat': 'german-supply',
  'german-supply': 'allied-replacement',
  'allied-replacement': 'allied-movement',
  'allied-movement': 'allied-combat',
  'allied-combat': 'allied-reserve-movement',
  'allied-reserve-movement': 'allied-reserve-combat',
  'allied-reserve-combat': 'allied-supply',
  'allied-supply': 'initial',
  over: 'over',
};

const resetUnits = (s: State, side: Player, f: (u: UnitState) => UnitState): State => ({ ...s, units: mapUnits(s.units, (u) => (u.side === side ? f(u) : u)) });

// Each reset below returns the unit itself when it already holds the new values: an unchanged unit
// keeps its identity, so that the caches keyed by unit objects (movement/context.ts) stay warm across a phase change.

/** The unit free to move again (N44 3 B2). */
const unmove = (u: UnitState): UnitState => (u.moved ? { ...u, moved: false } : u);

/** Enters `phase`, running what needs no decision, until a player or chance must act. */
export function enterPhase(s0: State, phase: Phase, events: GameEvent[], b: Board = board(s0)): State {
  // A battery is gone once an Allied unit stands in its hex (optional N44 28.3).
  let s: State = { ...takeBatteries(s0, b, events), phase };
  switch (phase) {
    case 'german-replacement':
    case 'allied-replacement': {
      // The Replacement Phase opens the player turn (N44 3 B1, 6.2); skipped when there is nothing to replace.
      const side = sideOfPhase(phase) as Player;
      // The Rangers and the 4th SS Brigade leave once their sector is clear (N44 17.5).
      if (side === 'allied') s = withdrawSpecialForces(s, events, b);
      s = resetUnits(s, side, unmove);
      return anyReplaceOption(s, b) ? s : enterPhase(s, NEXT[phase], events, b);
    }
    case 'german-movement':
      s = clearMarkers(s, 'german');
      s = completeIps(s, 'german');
      s = resetUnits(s, 'german', unmove);
      s = placeGermanReinforcements(s, events, b);
      return releaseRestricted(s, events, b);
    case 'allied-movement':
      s = clearMarkers(s, 'allied');
      // Campaign: a German unit next to a Mulberry under construction delays it (N44 21.1).
      if (s.campaign) s = mulberriesAlliedTurn(s, events, b);
      s = completeIps(s, 'allied');
      return resetUnits(s, 'allied', unmove);
    case 'german-combat':
    case 'allied-combat': {
      const side = sideOfPhase(phase) as Player;
      if (phase === 'allied-combat') s = suppressBatteries(s, b, events);
      // The MP spent entering the map count only in the Movement Phase (N44 6.6).
      if (s.units.some((u) => u.entryMp !== undefined)) s = { ...s, units: s.units.map((u) => (u.entryMp === undefined ? u : (({ entryMp: _e, ...rest }) => rest)(u))) };
      s = { ...s, attackedHexes: [], declined: [], stopped: {}, strafed: [], strafeQueue: [], strafeDone: phase !== 'allied-combat' };
      return { ...s, units: mapUnits(s.units, (u) => (u.retreated || (u.attacked && u.side === side) ? { ...u, attacked: u.side === side ? false : u.attacked, retreated: false } : u)) };
    }
    case 'german-reserve-movement':
    case 'allied-reserve-movement': {
      // Skipped when no unit is in Reserve (N44 3, the shaded phases).
      const side = sideOfPhase(phase) as Player;
      if (!s.units.some((u) => u.side === side && u.reserve && onMap(u))) return enterPhase(s, NEXT[NEXT[phase]], events, b);
      // Only units in Reserve move in the Reserve segment (N44 15.2).
      return resetUnits(s, side, (u) => (u.moved === !u.reserve ? u : { ...u, moved: !u.reserve }));
    }
    case 'german-reserve-combat':
    case 'allied-reserve-combat': {
      // Units in Reserve attack again even if they attacked in the Combat Phase (N44 15.1, 15.3, T45).
      const side = sideOfPhase(phase) as Player;
      return { ...s, attackedHexes: [], declined: [], stopped: {}, units: mapUnits(s.units, (u) => (u.retreated || (u.attacked && u.side === side && u.reserve) ? { ...u, retreated: false, attacked: u.side === side && u.reserve ? false : u.attacked } : u)) };
    }
    case 'german-supply':
    case 'allied-supply': {
      const side = sideOfPhase(phase) as Player;
      // Recovery Phase: DG markers go; the Allies also remove Dispersal markers (N44 3 B5, 13.6, 20.2);
      // Reserve markers go from units adjacent to an enemy (N44 15.4).
      const nextToEnemy = enemyAdjacency(s, other(side), b);
      s = resetUnits(s, side, (u) => {
        const dispersed = side === 'allied' ? false : u.dispersed;
        const reserve = u.reserve && onMap(u) && !nextToEnemy(u);
        // Replacement markers go in the Recovery Phase (N44 6.2).
        return !u.dg && u.dispersed === dispersed && u.reserve === reserve && !u.replaced ? u : { ...u, dg: false, dispersed, reserve, replaced: false };
      });
      // The German low-TQ Repl must be used at once or is lost (N44 6.4, 26.2.1).
      // Campaign: an unused roll-1 armor Repl is recorded as a normal one (N44 6.4).
      if (side === 'german') {
        const r = germanRecovery(s);
        s = { ...r, repl: { ...r.repl, germanInfNow: 0 } };
      }
      s = traceAll(s, side, b);
      s = isolatedHqs(s, side, events, b);
      s = pruneIps(s, side);
      // The trace, the HQ eliminations and the IPs leave the enemy's units as they were: the same adjacency holds.
      const isolated = s.units.filter((u) => u.side === side && onMap(u) && u.oos === 2 && info(u.id).kind !== 'hq' && nextToEnemy(u));
      // Strongpoints roll last: they are exempt while stacked with a combat unit (N44 18.5).
      const sp = (u: UnitState): boolean => info(u.id).kind === 'strongpoint';
      const attrition = spExempt(s, [...isolated.filter((u) => !sp(u)), ...isolated.filter(sp)].map((u) => u.id));
      events.push({ type: 'supply-traced', rule: 'N44 18.3' });
      if (attrition.length > 0) return { ...s, attrition };
      return enterPhase(s, NEXT[phase], events, b);
    }
    case 'initial':
      return finalPhase(s, events, b);
    default:
      return s;
  }
}

export function nextPhase(s: State, events: GameEvent[]): State {
  return enterPhase(s, NEXT[s.phase], events);
}

/**
 * Is an on-map unit next to a unit of `enemy` (N44 15.4, 18.5)? The enemy's hexes are marked once, at
 * the first question, and a unit's six neighbours read: the Recovery Phase asks for every unit in
 * Reserve and every isolated one, and a distance to each enemy unit per question was O(units²).
 */
export function enemyAdjacency(s: State, enemy: Player, b: Board): (u: UnitState) => boolean {
  let occ: Uint8Array | null = null;
  return (u) => {
    if (occ === null) {
      occ = new Uint8Array(b.map.size);
      for (const o of s.units) if (o.side === enemy && onMap(o)) occ[b.locOf(o.hex as string)] = 1;
    }
    const loc = b.locOf(u.hex as string);
    for (let d = 0; d < 6; d++) {
      const n = b.map.neighbor(loc, d);
      if (n >= 0 && occ[n] === 1) return true;
    }
    return false;
  };
}

/** Supply Phase tracing: OOS, and Isolated when already OOS with no land line at all (N44 18.3). */
function traceAll(s: State, side: Player, b: Board): State {
  const oracle = supplyOracle(s, side, b);
  // Every unit of the side is traced: the whole map at once (N44 18.3).
  const supplied = oracle.suppliedEverywhere();
  return {
    ...s,
    units: mapUnits(s.units, (u) => {
      if (u.side !== side || !onMap(u)) return u;
      const loc = b.locOf(u.hex as string);
      if (supplied(loc)) return u.oos === 0 ? u : { ...u, oos: 0 as const };
      const isolated = u.oos > 0 && !oracle.landLine(loc);
      // An OOS unit loses Reserve status (N44 15.1, 15.4).
      return { ...u, oos: isolated ? (2 as const) : (1 as const), reserve: false };
    }),
  };
}

/** An isolated HQ never rolls attrition: it is eliminated if it cannot trace a line to any friendly unit (N44 18.5). */
function isolatedHqs(s: State, side: Player, events: GameEvent[], b: Board): State {
  // A land line of any length (N44 18.5, digest D-18), searched only for an isolated HQ.
  const gone = new Set<string>();
  for (const u of s.units) {
    if (u.side !== side || !onMap(u) || u.oos !== 2 || info(u.id).kind !== 'hq') continue;
    const own = b.locOf(u.hex as string);
    const friend = new Uint8Array(b.map.size);
    for (const o of s.units) if (o.side === side && onMap(o) && o.id !== u.id) friend[b.locOf(o.hex as string)] = 1;
    if (!supplyOracle(s, side, b).landLineTo(own, friend)) gone.add(u.id);
  }
  if (gone.size === 0) return s;
  events.push({ type: 'hq-eliminated', rule: 'N44 18.5' });
  return { ...s, units: s.units.map((u) => (gone.has(u.id) ? { ...u, box: 'eliminated' as const, hex: null, steps: 0 } : u)) };
}

/** The attrition DRM: +2 with a line to a friendly City, SP (German), coastal hex (Allied) or HQ; plus TQ; at most +3 (N44 18.5). */
export function attritionDrm(s: State, u: UnitState, b: Board = board(s)): number {
  const side = u.side;
  const refuge = new Uint8Array(b.map.size);
  for (const o of s.units) {
    if (o.side !== side || !onMap(o) || o.id === u.id) continue;
    const k = info(o.id).kind;
    if (k === 'hq' || (side === 'german' && k === 'strongpoint')) refuge[b.locOf(o.hex as string)] = 1;
  }
  for (const [hex, who] of Object.entries(s.control)) if (who === side && terrainOf(b, b.locOf(hex)) === 'city') refuge[b.locOf(hex)] = 1;
  if (info(u.id).kind === 'strongpoint') refuge[b.locOf(u.hex as string)] = 1;
  // The Allies: a coastal hex, a land hex next to the sea (N44 18.5).
  if (side === 'allied') for (const loc of coastalHexes(b)) refuge[loc] = 1;
  // A land line of any length (N44 18.5, digest D-18).
  const traced = supplyOracle(s, side, b).landLineTo(b.locOf(u.hex as string), refuge);
  const tq = faceFor(info(u.id), u.steps).tq ?? 0;
  return Math.min(ATTRITION.maxDrm, (traced ? ATTRITION.traceBonus : 0) + tq);
}

// Per board: land hexes with a sea neighbour (derived from the map, immutable).
const coastCache = new WeakMap<Board, readonly number[]>();
function coastalHexes(b: Board): readonly number[] {
  let c = coastCache.get(b);
  if (!c) {
    const out: number[] = [];
    for (let loc = 0; loc < b.map.size; loc++) {
      if (terrainOf(b, loc) === 'sea') continue;
      for (let d = 0; d < 6; d++) {
        const n = b.map.neighbor(loc, d);
        if (n >= 0 && terrainOf(b, n) === 'sea') {
          out.push(loc);
          break;
        }
      }
    }
    c = out;
    coastCache.set(b, c);
  }
  return c;
}

/** One attrition roll for the first isolated unit in the queue (N44 18.5). */
export function attritionRoll(s: State, die: number, events: GameEvent[]): State {
  const [id, ...rest] = s.attrition;
  const u = s.units.find((x) => x.id === id) as UnitState;
  let st: State = { ...s, attrition: rest };
  if (u && onMap(u) && ATTRITION.losesStep(die + attritionDrm(s, u))) st = loseSteps(st, u.id, 1, events);
  events.push({ type: 'attrition-roll', rule: 'N44 18.5' });
  // A Strongpoint whose combat units attrition has eliminated rolls at once; one still stacked with them does not (N44 18.5).
  const left = spExempt(st, rest);
  return left.length > 0 ? { ...st, attrition: left } : enterPhase({ ...st, attrition: [] }, NEXT[s.phase], events);
}

/** Drops the queued Strongpoints still stacked with a friendly combat unit: they are exempt (N44 18.5). */
function spExempt(s: State, queue: readonly string[]): string[] {
  return queue.filter((id) => {
    const u = s.units.find((x) => x.id === id);
    if (!u || !onMap(u)) return false;
    if (info(id).kind !== 'strongpoint') return true;
    return !unitsAt(s, u.hex as string).some((o) => o.side === u.side && o.id !== id && info(o.id).kind !== 'strongpoint' && info(o.id).kind !== 'hq');
  });
}

/**
 * Cherbourg: German reinforcements of this turn are placed at their hex (N44 26.1); an enemy-held
 * hex delays them a turn. The campaign's enter by the German's choice (`enter`, N44 6.6-6.7).
 */
function placeGermanReinforcements(s: State, events: GameEvent[], _b: Board): State {
  if (s.campaign) return s;
  return {
    ...s,
    units: s.units.map((u) => {
      if (u.side !== 'german' || u.box !== 'reinforcement' || u.arrives !== s.turn || u.entry === null) return u;
      if (unitsAt(s, u.entry).some((o) => o.side === 'allied')) return { ...u, arrives: u.arrives + 1 };
      events.push({ type: 'reinforcement', rule: 'N44 26.1' });
      return { ...u, box: 'map' as const, hex: u.entry };
    }),
  };
}

/** From turn 2, a restricted unit with an Allied unit within 2 hexes is released; inside the Perimeter one release frees all (N44 17.6). */
function releaseRestricted(s: State, events: GameEvent[], b: Board): State {
  if (s.turn < 2) return s;
  const restricted = (u: UnitState): boolean => u.side === 'german' && onMap(u) && !u.released && faceFor(info(u.id), u.steps).restricted;
  // Most German Movement Phases have no restricted unit left: the Allied hexes are read only for one.
  const waiting = s.units.filter(restricted);
  if (waiting.length === 0) return s;
  const allied = s.units.filter((u) => u.side === 'allied' && onMap(u)).map((u) => b.map.hexes[b.locOf(u.hex as string)]);
  const near = (u: UnitState): boolean => allied.some((h) => hexDistance(h as never, b.map.hexes[b.locOf(u.hex as string)] as never) <= 2);
  const inPerimeter = (u: UnitState): boolean => inZone(b, b.locOf(u.hex as string), 'cherbourg-perimeter');
  const released = new Set(waiting.filter(near).map((u) => u.id));
  if ([...released].some((id) => inPerimeter(s.units.find((u) => u.id === id) as UnitState))) {
    for (const u of s.units) if (restricted(u) && inPerimeter(u)) released.add(u.id);
  }
  if (released.size === 0) return s;
  events.push({ type: 'released', rule: 'N44 17.6' });
  return { ...s, units: s.units.map((u) => (released.has(u.id) ? { ...u, released: true } : u)) };
}

/** The Final Phase (N44 3 D, 26.3): the 6FJ units leave once Carentan has fallen; victory after the last turn. */
function finalPhase(s0: State, events: GameEvent[], b: Board): State {
  if (s0.campaign) return campaignFinal(s0, events, b);
  let s = s0;
  if (s.control['2512'] === 'allied') {
    const fj = new Set(['ge-6fj-1', 'ge-6fj-3']);
    if (s.units.some((u) => fj.has(u.id) && u.box === 'map')) {
      events.push({ type: '6fj-removed', rule: 'N44 26.3.2' });
      s = { ...s, units: s.units.map((u) => (fj.has(u.id) && u.box === 'map' ? { ...u, box: 'removed' as const, hex: null } : u)) };
    }
  }
  // With every Cherbourg City hex Allied, the Cotentin HQ and the Fortress Cherbourg SupP go (N44 17.4).
  if (CHERBOURG.every((h) => s.control[h] === 'allied') && s.units.some((u) => u.id === 'ge-hq-cotentin' && u.box === 'map')) {
    events.push({ type: 'fortress-cherbourg-fallen', rule: 'N44 17.4' });
    s = { ...s, supply: { ...s.supply, german: 0 }, units: s.units.map((u) => (u.id === 'ge-hq-cotentin' && u.box === 'map' ? { ...u, box: 'removed' as const, hex: null } : u)) };
  }
  if (s.turn >= s.lastTurn) {
    const winner = cherbourgWinner(s, b);
    events.push({ type: `winner-${winner}`, rule: 'N44 26.3.1' });
    return { ...s, phase: 'over', winner };
  }
  return { ...s, phase: 'initial', turn: s.turn + 1 };
}

/** The US wins by holding Carentan and either a supplied non-HQ unit inside the Perimeter or Cherbourg cut off (N44 26.3.1). */
export function cherbourgWinner(s: State, b: Board = board(s)): Player {
  if (s.control['2512'] !== 'allied') return 'german';
  const inside = s.units.some((u) => u.side === 'allied' && onMap(u) && u.oos === 0 && info(u.id).kind !== 'hq' && inZone(b, b.locOf(u.hex as string), 'cherbourg-perimeter'));
  return inside || !cherbourgLinked(s, b) ? 'allied' : 'german';
}

/** Is the US Beach Engineer gone from Utah (once it has landed)? (N44 6.5.3) */
function utahEngineerOff(s: State): boolean {
  const eng = s.units.find((u) => u.side === 'allied' && info(u.id).kind === 'engineer');
  if (!eng || eng.box === 'wave') return false;
  return !(eng.box === 'map' && eng.hex === '2914');
}

/** The Initial Phase after the weather roll (N44 4, 5, 26.2): space, SupP, naval and air units, flips. */
export function applyWeather(s: State, die: number, events: GameEvent[]): State {
  if (s.campaign) {
    // The German first puts this turn's SupP on his tracks (N44 5.2).
    const st = campaignWeather(s, die, events);
    // Then the gliders' dispersal rolls, if any landed (N44 20.2).
    return (st.campaign && st.campaign.supplyToAssign > 0) || st.invasion ? st : enterPhase(st, 'german-replacement', events);
  }
  let space = s.turn === 2 ? (die <= 3 ? 2 : 3) : Math.min(6, Math.max(1, die + (s.space === 1 ? -1 : s.space === 6 ? 1 : 0)));
  // Optional historical weather: turns 14-16 are Storm, otherwise a 1 reads 2 (N44 28.1).
  if (s.options.historicalWeather) space = s.turn >= 14 && s.turn <= 16 ? 1 : space === 1 ? 2 : space;
  const row = weatherRow(space);
  events.push({ type: `weather-${space}`, rule: s.turn === 2 ? 'N44 4.2' : 'N44 4.1' });
  const storm = space === 1;
  const st: State = {
    ...s,
    // In-supply HQs flip back to their Ready side (N44 3 A4, 17.2).
    units: mapUnits(s.units, (u) => (u.movedFar && u.oos === 0 ? { ...u, movedFar: false } : u)),
    space,
    supply: {
      // Cherbourg: +1 German SupP on 1-3 (N44 26.2.3, read as non-Clear, digest B-8), onto Fortress
      // Cherbourg only while a Cherbourg City hex traces to the south edge (N44 5.2); 1 US SupP per non-Storm turn.
      german: Math.min(LIMITS.supplyTrackMax, s.supply.german + (space <= 3 && cherbourgLinked(s) ? 1 : 0)),
      us: Math.min(LIMITS.supplyTrackMax, s.supply.us + (storm ? 0 : 1)),
    },
    // One US naval unit per non-Storm turn; US air by the weather table, at most 2 (N44 26.2.2).
    naval: storm ? 0 : 1,
    air: Math.min(2, row.air),
    // US RP: 3 per Overcast turn, 4 per Clear turn, none in Storm; never saved (N44 26.1, 6.5.1).
    // Less 2 RP while the Utah engineer is off its beach hex (N44 6.5.3).
    rp: storm ? 0 : Math.max(0, (space <= 3 ? 3 : 4) - (utahEngineerOff(s) ? 2 : 0)),
    rpLanded: 0,
    // Replacements from turn 3: the German infantry Repl on a 5; the US Repl of the row on odd rolls (N44 26.2.1).
    repl:
      s.turn < 3
        ? s.repl
        : {
            ...s.repl,
            germanInfNow: space === 5 ? 1 : 0,
            usInf: Math.min(LIMITS.replacementMax, s.repl.usInf + (space % 2 === 1 ? (row.usInfRepl ?? 0) : 0)),
            usArmor: Math.min(LIMITS.replacementMax, s.repl.usArmor + (space % 2 === 1 ? (row.usArmorRepl ?? 0) : 0)),
          },
    // IPs: the German 1 in each Overcast turn from turn 5, the Allies 1 per non-Storm turn (N44 26.2.4).
    ipAllowance: { german: s.turn >= 5 && (space === 2 || space === 3) ? 1 : 0, allied: storm ? 0 : 1 },
  };
  return enterPhase(st, 'german-replacement', events);
}
