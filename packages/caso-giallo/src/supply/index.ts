/**
 * CG R7 Supply on the kernel's supply tracing (`traceSupply` for one line, `supplyField` for a
 * side's ranged sources at once).
 *
 * R7.2 Line of Supply: a path of any length through hexes a unit may enter, free of enemy units
 * and of empty hexes in enemy ZOC (a friendly unit in the hex negates it, digest A12), crossing
 * rivers only at River Crossings that are not interdicted against the German (R7.2b, R10.7d),
 * into but not through Flooded hexes (R7.2c), never through an undestroyed enemy Fortified Line
 * or enemy Defensive Works hex (R7.2d).
 * R7.3-R7.4 general supply sources; R7.5 the Supply Phase check (OOS markers, the step lost);
 * R7.6-R7.8 Attack Supply traced at each combat to sources within their ranges; R7.9 the Attack
 * Supply units (their printed MA is their range).
 */
import { supplyField, traceSupply, type RangedSource, type SupplyFieldOptions } from '@esagono/kernel';
import { crossingAt, riverAt } from '../map/board.js';
import { TERRAIN } from '../data/terrain.js';
import { ATTACK_SUPPLY_RANGE, BELGIAN_SOURCES, RUHR_CITIES } from '../data/supply.js';
import { boardOf, controls, counterOf, loseStep, sideOf, unitsAt, withUnits, zocField, zocSources } from '../position.js';
import type { Counter, Side } from '../setup/counters.js';
import type { State, Unit } from '../state.js';
import { ebenEmaelInterdiction } from '../scenarios/eben-emael.js';
import { cachedField } from './fields.js';

/** CG R10.7: is the River Crossing across `dir` from `loc` interdicted (a marker on either side)? */
export function interdictedCrossing(s: State, loc: number, dir: number): boolean {
  if (!crossingAt(boardOf(s), loc, dir)) return false;
  const other = boardOf(s).map.neighbor(loc, dir);
  const marks = s.interdicted;
  if (marks && marks.length > 0 && (marks.includes(loc) || marks.includes(other))) return true;
  // CG SB7.3l, SB7.7c: a standing Eben Emael keeps its two markers (2828, 3029) until destroyed.
  const fort = ebenEmaelInterdiction(s);
  return fort.length > 0 && (fort.includes(loc) || fort.includes(other));
}

/** Undestroyed Fortified Line hex (CG R10.9a), and whose it is: the Westwall is German, the others Allied. */
export function fortifiedOwner(s: State, loc: number): Side | null {
  const line = boardOf(s).fortified[loc];
  if (!line || (s.fortDestroyed ?? []).includes(loc)) return null;
  return line === 'westwall' ? 'german' : 'allied';
}

/** The hexes a Line of Supply of `side` may use, as the kernel's field options (CG R7.2). */
export function lineRules(s: State, side: Side): SupplyFieldOptions {
  const b = boardOf(s);
  const at = unitsAt(s);
  const zoc = zocField(s, at, side);
  return {
    link(inner, outer, dir) {
      if (riverAt(b, inner, dir) === null) return true;
      // CG R7.2b: rivers only at River Crossings; CG R10.7d: never across an interdicted one (German).
      return crossingAt(b, inner, dir) && !(side === 'german' && interdictedCrossing(s, inner, dir));
    },
    enter(loc) {
      if (TERRAIN[b.terrain[loc]!].mp === null) return false;
      const here = at[loc]!;
      if (here.length > 0) return sideOf(s, here[0]!) === side; // CG R7.2: no enemy units
      if (zoc.count[loc]! > 0) return false; // CG R7.2a: empty hexes in enemy ZOC block
      // CG R7.2d: no undestroyed enemy Fortified Line or enemy Defensive Works hex.
      const owner = fortifiedOwner(s, loc);
      if (owner !== null && owner !== side) return false;
      if (side === 'german' && b.works[loc] && !s.worksDestroyed.includes(loc)) return false;
      return true;
    },
    through: (loc) => b.terrain[loc] !== 'flooded', // CG R7.2c: into, not through
  };
}

/** Locations a Line of Supply of `side` reaches from `sources` within their ranges (slack >= 0). */
export function supplyReach(s: State, side: Side, sources: readonly RangedSource[]): Float64Array {
  const rules = lineRules(s, side);
  // A source hex is on the line too: it must be one the line may enter (CG R7.2).
  return supplyField(boardOf(s).map, sources.filter((x) => rules.enter!(x.loc)), rules);
}

/**
 * `supplyReach` to `sources` without range, as 1 where the field reaches (slack >= 0), cached
 * (supply/fields.ts) under `name`, which must name the source set.
 */
export function reachField(s: State, side: Side, name: string, sources: () => readonly number[]): Uint8Array {
  return cachedField(s, `reach:${side}:${name}`, () => {
    const slack = supplyReach(s, side, sources().map((loc) => ({ loc, range: Infinity })));
    const out = new Uint8Array(slack.length);
    for (let loc = 0; loc < slack.length; loc++) if (slack[loc]! >= 0) out[loc] = 1;
    return out;
  });
}

/** CG R7.2: may a unit of `side` at `from` trace a Line of Supply to one of `sources`? */
export function traceLineOfSupply(s: State, side: Side, from: number, sources: readonly number[]): boolean {
  return traceAttackSupply(s, side, from, sources.map((loc) => ({ loc, range: Infinity })));
}

/**
 * CG R7.2 for every hex at once: 1 where `traceLineOfSupply(s, side, loc, sources)` holds, read off
 * one walk from the sources (`supplyReach`). The walk asks every hex of the line to be one the line
 * may enter; the unit's own hex need not be (the line starts there, e.g. an emptied Better Defense
 * hex in enemy ZOC, R12.11e), so such a hex is supplied when a neighbour it may step to is on a line.
 */
export function lineOfSupplyField(s: State, side: Side, sources: readonly number[]): Uint8Array {
  const b = boardOf(s);
  const rules = lineRules(s, side);
  const slack = supplyReach(s, side, sources.map((loc) => ({ loc, range: Infinity })));
  const isSource = new Uint8Array(b.map.size);
  for (const loc of sources) isSource[loc] = 1;
  const out = new Uint8Array(b.map.size);
  for (let loc = 0; loc < out.length; loc++) {
    if (isSource[loc] === 1) out[loc] = 1;
    else if (rules.enter!(loc)) out[loc] = slack[loc]! >= 0 ? 1 : 0;
    else {
      for (let d = 0; d < 6; d++) {
        const n = b.map.neighbor(loc, d);
        // The step from `loc` into `n`: `n` entered, the hexside crossed, and a line on from `n` (or `n` a source).
        if (n < 0 || slack[n]! < 0 || !rules.enter!(n) || !rules.link(n, loc, (d + 3) % 6)) continue;
        if (isSource[n] === 1 || rules.through!(n)) {
          out[loc] = 1;
          break;
        }
      }
    }
  }
  return out;
}

/** CG R7.3-R7.4: the hexes from which a unit of `nationality` (of `side`) traces a Line of Supply to its general sources (cached, supply/fields.ts). */
export const generalSupplyField = (s: State, side: Side, nationality: Counter['nationality']): Uint8Array =>
  cachedField(s, `general:${side}:${nationality}`, () => lineOfSupplyField(s, side, generalSources(s, nationality)));

/** CG R7.6a: the Line of Supply rules, to a source within its range (digest A66). */
export function traceAttackSupply(s: State, side: Side, from: number, sources: readonly RangedSource[]): boolean {
  const rules = lineRules(s, side);
  const b = boardOf(s);
  // One trace per distinct range, on the kernel's path search (unit to source).
  for (const range of new Set(sources.map((x) => x.range))) {
    const goal = new Set(sources.filter((x) => x.range === range).map((x) => x.loc));
    const r = traceSupply(b.map, from, (loc) => goal.has(loc), {
      legs: [{ maxLength: range, step: (here, to, dir) => (here === from || rules.through!(here)) && rules.link(to, here, (dir + 3) % 6) }],
      enter: rules.enter,
    });
    if (r.path) return true;
  }
  return false;
}

const cityNamed = (s: State, loc: number, names: readonly string[]) => {
  const b = boardOf(s);
  return b.settlement[loc] === 'city' && names.includes(b.settlementName[loc] ?? '');
};

/**
 * CG R7.3-R7.4 general supply sources of a unit's nationality: German Cities (German);
 * Antwerp or Ostend (Belgian); the west edge or an Allied-controlled port (British); the south
 * or west edge or an Allied-controlled port (French). Dutch units need none in the Netherlands.
 */
export function generalSources(s: State, nationality: Counter['nationality']): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    const edges = b.edges[loc]!;
    const alliedPort = b.port[loc] === true && controls(s, loc) === 'allied';
    let ok = false;
    switch (nationality) {
      case 'german':
        ok = b.country[loc] === 'DE' && b.settlement[loc] === 'city';
        break;
      case 'belgian':
        ok = cityNamed(s, loc, BELGIAN_SOURCES);
        break;
      case 'british':
        ok = edges.includes('west') || alliedPort;
        break;
      case 'french':
        ok = edges.includes('west') || edges.includes('south') || alliedPort;
        break;
      case 'dutch':
        ok = false;
        break;
    }
    if (ok) out.push(loc);
  }
  return out;
}

/** CG R7.3-R7.4: is `u` in general supply now? Fortified Line garrisons need none; Dutch units in the Netherlands are. */
export function inGeneralSupply(s: State, u: Unit): boolean {
  if (u.loc < 0) return false;
  const c = counterOf(s, u.id);
  if (c.nationality === 'dutch' && boardOf(s).country[u.loc] === 'NL') return true;
  return generalSupplyField(s, c.side, c.nationality)[u.loc] === 1;
}

/**
 * CG R7.5a The Supply Phase (from turn 2): units already Out of Supply that still cannot trace
 * lose a step (the marker stays); then units that cannot trace get the marker; units that can
 * lose it. Attack Supply units flip back to their move side (R7.5e: `moved` is cleared by the caller).
 */
export function supplyPhase(before: State): State {
  // CG R7.9c: Attack Supply units flip back to their move side in the Supply Phase.
  const s = before.supplyMoved && before.supplyMoved.length > 0 ? { ...before, supplyMoved: [] } : before;
  if (s.turn < 2) return s;
  const oos = new Set(s.oos ?? []);
  const changed: Unit[] = [];
  const next = new Set<string>();
  for (const u of s.units) {
    if (u.loc < 0) continue;
    const c = counterOf(s, u.id);
    if (c.size === 'supply' || c.size === 'arko') continue; // no supply state of their own (R7.9)
    if (inGeneralSupply(s, u)) continue;
    next.add(u.id);
    if (oos.has(u.id)) changed.push(loseStep(u));
  }
  const out = withUnits(s, changed);
  return { ...out, oos: [...next].filter((id) => out.units.some((u) => u.id === id && u.loc >= 0)) };
}

/** CG R7.5: does `u` carry an Out of Supply marker? */
export const isOutOfSupply = (s: State, u: Unit): boolean => (s.oos ?? []).includes(u.id);

/** A source of Attack Supply and whether using it has a cost (R7.7: AG1 cut off is eliminated after the round). */
export interface AttackSupplyCheck {
  readonly supplied: boolean;
  /** CG R7.7: AG1 supplied this unit without its own line to the west or south edge. */
  readonly ag1Cut: boolean;
  /** CG R7.8: the supply came from a Westwall hex (one attack per Combat round). */
  readonly westwall: boolean;
}

/**
 * CG R7.6-R7.8: may `u` trace Attack Supply now? Everyone on turn 1 (R7.6b); on turn 2 every
 * German combat unit in the Low Countries (R7.8); Dutch units in the Netherlands and Belgian
 * units with a line to Antwerp or Ostend (R7.7); British units within 3 hexes of an
 * Allied-controlled port; French units within 8 hexes of a Paris hex with a line to the west or
 * south edge; French and British within 5 of AG1; German units within 5 of Army Group B's unit
 * or 6 of Army Group A's (each with a line to a Ruhr City), 6 of a German City with such a line,
 * or 3 of a Westwall hex.
 */
export function attackSupply(s: State, u: Unit): AttackSupplyCheck {
  const yes: AttackSupplyCheck = { supplied: true, ag1Cut: false, westwall: false };
  const no: AttackSupplyCheck = { supplied: false, ag1Cut: false, westwall: false };
  if (u.loc < 0) return no;
  if (s.turn === 1) return yes;
  const b = boardOf(s);
  const c = counterOf(s, u.id);
  const side = c.side;
  if (side === 'german' && s.turn === 2 && (b.country[u.loc] === 'NL' || b.country[u.loc] === 'BE' || b.country[u.loc] === 'LUX')) return yes;
  if (c.nationality === 'dutch') return b.country[u.loc] === 'NL' ? yes : no;
  if (c.nationality === 'belgian') return inGeneralSupply(s, u) ? yes : no;
  const sources: RangedSource[] = [];
  let ag1: { loc: number; cut: boolean } | null = null;
  const supplyUnits = s.units.filter((x) => x.loc >= 0 && counterOf(s, x.id).size === 'supply' && counterOf(s, x.id).side === side);
  if (side === 'german') {
    const reachesRuhr = reachField(s, 'german', 'ruhr', () => {
      const ruhr: number[] = [];
      for (let loc = 0; loc < b.map.size; loc++) if (cityNamed(s, loc, RUHR_CITIES)) ruhr.push(loc);
      return ruhr;
    });
    for (const x of supplyUnits) if (reachesRuhr[x.loc] === 1) sources.push({ loc: x.loc, range: counterOf(s, x.id).front.ma });
    for (let loc = 0; loc < b.map.size; loc++) {
      if (b.country[loc] === 'DE' && b.settlement[loc] === 'city' && reachesRuhr[loc] === 1) sources.push({ loc, range: ATTACK_SUPPLY_RANGE.germanCity });
    }
  } else {
    if (c.nationality === 'british') for (let loc = 0; loc < b.map.size; loc++) if (b.port[loc] && controls(s, loc) === 'allied') sources.push({ loc, range: ATTACK_SUPPLY_RANGE.britishPort });
    const reachesEdge = reachField(s, 'allied', 'edge', () => generalSources(s, 'french').filter((loc) => b.edges[loc]!.length > 0));
    if (c.nationality === 'french') {
      for (let loc = 0; loc < b.map.size; loc++) if (cityNamed(s, loc, ['Paris']) && reachesEdge[loc] === 1) sources.push({ loc, range: ATTACK_SUPPLY_RANGE.paris });
    }
    const unit = supplyUnits[0];
    if (unit) ag1 = { loc: unit.loc, cut: reachesEdge[unit.loc] !== 1 };
  }
  // Each trace is kept under the supply fields' content key (supply/fields.ts): the unit (its
  // side, nationality and hex) and that key are all its sources and its line read.
  const unitKey = `${u.id}@${u.loc}`;
  if (traced(s, `attack:${unitKey}`, () => traceAttackSupply(s, side, u.loc, sources))) return yes;
  if (ag1 && traced(s, `attack-ag1:${unitKey}`, () => traceAttackSupply(s, side, u.loc, [{ loc: ag1.loc, range: ATTACK_SUPPLY_RANGE.ag1 }]))) return { supplied: true, ag1Cut: ag1.cut, westwall: false };
  // CG R7.8c: the Westwall supplies one attack per Combat round.
  if (side === 'german' && s.westwallRound !== attackRoundKey(s)) {
    const walls: RangedSource[] = [];
    for (let loc = 0; loc < b.map.size; loc++) if (b.fortified[loc] === 'westwall') walls.push({ loc, range: ATTACK_SUPPLY_RANGE.westwall });
    if (traced(s, `attack-westwall:${unitKey}`, () => traceAttackSupply(s, side, u.loc, walls))) return { supplied: true, ag1Cut: false, westwall: true };
  }
  return no;
}

/** A yes/no trace kept as a one-byte field under `name` (supply/fields.ts). */
const traced = (s: State, name: string, trace: () => boolean): boolean => cachedField(s, name, () => Uint8Array.of(trace() ? 1 : 0))[0] === 1;

/** The round key the once-per-round Attack Supply limits are counted against (turn and round index). */
export const attackRoundKey = (s: State): number => s.turn * 100 + s.rounds.length;

/**
 * CG R7.6c-e, R7.7e, R7.8c: the Attack Supply check made as a combat is resolved. Each attacker
 * that cannot trace gets a No Attack Supply marker, which stays until its next check and comes
 * off only when it traces again; an attack supplied from the Westwall spends the round's one
 * Westwall attack; AG1 supplying while cut off is to be eliminated after the Allied round.
 * `after` is the state the combat led to; the check reads `before` (the moment of combat).
 */
export function markAttackSupply(before: State, after: State, attackers: readonly string[]): State {
  if (before.turn === 1) return after; // CG R7.6b: everyone is supplied on turn 1
  const marks = new Set(after.noAttackSupply ?? []);
  let westwall = false;
  let cut = false;
  for (const id of attackers) {
    const u = before.units.find((x) => x.id === id);
    if (!u || u.loc < 0) continue;
    const check = attackSupply(before, u);
    if (check.supplied) marks.delete(id);
    else marks.add(id);
    westwall ||= check.westwall;
    cut ||= check.ag1Cut;
  }
  const key = attackRoundKey(before);
  let out: State = { ...after, noAttackSupply: [...marks].filter((id) => after.units.some((x) => x.id === id && x.loc >= 0)) };
  if (westwall) out = { ...out, westwallRound: key };
  if (cut) out = { ...out, ag1Cut: key };
  return out;
}

/**
 * CG R7.9e: the Attack Supply units alone in `target` (no other unit, no defending Fortified Line
 * garrison): attacked, they are eliminated without a roll and are never replaced.
 */
export function loneSupplyUnits(s: State, target: number): string[] {
  const here = unitsAt(s)[target]!;
  if (here.length === 0 || here.some((u) => counterOf(s, u.id).size !== 'supply')) return [];
  const owner = fortifiedOwner(s, target);
  if (owner !== null && owner === sideOf(s, here[0]!)) return [];
  return here.map((u) => u.id);
}

/** CG R7.6e: does `u` carry a No Attack Supply marker? */
export const hasNoAttackSupply = (s: State, u: Unit): boolean => (s.noAttackSupply ?? []).includes(u.id);

/**
 * CG R7.7e: AG1 traced no line to the west or south edge yet supplied an attack in this Allied
 * Combat round: it is eliminated after the round's last Allied combat (call as the round ends).
 */
export function eliminateCutAg1(s: State): State {
  if (s.ag1Cut === undefined || s.ag1Cut !== attackRoundKey(s) || s.round?.side !== 'allied') return s;
  const ag1 = s.units.filter((u) => u.loc >= 0 && counterOf(s, u.id).size === 'supply' && counterOf(s, u.id).side === 'allied');
  const { ag1Cut: _, ...rest } = s;
  return { ...rest, units: s.units.map((u) => (ag1.some((a) => a.id === u.id) ? { ...u, loc: -1, steps: 0, dis: false } : u)) };
}

/**
 * CG R7.6d, R11.3c: an attack including a unit Out of Supply or without Attack Supply shifts one
 * column left (one at most for both).
 */
export function supplyShift(s: State, attackers: readonly Unit[]): number {
  if (s.turn === 1) return 0;
  return attackers.some((u) => isOutOfSupply(s, u) || !attackSupply(s, u).supplied) ? -1 : 0;
}

/** The hex and hexside rules of a Line of Communication of one side (CG R2.4h, R9.6, TEC river rows, R10.7, R11.7d). */
export interface LocRules {
  /** May the line include `loc`: no enemy unit; if empty, no uncontested enemy ZOC (friendly units on it negate, R9.6); no undestroyed enemy Fortified Line (R11.7d); passable terrain. */
  readonly open: (loc: number) => boolean;
  /** May the line cross between `a` and its neighbour across `dir`: rivers only at a River Crossing, for the German not an interdicted one (TEC, R10.7, L226). */
  readonly link: (a: number, dir: number) => boolean;
}

export function locRules(s: State, side: Side): LocRules {
  const b = boardOf(s);
  const at = unitsAt(s);
  const enemyZoc = zocField(s, at, side);
  const ownZoc = zocField(s, at, side === 'german' ? 'allied' : 'german');
  return {
    open(loc) {
      if (TERRAIN[b.terrain[loc]!].mp === null) return false;
      const here = at[loc]!;
      if (here.length > 0) return sideOf(s, here[0]!) === side;
      // CG R9.6, digest A13: an empty hex in enemy ZOC blocks unless the ZOC is contested (a friendly ZOC there too).
      if (enemyZoc.count[loc]! > 0 && ownZoc.count[loc] === 0) return false;
      const owner = fortifiedOwner(s, loc);
      return owner === null || owner === side;
    },
    link(a, dir) {
      if (riverAt(b, a, dir) === null) return true;
      return crossingAt(b, a, dir) && !(side === 'german' && interdictedCrossing(s, a, dir));
    },
  };
}

/** CG R2.4h: a LOC "may not be traced into or through any non-French hex" (the hex it starts from excepted). */
export const frenchHex = (s: State, loc: number): boolean => boardOf(s).country[loc] === 'FR';

/**
 * CG R2.4h, R9.6 Line of Communication to `destinations`, for every hex at once (the kernel's
 * `supplyField` walking out from the destinations): `field[loc]` is 1 where a LOC of `side`
 * starting at `loc` reaches one of them. Every hex of the line after the first is open and French;
 * the first must be open (a friendly unit in it, or no uncontested enemy ZOC).
 */
export function lineOfCommunicationField(s: State, side: Side, destinations: readonly number[]): Uint8Array {
  const b = boardOf(s);
  const rules = locRules(s, side);
  const ends = destinations.filter((loc) => rules.open(loc) && frenchHex(s, loc));
  const slack = supplyField(b.map, ends.map((loc) => ({ loc, range: Infinity })), {
    // `dir` points from `inner` (toward the destination) to `outer`.
    link: (inner, _outer, dir) => rules.link(inner, dir),
    enter: rules.open,
    // Into a non-French hex only as the line's first hex (R2.4h).
    through: (loc) => frenchHex(s, loc),
  });
  const out = new Uint8Array(b.map.size);
  for (let loc = 0; loc < out.length; loc++) if (slack[loc]! >= 0) out[loc] = 1;
  // A destination hex that is not French still ends a LOC traced from itself.
  for (const loc of destinations) if (rules.open(loc)) out[loc] = 1;
  return out;
}

/**
 * CG R2.4h, R9.6 Line of Communication from `from` to one of `to`: free of enemy units and of
 * uncontested enemy ZOC (friendly units on it negate enemy ZOC), rivers only at River Crossings
 * (for the German not interdicted ones), through hexes `allowed` says (the French hexes by R2.4h:
 * `frenchHex`). On the kernel's path search.
 */
export function traceLineOfCommunication(s: State, side: Side, from: number, to: readonly number[], allowed: (loc: number) => boolean = (loc) => frenchHex(s, loc)): boolean {
  const b = boardOf(s);
  const rules = locRules(s, side);
  const goal = new Set(to);
  const r = traceSupply(b.map, from, (loc) => goal.has(loc), {
    legs: [{ maxLength: Infinity, step: (here, _to, dir) => rules.link(here, dir) }],
    enter: (next) => allowed(next) && rules.open(next),
  });
  return r.path !== null;
}
