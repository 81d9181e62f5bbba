/**
 * Victory: automatic victory in the Final Phase (N44 23), the campaign's victory points at the end
 * (N44 24.3) and the mini-game's (N44 25), with the digest's readings D-30 to D-33.
 */
import { traceSupply } from '@esagono/kernel';
import { inZone, type Board } from '../map/index.js';
import { board, isTownOrCity, occupancy, onMap, zocOf } from '../position.js';
import { CHERBOURG_CITY, cherbourgLinked, inSupply } from '../supply/supply.js';
import { SIDE, sideBits, terrainOf } from '../map/index.js';
import type { Player, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { sectorHex } from '../sequence/invasion.js';

export const ST_LO = '1815';
export const CAEN = ['1928', '1929', '2029', '2030'] as const;
/** Allied VP needed: 10 net in the campaign (N44 24.3), 14 in the mini-game (N44 25). */
export const CAMPAIGN_VP = 10;
export const MINI_GAME_VP = 14;

const ctrl = (s: State, hex: string): Player => s.control[hex] ?? 'german';

/** Is a Town or City hex `side`'s: controlled, and tracing a line of supply as if a unit were there (D-31)? */
function scores(s: State, hex: string, side: Player, b: Board): boolean {
  return ctrl(s, hex) === side && inSupply(s, side, hex, b);
}

/** Allied three-step units that count for 23.3: eliminated or Cadre, not Canadian, not withdrawn (D-30). */
export function brokenDivisions(s: State, nation: 'US' | 'British'): number {
  let n = 0;
  for (const u of s.units) {
    // Withdrawn airborne units are `removed` and never count (N44 22.2).
    if (u.side !== 'allied' || u.box === 'removed' || !(u.box === 'eliminated' || u.steps <= 1)) continue;
    const i = info(u.id);
    if (i.counter.nation === nation && i.steps === 3) n++;
  }
  return n;
}

/** Beach hexes (not Pointe du Hoc) and Mulberries the German has closed: a German unit on it, or a failed landing no engineer has reopened, or a destroyed Mulberry (N44 21.1, 23.3). */
export function closedBeaches(s: State, b: Board = board(s)): number {
  // Who stands on the beach hexes: bit 1 a German unit, bit 2 an Allied Beach Engineer (one pass over the units).
  const held = new Map<string, number>();
  for (const beach of b.file.beaches) held.set(beach.hex, 0);
  for (const u of s.units) {
    if (!onMap(u)) continue;
    const h = held.get(u.hex as string);
    if (h === undefined) continue;
    if (u.side === 'german') held.set(u.hex as string, h | 1);
    else if (info(u.id).kind === 'engineer') held.set(u.hex as string, h | 2);
  }
  let n = 0;
  for (const beach of b.file.beaches) {
    if (beach.name === 'Pointe du Hoc') continue;
    const key = beach.sector ? `${beach.name} ${beach.sector}` : beach.name;
    const here = held.get(beach.hex) as number;
    const german = (here & 1) !== 0;
    const reopened = (here & 2) !== 0;
    if (german || (s.campaign?.failed.includes(key) && !reopened)) n++;
  }
  for (const army of ['us', 'british'] as const) if (s.campaign?.mulberry[army].destroyed) n++;
  return n;
}

/** Automatic victory, the Allies first, then the German (N44 23.1-23.3); null if nobody wins. */
export function automaticVictory(s: State, b: Board = board(s)): Player | null {
  const edge = s.units.some((u) => u.side === 'allied' && onMap(u) && u.oos === 0 && (b.southEdge[b.locOf(u.hex as string)] === 1 || b.eastEdge[b.locOf(u.hex as string)] === 1));
  const stLo = ctrl(s, ST_LO) === 'allied';
  const caen = CAEN.every((h) => ctrl(s, h) === 'allied');
  // Two of the three (N44 23.1): Cherbourg's line to the south edge (a whole-map search) is traced only when it decides.
  if (edge || (stLo && caen) || ((stLo || caen) && !cherbourgLinked(s, b))) return 'allied';
  if (closedBeaches(s, b) >= 3 || brokenDivisions(s, 'US') >= 7 || brokenDivisions(s, 'British') >= 5) return 'german';
  return null;
}

/** Campaign VP (N44 24.3): Allied Towns (1) and Cities (2) beyond the 27 June line or inside the Perimeter; German ones on the Allied side. */
export function campaignVp(s: State, b: Board = board(s)): { allied: number; german: number } {
  let allied = 0;
  let german = 0;
  for (let loc = 0; loc < b.map.size; loc++) {
    if (!isTownOrCity(b, loc)) continue;
    const hex = b.ids[loc] as string;
    const value = terrainOf(b, loc) === 'city' ? 2 : 1;
    const north = inZone(b, loc, 'june27-allied');
    if ((!north || inZone(b, loc, 'cherbourg-perimeter')) && scores(s, hex, 'allied', b)) allied += value;
    if (north && scores(s, hex, 'german', b)) german += value;
  }
  return { allied, german };
}

/** Do the Allies control a road from Juno Beach to Ste-Mere-Eglise: road hexes free of German units and of German ZOC unless Allied-occupied (N44 25, our reading)? */
export function beachesLinked(s: State, b: Board = board(s)): boolean {
  const occ = occupancy(s, b);
  const zoc = zocOf(s, 'german', b);
  const goal = b.locOf('2811');
  const from = ['Juno Mike', 'Juno Nan'].map((k) => b.locOf(sectorHex(b, k)));
  const ok = (l: number): boolean => occ[l] !== 1 && (occ[l] === 2 || zoc[l] !== 1) && (!isTownOrCity(b, l) || ctrl(s, b.ids[l] as string) === 'allied');
  const road = SIDE.mainRoad | SIDE.secondaryRoad;
  return from.some((start) => ok(start) && traceSupply(b.map, start, (l) => l === goal, { enter: ok, legs: [{ maxLength: Infinity, step: (f, _t, d) => (sideBits(b, f, d) & road) !== 0 }] }).path !== null);
}

/** The beach hex of a Beach Engineer's landing sector, by beach name (any hex of that beach counts). */
function engineerHome(s: State, u: UnitState, b: Board): string[] {
  const sector = s.campaign?.landing[u.id];
  if (!sector) return [];
  const name = sector.split(' ')[0] as string;
  return b.file.beaches.filter((x) => x.name === name || (sector === 'Pointe du Hoc' && x.name === 'Pointe du Hoc')).map((x) => x.hex);
}

/** Mini-game VP at the end of turn 7 (N44 25; D-32: 2 for Bayeux and each of up to two other Cities beyond the line; D-33). */
export function miniGameVp(s: State, b: Board = board(s)): number {
  let vp = beachesLinked(s, b) ? 3 : 0;
  const bayeux = b.places.get('Bayeux') ?? [];
  const allied = (l: number) => ctrl(s, b.ids[l] as string) === 'allied';
  if (bayeux.some(allied)) vp += 2;
  const otherCities = new Set<number>();
  for (const p of b.file.places) if (p.kind === 'city' && p.name !== 'Bayeux') for (const h of p.hexes) if (inZone(b, b.locOf(h), 'allied-bombardment-beyond') && allied(b.locOf(h))) otherCities.add(b.locOf(h));
  vp += 2 * Math.min(2, otherCities.size);
  for (let loc = 0; loc < b.map.size; loc++) if (terrainOf(b, loc) === 'town' && inZone(b, loc, 'allied-bombardment-beyond') && allied(loc)) vp += 1;
  const occ = occupancy(s, b);
  for (const p of b.file.places) if (p.kind === 'drop') for (const h of p.hexes) if (occ[b.locOf(h)] === 2) vp += 1;
  for (const u of s.units) {
    if (u.side !== 'allied' || info(u.id).kind !== 'engineer' || !s.campaign?.landing[u.id]) continue;
    if (!(onMap(u) && engineerHome(s, u, b).includes(u.hex as string))) vp -= 2;
  }
  return vp;
}

export { CHERBOURG_CITY };
