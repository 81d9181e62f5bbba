import { describe, expect, it } from 'vitest';
import { contextOf } from '../../src/context.js';
import { board, onMap, overstacked, stackLegal } from '../../src/position.js';
import type { Move, Player, State, UnitState } from '../../src/state.js';
import { campaignLandings, evacuationMoves, evacuationOptions, landingListFrom } from '../../src/beachheads/beachheads.js';
import { moveContext } from '../../src/movement/movement.js';
import { entrants, entryOptions } from '../../src/replacements/reinforcements.js';
import { boundaryAllows, mustReturn } from '../../src/special-rules/special.js';
import { canStartIp, IP_COUNTERS, ipOwner, removalOptions, type IpOwner } from '../../src/fortifications/ip.js';
import { rosterOf, withUnitOf } from '../../src/sequence/roster.js';
import { game } from '../../src/index.js';
import { settleShape } from '../../src/sequence/shape.js';
import { COTENTIN_HQ } from '../../src/game.js';
import { CHERBOURG_CITY } from '../../src/supply/supply.js';
import { terrainOf, type Board } from '../../src/map/index.js';
import { info, isInfantryType } from '../../src/units.js';
import { cold, seededPlayer } from './digest.js';

const choosing = (s: State): boolean => s.phase.endsWith('movement') && s.moving == null && game.actor(s).kind === 'player';
const ownerOf = (ip: State['ips'][string]): IpOwner => (ip.side === 'german' ? 'german' : (ip.army ?? 'us'));

/** IP and Strongpoint removals by a pass over the IPs and the units (N44 16.1-16.2). */
function removalScan(s: State): Move[] {
  const out: Move[] = [];
  if (s.combat !== null) return out;
  if (s.phase === 'german-movement' || s.phase === 'allied-movement') {
    const side: Player = s.phase === 'german-movement' ? 'german' : 'allied';
    const ips = Object.entries(s.ips);
    for (const [hex, ip] of ips) if (ip.side === side && ips.filter(([, o]) => ownerOf(o) === ownerOf(ip)).length >= IP_COUNTERS[ownerOf(ip)]) out.push({ type: 'remove-ip', hex });
  }
  if (s.phase === 'german-movement' || s.phase === 'german-combat') {
    for (const u of s.units) if (u.side === 'german' && onMap(u) && rosterOf(s).strongpoints.some((x) => x.id === u.id)) out.push({ type: 'remove-strongpoint', unit: u.id });
  }
  return out;
}

/** `canStartIp` by passes over the IPs and the units (N44 16.1, 16.2). */
function canStartIpScan(s: State, u: UnitState, b: Board): boolean {
  if (!onMap(u) || u.moved || u.dg || u.replaced || u.landed === s.turn || s.ipAllowance[u.side] <= 0) return false;
  if (!s.phase.endsWith('movement') || s.phase.includes('reserve')) return false;
  const i = info(u.id);
  if (!isInfantryType(i) || i.kind === 'hq' || i.kind === 'strongpoint' || i.kind === 'engineer' || i.kind === 'cadre') return false;
  const owner = ipOwner(u);
  const ips = Object.values(s.ips);
  if (ips.filter((ip) => ownerOf(ip) === owner).length >= IP_COUNTERS[owner]) return false;
  if (s.campaign && u.side === 'allied' && ips.some((ip) => ip.turn === s.turn && !ip.complete && ownerOf(ip) === owner)) return false;
  const loc = b.locOf(u.hex as string);
  if (terrainOf(b, loc) === 'city' || b.permanentIp[loc] === 1 || s.ips[u.hex as string] !== undefined) return false;
  return !s.units.some((x) => x.side === 'german' && onMap(x) && info(x.id).kind === 'strongpoint' && x.hex === u.hex);
}

// The Movement listing's side options (issue #17, session 14): each answer carried over a unit list's
// lineage or kept in the game's context equals a plain scan of the position, written out here.

/** Over-stacked hexes by a map of every hex's stack, in the order of each hex's first unit (N44 7.1). */
function overstackedScan(s: State, side: Player): string[] {
  const by = new Map<string, UnitState[]>();
  for (const u of s.units) {
    if (u.side !== side || !onMap(u)) continue;
    const here = by.get(u.hex as string);
    if (here) here.push(u);
    else by.set(u.hex as string, [u]);
  }
  return [...by].filter(([, us]) => !stackLegal(us)).map(([h]) => h);
}

describe('the pass listing\'s side options equal a scan of the position (issue #17)', () => {
  it('over-stacked hexes (N44 7.1-7.2), scanned or rechecked from the parent list, along played games', () => {
    let over = 0;
    let carried = 0;
    for (const seed of [4, 12]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        p.step();
        const s = p.state;
        if (contextOf(s).lineages.get(s.units) !== undefined) carried++;
        for (const side of ['german', 'allied'] as const) {
          const found = overstacked(s, side);
          expect(found).toEqual(overstackedScan(s, side));
          over += found.length;
        }
      }
    }
    expect(carried).toBeGreaterThan(100);
    expect(over).toBeGreaterThan(0);
  });

  it('evacuations (N44 21.2), units across the Army Boundary (22.1), IP and Strongpoint removals (16.1-16.2), carried or kept, along played games', () => {
    let evacuations = 0;
    let away = 0;
    let removals = 0;
    let ipChecks = 0;
    for (const seed of [3, 8, 21]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        const s = p.state;
        if (choosing(s)) {
          const b = board(s);
          // The same moves as the scan's, the same objects at the next listing of the same list.
          const moves = evacuationMoves(s, b);
          expect(moves).toEqual(evacuationOptions(s, b).map((unit) => ({ type: 'evacuate', unit })));
          expect(evacuationMoves(s, b)).toBe(moves);
          evacuations += moves.length;
          // A move of every unmoved Allied unit: the phase may not end while one left across the Boundary can move.
          const movers = s.units.filter((u) => u.side === 'allied' && onMap(u) && !u.moved);
          const across = s.campaign !== undefined && s.phase === 'allied-movement' && movers.some((u) => !boundaryAllows(s, u, u.hex as string, b));
          if (s.phase === 'allied-movement') expect(mustReturn(s, movers.map((u): Move => ({ type: 'move', unit: u.id, to: u.hex as string })), b)).toBe(across);
          if (across) away++;
          for (const u of s.units) {
            if (!onMap(u) || u.moved || u.side !== (s.phase.startsWith('german') ? 'german' : 'allied')) continue;
            ipChecks++;
            expect(canStartIp(s, u, b)).toBe(canStartIpScan(s, u, b));
          }
        }
        const r = removalOptions(s);
        expect(r).toEqual(removalScan(s));
        removals += r.length;
        p.step();
      }
    }
    expect(evacuations).toBeGreaterThan(0);
    expect(away).toBeGreaterThan(0);
    expect(removals).toBeGreaterThan(0);
    expect(ipChecks).toBeGreaterThan(0);
  });

  it('IP removals and the IP tally follow the IP record: every counter in use, then one freed (N44 16.1)', () => {
    const p = seededPlayer('mini-game', 5);
    const found: State[] = [];
    while (!p.done() && found.length < 2) {
      const s = p.state;
      if (choosing(s) && !s.phase.includes('reserve') && s.units.some((u) => u.side === 'german' && onMap(u))) if (found.length === 0 || s.phase !== found[0]!.phase) found.push(s);
      p.step();
    }
    expect(found.length).toBe(2);
    let checked = 0;
    for (const s0 of found) {
      const b = board(s0);
      const hexes = [...new Set(s0.units.filter((u) => onMap(u)).map((u) => u.hex as string))];
      const full: State['ips'] = {};
      for (const h of hexes.slice(0, IP_COUNTERS.german)) full[h] = { side: 'german', complete: true, turn: 1 };
      for (const h of hexes.slice(IP_COUNTERS.german, IP_COUNTERS.german + IP_COUNTERS.us)) full[h] = { side: 'allied', complete: false, turn: s0.turn, army: 'us' };
      const freed = { ...full };
      delete freed[hexes[0] as string];
      delete freed[hexes[IP_COUNTERS.german] as string];
      // The same record twice, then another: each answer is the scan's.
      for (const ips of [full, full, freed, {}, full]) {
        const s = { ...s0, ips };
        expect(removalOptions(s)).toEqual(removalScan(s));
        for (const u of s.units) if (onMap(u) && !u.moved) expect(canStartIp(s, u, b)).toBe(canStartIpScan(s, u, b));
        checked += removalOptions(s).length;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the landing listing (N44 6.5.2, 20.5), carried without the landings of units that landed, and its picks equal a fresh context\'s', () => {
    let derived = 0;
    let listed = 0;
    for (const seed of [2, 6, 13]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        const s = p.state;
        if (choosing(s) && s.phase === 'allied-movement') {
          const b = board(s);
          const c = cold(s);
          const out = campaignLandings(s, b, moveContext(s, b), '');
          expect(out).toEqual(campaignLandings(c, b, moveContext(c, b), ''));
          if (landingListFrom(s, out) !== null) derived++;
          // The picks of the units that may land among the others, as a fresh context lists them.
          expect(game.legalMoves(s)).toEqual(game.legalMoves(c));
          listed++;
        }
        p.step();
      }
    }
    expect(listed).toBeGreaterThan(100);
    expect(derived).toBeGreaterThan(0);
  });

  it('the Cotentin HQ relocations (N44 17.4), kept over moves that leave the Cherbourg City hexes as they were, equal a scan', () => {
    let listed = 0;
    let offered = 0;
    for (const [scenario, seed] of [['mini-game', 1], ['mini-game', 9], ['cherbourg', 2], ['cherbourg', 4]] as const) {
      const p = seededPlayer(scenario, seed);
      while (!p.done()) {
        const s = p.state;
        if (choosing(s) && s.phase === 'german-movement') {
          const hq = s.units.find((u) => u.id === COTENTIN_HQ);
          const scan = s.cotentinRelocated || hq === undefined || !onMap(hq) ? [] : CHERBOURG_CITY.filter((h) => h !== hq.hex && (s.control[h] ?? 'german') === 'german' && !s.units.some((u) => onMap(u) && u.hex === h && u.side === 'allied') && stackLegal([...s.units.filter((u) => onMap(u) && u.hex === h && u.side === 'german'), hq]));
          const listedHexes = game.legalMoves(s).flatMap((m) => (m.type === 'relocate-cotentin' ? [m.hex] : []));
          expect(listedHexes).toEqual(scan);
          listed++;
          offered += scan.length;
        }
        p.step();
      }
    }
    expect(listed).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(0);
  });

  it('a unit entering a Cherbourg City hex ends the kept Cotentin HQ relocations there (N44 17.4)', () => {
    const p = seededPlayer('cherbourg', 2);
    let checked = 0;
    while (!p.done() && checked < 5) {
      const s = p.state;
      p.step();
      if (!choosing(s) || s.phase !== 'german-movement') continue;
      const offered = game.legalMoves(s).flatMap((m) => (m.type === 'relocate-cotentin' ? [m.hex] : []));
      const intruder = s.units.findIndex((u) => u.side === 'allied' && onMap(u));
      if (offered.length === 0 || intruder < 0) continue;
      // An Allied unit put in the first offered hex by a resolution (shape.ts records the lineage): that hex is no longer offered.
      const units = s.units.slice();
      units[intruder] = { ...(units[intruder] as UnitState), hex: offered[0] as string };
      const next = settleShape(s, { ...s, units });
      expect(contextOf(next).lineages.get(next.units)?.parent).toBe(s.units);
      const now = game.legalMoves(next).flatMap((m) => (m.type === 'relocate-cotentin' ? [m.hex] : []));
      expect(now).toEqual(offered.slice(1));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('the units with an entry decision (N44 6.6, 6.7), found without building the moves, are those of the entry moves, Solitaire (27.2) or not', () => {
    let entering = 0;
    const p = seededPlayer('mini-game', 14);
    while (!p.done()) {
      const s = p.state;
      p.step();
      if (!choosing(s) || s.phase !== 'german-movement') continue;
      for (const solitaire of [false, true]) {
        const t = { ...s, options: { ...s.options, solitaire } };
        const b = board(t);
        const ids = [...new Set(entryOptions(t, b).map((m) => (m as Extract<Move, { unit: string }>).unit))];
        expect(entrants(t, b).map((u) => u.id)).toEqual(ids);
        entering += ids.length;
      }
    }
    expect(entering).toBeGreaterThan(0);
  });

  it('withUnitOf replaces the one unit of an id, as a map over the list does, and leaves the list itself alone', () => {
    const s = seededPlayer('mini-game', 1).state;
    for (const u of [s.units[0]!, s.units[17]!, s.units[s.units.length - 1]!]) {
      const f = (x: UnitState): UnitState => ({ ...x, moved: !x.moved });
      const before = s.units.slice();
      const out = withUnitOf(s.units, u.id, f);
      expect(out).toEqual(s.units.map((x) => (x.id === u.id ? f(x) : x)));
      expect(out.filter((x, i) => x !== s.units[i]).length).toBe(1);
      expect(s.units).toEqual(before);
    }
  });
});
