/**
 * Beachheads, Mulberries and evacuation (N44 21) and the campaign's Allied landings (N44 6.5,
 * 20.5): second-wave units land at their own beach; units bought with Reinforcement Points land at
 * an open beach of their army (at most 4 RP a beach a turn, the British Mulberry counting as Gold);
 * Mulberries begin, are delayed, complete and are destroyed; units on a beach hex may evacuate.
 */
import type { GameEvent } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import { RP_COSTS, LIMITS } from '../data/tables.js';
import { board, controlAlong, onMap, unitById, unitsAt } from '../position.js';
import { moveContext, moveDestinations, moveVias, type MoveContext } from '../movement/movement.js';
import { keyFor } from '../movement/context.js';
import { contextOf, type UnitLineage } from '../context.js';
import type { Campaign, Move, State, UnitState } from '../state.js';
import { faceFor, info } from '../units.js';
import { sectorHex } from '../sequence/invasion.js';
import { rosterOf, unmovedItems, withUnitOf } from '../sequence/roster.js';
import { unmovedUnits } from '../movement/movers.js';

export type Army = 'us' | 'british';
export const armyOf = (id: string): Army => (info(id).counter.nation === 'US' ? 'us' : 'british');

/** The beaches of each army; the British Mulberry at Arromanches counts as Gold (N44 6.5.2). */
export const ARMY_BEACHES: Readonly<Record<Army, readonly string[]>> = { us: ['Utah', 'Omaha'], british: ['Gold', 'Juno', 'Sword'] };
const MULBERRY_PLACE: Readonly<Record<Army, string>> = { us: 'US Mulberry', british: 'British Mulberry' };

/** A beach is open while an Allied Beach Engineer is on it (N44 21.1). */
export function beachOpen(s: State, hex: string): boolean {
  return unitsAt(s, hex).some((u) => u.side === 'allied' && info(u.id).kind === 'engineer') && !unitsAt(s, hex).some((u) => u.side === 'german');
}

/** Does `u` decide whether a beach hex is open: an Allied engineer or a German unit on the map (N44 21.1)? */
const opensOrCloses = (u: UnitState): boolean => onMap(u) && (u.side === 'german' || info(u.id).kind === 'engineer');

/**
 * The beach hexes open (`beachOpen`): an Allied engineer and no German unit (N44 21.1), per unit list in the game's
 * context: found in one pass over the list, or the parent list's when no unit a move changed is an
 * Allied engineer or a German unit on the map, before or after (context.ts `lineages`), instead of
 * two look-ups of each beach's units at each landing listing.
 */
function openBeaches(s: State, b: Board): ReadonlySet<string> {
  const game = contextOf(s, b);
  const known = game.openBeaches.get(s.units);
  if (known !== undefined) return known;
  const from = game.lineages.get(s.units);
  const before = from === undefined ? undefined : game.openBeaches.get(from.parent);
  let open = before !== undefined && from!.changed.every((i) => !opensOrCloses(from!.parent[i] as UnitState) && !opensOrCloses(s.units[i] as UnitState)) ? before : undefined;
  if (open === undefined) {
    const engineers = new Set<string>();
    const germans = new Set<string>();
    for (const u of s.units) {
      if (!onMap(u) || !b.file.beaches.some((x) => x.hex === u.hex)) continue;
      if (u.side === 'german') germans.add(u.hex as string);
      else if (info(u.id).kind === 'engineer') engineers.add(u.hex as string);
    }
    const found = new Set<string>();
    for (const h of engineers) if (!germans.has(h)) found.add(h);
    open = found;
  }
  game.openBeaches.set(s.units, open);
  return open;
}

/** Hexes where RP-bought units of `army` may land, each with the beach its RP count against (N44 6.5.2, 21.1). */
export function landingHexes(s: State, army: Army, b: Board = board(s)): { hex: string; beach: string }[] {
  const out: { hex: string; beach: string }[] = [];
  const open = openBeaches(s, b);
  for (const beach of b.file.beaches) if (ARMY_BEACHES[army].includes(beach.name) && open.has(beach.hex)) out.push({ hex: beach.hex, beach: beach.name });
  const m = s.campaign?.mulberry[army];
  if (m?.done && !m.destroyed) {
    for (const l of b.places.get(MULBERRY_PLACE[army]) ?? []) {
      const hex = b.ids[l] as string;
      if (!out.some((o) => o.hex === hex) && !unitsAt(s, hex).some((u) => u.side === 'german')) out.push({ hex, beach: army === 'us' ? 'Omaha' : 'Gold' });
    }
  }
  return out;
}

/** The RP price of a unit in Britain: its card group, else by its steps (N44 6.5.1). */
export function rpCost(id: string): number {
  const i = info(id);
  return i.counter.inBritainRp ?? Math.min(RP_COSTS.usRegiment, i.steps);
}

/**
 * Landing moves of the Allied Movement Phase (N44 6.5.2, 20.5): the landing hex, or a Tactical
 * Movement on from it. `only`: the moves of that unit alone; `''`: each landing hex alone, which
 * names every unit that may land without searching its moves on. `vias`: a move on is listed once
 * for each distinct set of German Towns a way there passes (N44 6.2), as the picked unit's moves are.
 */
export function campaignLandings(s: State, b: Board = board(s), ctx: MoveContext = moveContext(s, b), only?: string, vias = false): readonly Move[] {
  if (only === '' && !vias && s.phase === 'allied-movement') return landingList(s, b, ctx);
  return listLandings(s, b, ctx, only, vias);
}

/**
 * The `''` listing (each unit that may land, at each landing hex), the last one kept in the game's
 * context: after a move it stands when the turn and the campaign record are the same and no unit the
 * move changed is a lander (N44 20.5), a German unit on the map (a German unit closes a beach or a
 * Mulberry hex, N44 20.5, 21.1) or an Allied engineer on a beach hex (it opens the beach, N44 6.5.2).
 * A lander that landed (not as an engineer on a beach hex) only takes its own landings out: each
 * unit's landings read the unit, the campaign record and those units alone (`listLandings`).
 */
function landingList(s: State, b: Board, ctx: MoveContext): readonly Move[] {
  const game = contextOf(s, b);
  const last = game.landingList;
  const c = s.campaign as Campaign;
  if (last !== null && last.turn === s.turn && last.campaign === c) {
    if (last.units === s.units) return last.out;
    const from = game.lineages.get(s.units);
    const gone = from !== undefined && from.parent === last.units ? landed(from, s.units, b) : null;
    if (gone !== null) {
      const out = gone.length === 0 ? last.out : last.out.filter((m) => !gone.includes((m as Extract<Move, { type: 'land' }>).unit));
      game.landingList = { units: s.units, turn: s.turn, campaign: c, out, from: gone.length === 0 ? last.from : { out: last.out, gone } };
      return out;
    }
  }
  const out = listLandings(s, b, ctx, '', false);
  game.landingList = { units: s.units, turn: s.turn, campaign: c, out, from: null };
  return out;
}

/**
 * The ids of the landers that landed in the move `from` made, when that is all the landing listing reads
 * of it (`readByLandings`: the other changed units are none of its units); null when it read another.
 */
function landed(from: UnitLineage, units: readonly UnitState[], b: Board): string[] | null {
  const gone: string[] = [];
  for (const i of from.changed) {
    const x = from.parent[i] as UnitState;
    const y = units[i] as UnitState;
    if (readByLandings(y, b)) return null;
    if (x.box === 'wave' || x.box === 'britain') gone.push(x.id);
    else if (readByLandings(x, b)) return null;
  }
  return gone;
}

/**
 * The kept landing listing `out` and, when it was the one before without the landings of the units
 * `gone` (`landingList`), that one: game.ts `landingPicks` then drops their picks from its own.
 */
export function landingListFrom(s: State, out: readonly Move[]): { readonly out: readonly Move[]; readonly gone: readonly string[] } | null {
  const last = contextOf(s).landingList;
  return last !== null && last.out === out ? last.from : null;
}

/** Does the landing listing read `u`: a unit that may land, a German unit on the map, an Allied engineer on a beach hex (`beachOpen`)? */
function readByLandings(u: UnitState, b: Board): boolean {
  if (u.box === 'wave' || u.box === 'britain') return true;
  if (!onMap(u)) return false;
  return u.side === 'german' || (info(u.id).kind === 'engineer' && b.file.beaches.some((beach) => beach.hex === u.hex));
}

function listLandings(s: State, b: Board, ctx: MoveContext, only: string | undefined, vias: boolean): Move[] {
  const out: Move[] = [];
  const c = s.campaign as Campaign;
  if (s.phase !== 'allied-movement') return out;
  const seen = only === '' ? null : new Set<string>();
  const push = (unit: string, to: string, via: readonly string[] = []): void => {
    // With `''` each unit names each of its landing hexes once (they are distinct): nothing to deduplicate.
    if (seen !== null) {
      // One unit's moves (`only`): the hex and the Towns tell them apart (no hex id holds a '|').
      const k = only === undefined ? `${unit}|${to}|${via.join()}` : via.length === 0 ? to : `${to}|${via.join()}`;
      if (seen.has(k)) return;
      seen.add(k);
    }
    out.push(via.length === 0 ? { type: 'land', unit, to } : { type: 'land', unit, to, via: [...via] });
  };
  // The enemy's ZOC and bonds do not depend on the landing unit: one context for every probe.
  const offer = (u: UnitState, hex: string): void => {
    push(u.id, hex);
    // The units that may land, without their moves on (the unit is picked first, N44 9.1).
    if (only === '') return;
    if ((faceFor(info(u.id), u.steps).ma ?? 0) === 0) return;
    // The search reads the unit and the context, not the position's unit list: the probe is the
    // unit alone, landed at `hex`; a new object each time, so its key names what the search reads of it.
    const probe = landedProbe(s, u, hex);
    const key = landingKey(s, b, u, hex);
    const dests = moveDestinations(s, probe, b, ctx, key);
    const sets = vias && dests.length > 0 ? moveVias(s, probe, b, ctx, key) : null;
    for (const to of dests) for (const via of sets?.get(to) ?? [[]]) push(u.id, to, via);
  };
  const hexesFor: Partial<Record<Army, { hex: string; beach: string }[]>> = {};
  // Only the units in the Second Wave or Britain box may land (the roster lists them in unit-list order).
  const rp = Math.max(c.rp.us, c.rp.cw);
  for (const u of rosterOf(s).landers) {
    if (only && u.id !== only) continue;
    if (u.box === 'wave' && u.arrives <= s.turn) {
      const sector = c.landing[u.id];
      if (!sector || sector.includes('LZ')) continue;
      const hex = sectorHex(b, sector);
      // Second-wave units land at their own beach unless the German holds it (N44 20.5, 21.1).
      // The German standing of this position (movement/context.ts): no scan of the units a wave unit.
      if (ctx.side.german.occ[b.locOf(hex)] !== 1) offer(u, hex);
      continue;
    }
    if (u.box !== 'britain' || s.turn < 2 || rp <= 0) continue;
    const army = armyOf(u.id);
    const cost = rpCost(u.id);
    if (cost > c.rp[army === 'us' ? 'us' : 'cw']) continue;
    const hexes = (hexesFor[army] ??= landingHexes(s, army, b));
    for (const h of hexes) if ((c.rpLanded[h.beach] ?? 0) + cost <= RP_COSTS.perBeach) offer(u, h.hex);
  }
  return out;
}

/** A landing (N44 6.5.2): RP units pay their price against their army and the beach they land at. */
export function campaignLand(s: State, unit: string, to: string, events: GameEvent[], via: readonly string[] = [], b: Board = board(s)): State {
  const c = s.campaign as Campaign;
  const u = unitById(s, unit) as UnitState;
  let campaign = c;
  if (u.box === 'britain') {
    const army = armyOf(unit);
    const cost = rpCost(unit);
    // The landing hex is the one the unit's Tactical Movement starts from: the nearest open landing hex it could reach.
    const open = landingHexes(s, army, b).filter((h) => (c.rpLanded[h.beach] ?? 0) + cost <= RP_COSTS.perBeach);
    const from = open.find((h) => h.hex === to && via.length === 0) ?? open.find((h) => landedVia(s, u, h.hex, to, via, b)) ?? open[0];
    const beach = from?.beach ?? ARMY_BEACHES[army][0] as string;
    const key = army === 'us' ? 'us' : 'cw';
    campaign = { ...c, rp: { ...c.rp, [key]: c.rp[key] - cost }, rpLanded: { ...c.rpLanded, [beach]: (c.rpLanded[beach] ?? 0) + cost } };
  }
  events.push({ type: 'landed', rule: u.box === 'britain' ? 'N44 6.5.2' : 'N44 20.5' });
  return {
    ...s,
    campaign,
    // The German Towns passed on the way are taken, then the end hex (N44 6.2).
    control: controlAlong(s.control, via, to, 'allied', b),
    units: withUnitOf(s.units, unit, (x) => ({ ...x, box: 'map' as const, hex: to, landed: s.turn, moved: true })),
  };
}

/** The unit `u` as if landed at `hex` (N44 20.5): the search reads the unit and the context, not the position's unit list. */
function landedProbe(s: State, u: UnitState, hex: string): UnitState {
  return { ...u, box: 'map', hex, landed: s.turn, moved: false };
}

/** The cache key of a landed probe: a new object each time, so the key names what the search reads of it. */
function landingKey(s: State, b: Board, u: UnitState, hex: string): object {
  return keyFor(s, b, `land|${u.id}|${hex}|${u.steps}|${u.oos}|${u.dg}|${u.replaced}|${u.released}|${u.dispersed}`);
}

/**
 * May `u`, landed at `hex`, move on to `to` passing the Towns `via` (N44 20.5, 6.2)? The same search
 * as the listing's (`campaignLandings`: the position's context, the landing unit's probe and key), so
 * it is answered from the listing's cache.
 */
function landedVia(s: State, u: UnitState, hex: string, to: string, via: readonly string[], b: Board): boolean {
  const ctx = moveContext(s, b);
  const probe = landedProbe(s, u, hex);
  const key = landingKey(s, b, u, hex);
  if (!moveDestinations(s, probe, b, ctx, key).includes(to)) return false;
  const k = via.join();
  return (moveVias(s, probe, b, ctx, key).get(to) ?? [[]]).some((x) => x.join() === k);
}

/** Evacuation (N44 21.2): an unmoved Allied unit on a beach hex, at most 2 a beach hex a turn. */
export function evacuationOptions(s: State, b: Board = board(s)): string[] {
  const c = s.campaign;
  if (!c || s.phase !== 'allied-movement') return [];
  const out: string[] = [];
  // The unmoved Allied units on the map, in unit-list order (kept per unit list, movement/movers.ts): tens, not the whole list.
  for (const u of unmovedUnits(s, 'allied')) if (mayEvacuate(u, c.evacuated, b)) out.push(u.id);
  return out;
}

/** May the unmoved Allied unit `u` evacuate (N44 21.2): on a beach hex evacuated fewer than twice this turn, not a Strongpoint? */
function mayEvacuate(u: UnitState, evacuated: Campaign['evacuated'], b: Board): boolean {
  return b.file.beaches.some((x) => x.hex === u.hex) && (evacuated[u.hex as string] ?? 0) < 2 && info(u.id).kind !== 'strongpoint';
}

const evacuationMove = (u: UnitState, evacuated: Campaign['evacuated'], b: Board): Move | null => (mayEvacuate(u, evacuated, b) ? { type: 'evacuate', unit: u.id } : null);
const NO_MOVES: readonly Move[] = [];

/**
 * The `evacuate` moves of the Movement listing (`evacuationOptions`, N44 21.2): each reads its unit and
 * the turn's evacuations alone, so they are kept by the unmoved Allied units' list and carried over a
 * move (sequence/roster.ts `unmovedItems`), the same move objects from listing to listing.
 */
export function evacuationMoves(s: State, b: Board = board(s)): readonly Move[] {
  const c = s.campaign;
  if (!c || s.phase !== 'allied-movement') return NO_MOVES;
  return unmovedItems(s, 'allied', contextOf(s, b).evacuations, c.evacuated, evacuationMove);
}

export function evacuate(s: State, unit: string, events: GameEvent[]): State {
  const c = s.campaign as Campaign;
  const u = unitById(s, unit) as UnitState;
  events.push({ type: 'evacuated', rule: 'N44 21.2' });
  return {
    ...s,
    campaign: { ...c, evacuated: { ...c.evacuated, [u.hex as string]: (c.evacuated[u.hex as string] ?? 0) + 1 } },
    units: withUnitOf(s.units, unit, (x) => ({ ...x, box: 'britain' as const, hex: null, moved: true, reserve: false, dg: false, oos: 0 as const })),
  };
}

/** Armies that may buy a SupP now: Mulberry complete, 3 RP, track below 19 (N44 5.3, 6.5.1). */
export function supplyPurchases(s: State): Army[] {
  const c = s.campaign;
  if (!c || s.phase !== 'allied-movement') return [];
  const out: Army[] = [];
  // Solitaire: one SupP an army a turn unless the roll is 5 or 6 (N44 27.2).
  const capped = (army: Army): boolean => s.options.solitaire === true && s.space < 5 && c.bought[army] >= 1;
  if (!capped('us') && c.mulberry.us.done && !c.mulberry.us.destroyed && c.rp.us >= RP_COSTS.supplyPoint && s.supply.us < LIMITS.supplyTrackMax) out.push('us');
  if (!capped('british') && c.mulberry.british.done && !c.mulberry.british.destroyed && c.rp.cw >= RP_COSTS.supplyPoint && c.british < LIMITS.supplyTrackMax) out.push('british');
  return out;
}

export function buySupply(s: State, army: Army, events: GameEvent[]): State {
  const c = s.campaign as Campaign;
  events.push({ type: 'supply-bought', rule: 'N44 5.3' });
  const bought = { ...c.bought, [army]: c.bought[army] + 1 };
  if (army === 'us') return { ...s, supply: { ...s.supply, us: s.supply.us + 1 }, campaign: { ...c, bought, rp: { ...c.rp, us: c.rp.us - RP_COSTS.supplyPoint } } };
  return { ...s, campaign: { ...c, bought, british: c.british + 1, rp: { ...c.rp, cw: c.rp.cw - RP_COSTS.supplyPoint } } };
}

const germanNear = (s: State, hexes: readonly number[], b: Board, adjacentToo: boolean): boolean => {
  for (const l of hexes) {
    const near = [l];
    if (adjacentToo) for (let d = 0; d < 6; d++) if (b.map.neighbor(l, d) >= 0) near.push(b.map.neighbor(l, d));
    if (near.some((n) => unitsAt(s, b.ids[n] as string).some((u) => u.side === 'german' && info(u.id).kind !== 'strongpoint'))) return true;
  }
  return false;
};

/**
 * The Mulberries in the Initial Phase (N44 21.1): construction begins in the first Initial Phase
 * its condition holds (British: Arromanches Allied, no German combat unit adjacent; US: no German
 * in or next to the Omaha beach hexes) and completes 4 turns later (T28); a German unit in a
 * Mulberry hex destroys it for good.
 */
export function mulberriesInitial(s: State, events: GameEvent[], b: Board = board(s)): State {
  const c = s.campaign as Campaign;
  const next = { ...c.mulberry };
  for (const army of ['us', 'british'] as const) {
    const m = next[army];
    const hexes = b.places.get(MULBERRY_PLACE[army]) ?? [];
    if (m.destroyed) continue;
    if (germanNear(s, hexes, b, false) && (m.due > 0 || m.done)) {
      events.push({ type: `mulberry-destroyed-${army}`, rule: 'N44 21.1' });
      next[army] = { ...m, destroyed: true };
      continue;
    }
    if (m.due === 0) {
      const ok = army === 'british' ? hexes.every((l) => s.control[b.ids[l] as string] === 'allied') && !germanNear(s, hexes, b, true) : !germanNear(s, hexes, b, true);
      if (ok) {
        events.push({ type: `mulberry-begun-${army}`, rule: 'N44 21.1' });
        next[army] = { ...m, due: s.turn + 4 };
      }
    } else if (!m.done && s.turn >= m.due) {
      events.push({ type: `mulberry-complete-${army}`, rule: 'N44 21.1' });
      next[army] = { ...m, done: true };
    }
  }
  return { ...s, campaign: { ...c, mulberry: next } };
}

/** At the start of each Allied turn a German unit next to a Mulberry under construction puts it back one turn (N44 21.1). */
export function mulberriesAlliedTurn(s: State, events: GameEvent[], b: Board = board(s)): State {
  const c = s.campaign as Campaign;
  const next = { ...c.mulberry };
  for (const army of ['us', 'british'] as const) {
    const m = next[army];
    if (m.due === 0 || m.done || m.destroyed) continue;
    if (germanNear(s, b.places.get(MULBERRY_PLACE[army]) ?? [], b, true)) {
      events.push({ type: `mulberry-delayed-${army}`, rule: 'N44 21.1' });
      next[army] = { ...m, due: m.due + 1 };
    }
  }
  return { ...s, campaign: { ...c, mulberry: next }, units: s.units };
}

/** RP lost by an army: 2 per Beach Engineer of its beaches gone from its beach hex (not Sword), 2 for a destroyed Mulberry (N44 6.5.3). */
export function rpPenalty(s: State, army: Army, b: Board = board(s)): number {
  const c = s.campaign as Campaign;
  let pen = c.mulberry[army].destroyed ? 2 : 0;
  for (const u of s.units) {
    if (u.side !== 'allied' || info(u.id).kind !== 'engineer' || armyOf(u.id) !== army) continue;
    const sector = c.landing[u.id];
    if (!sector || sector.startsWith('Sword') || u.box === 'wave') continue;
    const name = sector.split(' ')[0] as string;
    const home = b.file.beaches.filter((x) => x.name === name).map((x) => x.hex);
    if (!(onMap(u) && home.includes(u.hex as string))) pen += 2;
  }
  return pen;
}
