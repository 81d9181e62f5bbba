/**
 * Engineer Beach Bases (DDOB 19): two per division from turn 17, placed on beach hexes of the
 * division's sector outside every potential German FoF (occupied positions, or unoccupied with LOC:
 * A-74), each with an Engineer Range that grows one space per phase (19.2), one placement or one
 * advance per division per turn (19.21), stopped in a turn with German Artillery Fire in its sector
 * (19.33). Within range: Garrison markers (19.3), shingle and German obstructions count as cleared
 * (19.3, 19.31), and traffic management gives a free move (19.3).
 */
import type { Division } from '../cards/types.js';
import { sectorOfDivision } from '../core.js';
import { germanLoc, locContext, occupiedFireHexes } from '../control/index.js';
import { ENGINEER_RANGE_TRACK } from '../data/tracks.js';
import { MAP, isLowLevel } from '../map/index.js';
import type { State } from '../state.js';

export const BASES_PER_DIVISION = 2;

/** 19.1, A-74: FoF hexes of occupied positions, and of unoccupied positions with German LOC. */
export function potentialFofWithLoc(s: State): Set<string> {
  const out = occupiedFireHexes(s);
  const ctx = locContext(s);
  for (const p of MAP.data.positions) {
    if (p.hexes.some((h) => s.german[h])) continue;
    if (!germanLoc(s, p.id, ctx)) continue;
    for (const h of MAP.fireHexes.get(p.id) ?? []) out.add(h);
  }
  return out;
}

/** 19.1: beach hexes where the division may place a base now. */
export function basePlaces(s: State, division: Division): string[] {
  if (s.bases.filter((b) => b.division === division).length >= BASES_PER_DIVISION) return [];
  const sector = sectorOfDivision(division);
  const fof = potentialFofWithLoc(s);
  return MAP.data.hexes.filter((h) => h.terrain === 'beach' && h.sector === sector && !fof.has(h.id) && !s.bases.some((b) => b.hex === h.id)).map((h) => h.id);
}

/** 19.2, 19.33: bases whose range may advance (not in a potential FoF, no German artillery in the sector this turn). */
export function advanceableBases(s: State, division: Division): string[] {
  if (s.germanArtillery.includes(sectorOfDivision(division))) return [];
  const fof = potentialFofWithLoc(s);
  return s.bases.filter((b) => b.division === division && b.space < ENGINEER_RANGE_TRACK.length - 1 && !fof.has(b.hex)).map((b) => b.hex);
}

export function engineerRange(space: number): number {
  return ENGINEER_RANGE_TRACK[Math.min(space, ENGINEER_RANGE_TRACK.length - 1)] as number;
}

/** Hexes within the range of one base (19.31), not extending into the FoF of occupied positions (19.32). */
export function baseRangeHexes(s: State, base: { hex: string; space: number }, fire: ReadonlySet<string> = occupiedFireHexes(s)): Set<string> {
  const out = new Set<string>([base.hex]);
  let frontier = [base.hex];
  for (let d = 0; d < engineerRange(base.space); d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const n of MAP.neighbours.get(h) ?? []) {
        if (out.has(n) || fire.has(n)) continue;
        out.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return out;
}

/** All hexes within some base's range; `working` leaves out bases in a sector with German artillery this turn (19.33). */
export function rangeHexes(s: State, working = false): Set<string> {
  const out = new Set<string>();
  if (s.bases.length === 0) return out;
  const fire = occupiedFireHexes(s);
  for (const b of s.bases) {
    if (working && s.germanArtillery.includes(sectorOfDivision(b.division))) continue;
    for (const h of baseRangeHexes(s, b, fire)) out.add(h);
  }
  return out;
}

/** 19.3: unoccupied positions in range and outside occupied FoF that may take a Garrison marker. */
export function garrisonable(s: State, division: Division): string[] {
  const range = rangeHexes(s);
  if (range.size === 0) return [];
  const fire = occupiedFireHexes(s);
  const sector = sectorOfDivision(division);
  return MAP.data.positions
    .filter((p) => p.sector === sector && !s.garrisons.includes(p.id) && p.hexes.every((h) => !s.german[h] && range.has(h) && !fire.has(h)))
    .map((p) => p.id);
}

/** 19.3, 19.31: a hexside whose shingle or German obstructions count as cleared (both hexes in range). */
export function clearedSide(range: ReadonlySet<string>, a: string, b: string): boolean {
  return range.has(a) && range.has(b);
}

/** 19.3 traffic management: a unit starting on beach or flat (low level) within a working base's range moves for free. */
export function trafficFree(s: State, hex: string): boolean {
  if (s.bases.length === 0) return false;
  const h = MAP.hex.get(hex);
  return !!h && isLowLevel(h) && rangeHexes(s, true).has(hex);
}
