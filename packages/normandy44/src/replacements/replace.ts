/**
 * Replacements (N44 6.1-6.4) as the Cherbourg scenario gives them (N44 26.2.1): the German low-TQ
 * infantry Repl on a 5 (use now), the German armor Repl of a Storm turn, the US Repl of odd rolls.
 * A Repl restores a step of an in-supply, non-DG unit, or returns an eliminated unit at its lowest
 * step on a friendly in-supply HQ or a friendly-controlled, in-supply Town or City within 5 hexes of
 * a unit of its division. The unit then carries a Replacement marker.
 */
import { hexDistance, traceSupply, type Hex } from '@esagono/kernel';
import { terrainOf, type Board } from '../map/index.js';
import { board, onMap, other } from '../position.js';
import { sideContext } from '../movement/context.js';
import { supplyOracle, type SupplyOracle } from '../supply/supply.js';
import type { Campaign, Player, State, UnitState } from '../state.js';
import { faceFor, info, type UnitInfo } from '../units.js';
import { soloReturnAllowed } from '../special-rules/special.js';

export type ReplKind = 'armor' | 'infantry';

/** Armor Repl: armored units, recon, Werfers; infantry Repl: the rest (N44 6.2). */
export function replKind(i: UnitInfo): ReplKind {
  return i.kind === 'armor-silhouette' || i.kind === 'armor-nato' || i.kind === 'recon' || i.kind === 'werfer' || i.kind === 'at' ? 'armor' : 'infantry';
}

/** Never replaced: Ost, Strongpoints, FLAK, Rangers, Special Service (N44 6.3). */
export function replaceable(i: UnitInfo): boolean {
  return !(i.kind === 'ost' || i.kind === 'strongpoint' || i.kind === 'flak' || i.kind === 'ranger' || i.kind === 'commando' || i.kind === 'engineer');
}

/** Where a Repl is recorded: the Cherbourg pools (and the US ones of the campaign), the campaign's General Records Track, or the Airborne Repl. */
export type ReplPool =
  | { readonly at: 'repl'; readonly key: keyof State['repl'] }
  | { readonly at: 'records'; readonly key: keyof Campaign['records'] }
  | { readonly at: 'airborne'; readonly key: 'us' | 'british' };

const isAirborne = (i: UnitInfo): boolean => i.kind === 'airborne' || i.kind === 'glider';

/**
 * The campaign's Repl for unit `i` (N44 6.2 types, 20.2): US infantry and armor; British infantry
 * (or a CW Repl) and armor; Canadian infantry (or a CW Repl), Canadian armor on British armor Repl;
 * paratroop and glider units on their nation's Airborne Repl; German infantry and armor. The
 * specific pool is used before the CW one (a CW Repl serves more units).
 */
function campaignPool(s: State, c: Campaign, side: Player, i: UnitInfo, steps: number): ReplPool | null {
  const kind = replKind(i);
  if (side === 'german') {
    // The Repl 6.4 says to use at once goes first: the low-TQ infantry of a 5 or 6, the armor of a 1.
    if (kind === 'infantry') return lowTqFits(s, i, steps) ? { at: 'repl', key: 'germanInfNow' } : recorded(c, 'germanInf');
    if (s.repl.germanArmorStorm > 0) return { at: 'repl', key: 'germanArmorStorm' };
    // A Panther or Tiger step only with the armor Repl of a 1, used at once (N44 6.4).
    return pantherOrTiger(i) ? null : recorded(c, 'germanArmor');
  }
  const nation = i.counter.nation;
  if (isAirborne(i)) {
    const key = nation === 'US' ? 'us' : 'british';
    return c.airborneRepl[key] > 0 ? { at: 'airborne', key } : null;
  }
  if (nation === 'US') {
    if (kind === 'infantry') return s.repl.usInf > 0 ? { at: 'repl', key: 'usInf' } : null;
    return s.repl.usArmor > 0 ? { at: 'repl', key: 'usArmor' } : null;
  }
  if (kind === 'armor') return recorded(c, 'britArmor');
  return (nation === 'Canadian' ? recorded(c, 'cdnInf') : recorded(c, 'britInf')) ?? recorded(c, 'cw');
}

/** The General Records Track's Repl of `key` if one is left (a function, not a closure per call: `campaignPool` runs per unit a listing reads). */
function recorded(c: Campaign, key: keyof Campaign['records']): ReplPool | null {
  return c.records[key] > 0 ? { at: 'records', key } : null;
}

/** Panther (silhouette, armor value 4) and Tiger (the only armor value 5) battalions (N44 6.4). */
export function pantherOrTiger(i: UnitInfo): boolean {
  const v = i.counter.front.armor?.value ?? 0;
  return i.kind === 'armor-silhouette' && (v === 4 || v === 5);
}

/** The low-TQ Repl of this turn fits: TQ 0 or -1 on a 5, TQ -1 on a 6 (N44 6.4, 26.2.1: a 5 only). */
function lowTqFits(s: State, i: UnitInfo, steps: number): boolean {
  if (s.repl.germanInfNow === 0) return false;
  const tq = faceFor(i, Math.max(1, steps)).tq ?? 0;
  return tq === -1 || (tq === 0 && s.space !== 6);
}

/** The Repl of `side` that may serve unit `i` now, or null. */
function poolFor(s: State, side: Player, i: UnitInfo, steps: number): ReplPool | null {
  if (s.campaign) return campaignPool(s, s.campaign, side, i, steps);
  const key = cherbourgPool(s, side, i, steps);
  return key === null ? null : { at: 'repl', key };
}

/** The Cherbourg scenario's Repl (N44 26.2.1): the German low-TQ infantry and Storm armor Repl, the US Repl. */
function cherbourgPool(s: State, side: Player, i: UnitInfo, steps: number): keyof State['repl'] | null {
  const kind = replKind(i);
  if (side === 'german') {
    const tq = faceFor(i, Math.max(1, steps)).tq ?? 0;
    if (kind === 'infantry' && s.repl.germanInfNow > 0 && (tq === 0 || tq === -1)) return 'germanInfNow';
    if (kind === 'armor' && s.repl.germanArmorStorm > 0 && s.space === 1) return 'germanArmorStorm';
    return null;
  }
  if (kind === 'infantry' && s.repl.usInf > 0) return 'usInf';
  if (kind === 'armor' && s.repl.usArmor > 0) return 'usArmor';
  return null;
}

/** Within 5 hexes of another unit of its division on the map (N44 6.2); `division` holds the side's on-map units' hexes by formation. */
const withinOfDivision = (u: UnitState, hex: string, b: Board, division: () => ReadonlyMap<string, readonly Hex[]>): boolean => {
  const f = info(u.id).counter.formation;
  if (f === null) return true; // non-divisional units are exempt
  const h = b.map.hexes[b.locOf(hex)] as Hex;
  return (division().get(f) ?? []).some((o) => hexDistance(h, o) <= 5);
};

/** The hexes of `side`'s units on the map by formation. */
function divisionHexes(s: State, side: Player, b: Board): Map<string, Hex[]> {
  const out = new Map<string, Hex[]>();
  for (const o of s.units) {
    if (o.side !== side || !onMap(o)) continue;
    const f = info(o.id).counter.formation;
    if (f === null) continue;
    let hs = out.get(f);
    if (!hs) out.set(f, (hs = []));
    hs.push(b.map.hexes[b.locOf(o.hex as string)] as Hex);
  }
  return out;
}

/** Every legal use of a Repl now: restore on the map (hex = its own) or return from the Eliminated box (N44 6.2). */
export function replaceOptions(s: State, b: Board = board(s)): { unit: string; hex: string }[] {
  return replacements(s, b, false);
}

/**
 * Is there a legal use of a Repl now? The Replacement Phase is skipped when there is none (N44 3 B1):
 * the search stops at the first use found, without the supply of the other units or the return places.
 */
export function anyReplaceOption(s: State, b: Board = board(s)): boolean {
  return replacements(s, b, true).length > 0;
}

/**
 * `replaceOptions`, or with `first` at most the first option found: the solitaire filter below keeps
 * a list non-empty (it drops returns other than SS ones only when an SS unit may return), so that one
 * says whether the list is empty.
 */
function replacements(s: State, b: Board, first: boolean): { unit: string; hex: string }[] {
  // Replacements are taken in the owner's Replacement Phase (N44 3 B1, 6.2).
  if (s.phase !== 'german-replacement' && s.phase !== 'allied-replacement') return [];
  // Cherbourg: from turn 3 (N44 26.2.1); the campaign: from turn 2, none on turn 1 (N44 6.2, 20.2).
  if (s.turn < (s.campaign ? 2 : 3)) return [];
  const side: Player = s.phase === 'german-replacement' ? 'german' : 'allied';
  if (poolTotal(s, side) === 0) return [];
  // The supply trace and the return places are found when a unit first needs them: most Replacement
  // Phases have no unit a Repl could serve, and the phase is then skipped (N44 3 B1).
  let oracle: SupplyOracle | null = null;
  const inSupply = (_s: State, _side: Player, hex: string, bb: Board): boolean => (oracle ??= supplyOracle(s, side, b)).supplied(bb.locOf(hex));
  const out: { unit: string; hex: string }[] = [];
  // Per entry of `out`: does it return a unit from the Eliminated box (solitaire, below)?
  const fromBox: boolean[] = [];
  let sorted: string[] | null = null;
  const sortedPlaces = (): string[] => {
    if (sorted) return sorted;
    const places: string[] = [];
    for (const o of s.units) if (o.side === side && onMap(o) && info(o.id).kind === 'hq' && !o.moved && inSupply(s, side, o.hex as string, b)) places.push(o.hex as string);
    // Where the other side stands, from this position's standing (movement/context.ts).
    const foe = sideContext(s, other(side), b).occ;
    for (const [hex, who] of Object.entries(s.control)) {
      const loc = b.locOf(hex);
      const t = terrainOf(b, loc);
      if (who === side && (t === 'town' || t === 'city') && foe[loc] !== 1 && inSupply(s, side, hex, b)) places.push(hex);
    }
    return (sorted = [...new Set(places)].sort());
  };
  let division: Map<string, Hex[]> | null = null;
  const byDivision = (): Map<string, Hex[]> => (division ??= divisionHexes(s, side, b));
  // The return places of each formation, found once: the eliminated units of a division share them
  // (within 5 hexes of a unit of the division, N44 6.2), and each place was measured again per unit.
  let placesOf: Map<string | null, readonly string[]> | null = null;
  const returnPlaces = (u: UnitState): readonly string[] => {
    const f = info(u.id).counter.formation;
    placesOf ??= new Map();
    let ps = placesOf.get(f);
    if (ps === undefined) placesOf.set(f, (ps = sortedPlaces().filter((h) => withinOfDivision(u, h, b, byDivision))));
    return ps;
  };
  // Allied airborne divisions: at most 1 Repl per division per turn (N44 6.2, 20.2).
  const airborneDone = new Set<string>();
  for (const u of s.units) if (u.side === side && u.replaced && isAirborne(info(u.id)) && info(u.id).counter.formation !== null) airborneDone.add(info(u.id).counter.formation as string);
  for (const u of s.units) {
    if (u.side !== side || u.replaced) continue;
    const i = info(u.id);
    if (!replaceable(i)) continue;
    if (isAirborne(i) && i.counter.formation !== null && airborneDone.has(i.counter.formation)) continue;
    if (onMap(u)) {
      if (u.steps >= i.steps || u.dg || u.moved || poolFor(s, side, i, u.steps) === null) continue;
      if (!inSupply(s, side, u.hex as string, b)) continue;
      out.push({ unit: u.id, hex: u.hex as string });
      fromBox.push(false);
      if (first) return out;
    } else if (u.box === 'eliminated' && u.lost !== true) {
      // A 3-step unit eliminated for good never comes back (N44 17.9).
      if (poolFor(s, side, i, 1) === null) continue;
      for (const h of returnPlaces(u)) {
        out.push({ unit: u.id, hex: h });
        fromBox.push(true);
        if (first) return out;
      }
    }
  }
  // Solitaire: SS units come back from the Eliminated box first (N44 27.2).
  const ssBack = out.some((r, k) => fromBox[k] === true && info(r.unit).counter.nation === 'SS');
  return out.filter((r, k) => soloReturnAllowed(s, r.unit, fromBox[k] === true, ssBack));
}

export function replace(s: State, unit: string, hex: string): State {
  const u = s.units.find((x) => x.id === unit) as UnitState;
  const i = info(unit);
  const pool = poolFor(s, u.side, i, onMap(u) ? u.steps : 1) as ReplPool;
  return {
    ...spend(s, pool),
    units: s.units.map((x) =>
      x.id !== unit ? x : onMap(x) ? { ...x, steps: x.steps + 1, replaced: true } : { ...x, box: 'map' as const, hex, steps: 1, replaced: true, dg: false, oos: 0 as const, moved: false },
    ),
  };
}

/** Every Repl `side` holds now, usable or not. */
function poolTotal(s: State, side: Player): number {
  const c = s.campaign;
  if (!c) return side === 'german' ? s.repl.germanInfNow + (s.space === 1 ? s.repl.germanArmorStorm : 0) : s.repl.usInf + s.repl.usArmor;
  const r = c.records;
  if (side === 'german') return r.germanInf + r.germanArmor + s.repl.germanInfNow + s.repl.germanArmorStorm;
  return s.repl.usInf + s.repl.usArmor + r.britInf + r.britArmor + r.cdnInf + r.cw + c.airborneRepl.us + c.airborneRepl.british;
}

/** Takes one Repl off its record. */
function spend(s: State, p: ReplPool): State {
  if (p.at === 'repl') return { ...s, repl: { ...s.repl, [p.key]: s.repl[p.key] - 1 } };
  const c = s.campaign as Campaign;
  if (p.at === 'records') return { ...s, campaign: { ...c, records: { ...c.records, [p.key]: c.records[p.key] - 1 } } };
  return { ...s, campaign: { ...c, airborneRepl: { ...c.airborneRepl, [p.key]: c.airborneRepl[p.key] - 1 } } };
}
