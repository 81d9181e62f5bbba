/**
 * Winning and losing (DDOB 13): catastrophic defeat (13.1–13.12) and victory points (13.2–13.22).
 * Easy Fox's victory conditions are missing from every source: a documented stand-in is used.
 */
import type { Division } from '../cards/types.js';
import { combatData, onMap, unitIndex, unitList } from '../core.js';
import { US_UNITS } from '../data/us-units.js';
import { isInfantryLike } from '../data/types.js';
import { rangeHexes } from '../engineer-bases/index.js';
import { EASY_FOX_STAND_IN, FIRST_WAVE_WIN, VP, catastrophicLimit } from '../data/victory.js';
import { isCombat, isRegularInfantry } from '../data/types.js';
import { germanLoc, locContext, occupiedFireHexes, usControlled, usLocHexes } from '../control/index.js';
import { MAP, isLowLevel, sideFeatures } from '../map/index.js';
import type { State } from '../state.js';
import { armourVictoryPoints } from '../armour/index.js';

/** Regular infantry counters in a division's Infantry Losses box (13.1): units reduced to 1 step or eliminated. */
export function infantryLosses(s: State, division: Division): number {
  // Counted once per `us` record (state is never mutated): `settle` asks at every step.
  const index = unitIndex(s);
  const hit = (index.losses ??= countLosses(s));
  return division === '1st' ? hit.first : hit.twentyNinth;
}

/** Both divisions in one pass over the units. */
function countLosses(s: State): { first: number; twentyNinth: number } {
  let first = 0;
  let twentyNinth = 0;
  for (const u of unitList(s)) {
    const d = REGULAR_DIVISION.get(u.id);
    if (d === undefined || u.loc.kind === 'track' || u.steps > 1 || (u.loc.kind === 'out' && u.loc.why === 'removed')) continue;
    if (d === '1st') first++;
    else twentyNinth++;
  }
  return { first, twentyNinth };
}
const REGULAR_DIVISION: ReadonlyMap<string, Division> = new Map([...regularInfantryIds('1st').map((id) => [id, '1st'] as const), ...regularInfantryIds('29th').map((id) => [id, '29th'] as const)]);
/** Regular infantry ids of a division (13.11), from the counter manifest. */
function regularInfantryIds(division: Division): string[] {
  return US_UNITS.filter((u) => u.division === division && isCombat(u) && isRegularInfantry(u.type)).map((u) => u.id);
}


export function catastrophe(s: State): Division | null {
  for (const d of s.rules.divisions) if (infantryLosses(s, d) >= catastrophicLimit(s.turn)) return d;
  return null;
}

/** Hexes that count as US-controlled for VP (13.22): occupied or controlled, with US LOC, outside every German FoF. */
export function vpControlled(s: State): Set<string> {
  const fire = occupiedFireHexes(s);
  const loc = usLocHexes(s, fire);
  const out = new Set<string>();
  for (const h of usControlled(s)) if (loc.has(h) && !fire.has(h)) out.add(h);
  return out;
}

/** VP per 13.2 in the scenario's sectors: WNs (both hexes), reinforcement positions, draws (13.21, outline reading). */
export function victoryPoints(s: State): number {
  const fire = occupiedFireHexes(s);
  const loc = usLocHexes(s, fire);
  const ctl = vpControlled(s);
  const ctx = locContext(s);
  // 13.22: a position behind US lines (US LOC, no German LOC, outside every German FoF) also counts.
  const behind = (p: (typeof MAP.data.positions)[number]) => p.hexes.every((h) => loc.has(h) && !fire.has(h)) && !germanLoc(s, p.id, ctx);
  let vp = 0;
  for (const p of MAP.data.positions) {
    if (!s.rules.sectors.includes(p.sector)) continue;
    if (p.hexes.some((h) => s.german[h])) continue;
    if (!p.hexes.every((h) => ctl.has(h)) && !behind(p)) continue;
    vp += p.kind === 'wn' ? p.hexes.length * VP.wnPosition : VP.reinforcementPosition;
  }
  const draws = new Map<string, string[]>();
  for (const h of MAP.data.hexes) if (h.draw && s.rules.sectors.includes(h.sector)) draws.set(h.draw, [...(draws.get(h.draw) ?? []), h.id]);
  for (const hexes of draws.values()) if (hexes.every((h) => ctl.has(h))) vp += VP.draw;
  return vp;
}

export function winThreshold(s: State): number {
  return s.rules.scenario === 'easy-fox' ? EASY_FOX_STAND_IN.winAt : FIRST_WAVE_WIN;
}

/** VP changes of the optional variants (DDOB 22.1 −10, 22.2 −5, 22.3 +5, 22.4 +5). */
export const VARIANT_VP: Readonly<Record<string, number>> = { '22.1': -10, '22.2': -5, '22.3': 5, '22.4': 5 };

/**
 * Final VP at the end of turn 32 (DDOB 20.3; not 13.2): +1 per VP reinforcement position controlled
 * (garrisoned ones count, A-55); +4 per draw open to US traffic (A-51: all its hexes controlled and
 * its German obstructions within Engineer range); +1 per non-infantry, non-HQ unit on high ground;
 * +1 per SP of tanks and regular infantry exited with a US LOC to the exit, Rangers by F or G even
 * without; −1 per WN hex not controlled; −1 per unit in the Kampfgruppe Meyer box; variant changes.
 */
export function finalVictoryPoints(s: State): number {
  const ctl = vpControlled(s);
  const fire = occupiedFireHexes(s);
  const loc = usLocHexes(s, fire);
  const range = rangeHexes(s);
  let vp = 0;
  for (const p of MAP.data.positions) {
    if (!s.rules.sectors.includes(p.sector)) continue;
    if (p.kind === 'wn') {
      for (const h of p.hexes) if (s.german[h] || !ctl.has(h)) vp -= 1;
      continue;
    }
    if (!p.vp || p.hexes.some((h) => s.german[h])) continue;
    const garrisoned = s.garrisons.includes(p.id) && p.hexes.every((h) => !fire.has(h));
    if (garrisoned || p.hexes.every((h) => ctl.has(h))) vp += 1;
  }
  for (const [, hexes] of DRAWS) {
    if (!hexes.every((h) => ctl.has(h))) continue;
    const obstructed = hexes.some((h) => (MAP.neighbours.get(h) ?? []).some((n) => sideFeatures(h, n).some((f) => f === 'at_ditch' || f === 'wall') && !(range.has(h) && range.has(n))));
    if (!obstructed) vp += 4;
  }
  for (const u of onMap(s)) {
    const d = combatData(u.id);
    if (!d || isInfantryLike(d.type) || u.loc.kind !== 'hex') continue;
    const h = MAP.hex.get(u.loc.hex);
    if (h && !isLowLevel(h)) vp += 1;
  }
  for (const [id, x] of Object.entries(s.exited)) {
    const d = combatData(id);
    if (!d) continue;
    if (d.type === 'ranger' && (x.exit === 'F' || x.exit === 'G')) vp += x.steps;
    else if ((d.type === 'tank' || isRegularInfantry(d.type)) && loc.has(MAP.data.exits[x.exit as keyof typeof MAP.data.exits] ?? '')) vp += x.steps;
  }
  vp -= s.boxes.meyer;
  for (const v of s.rules.variants) vp += VARIANT_VP[v] ?? 0;
  // 23.7: +1 per German tank that entered the map, at most 4.
  if (s.armour) vp += armourVictoryPoints(s.armour.entered);
  return vp;
}

const DRAWS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const h of MAP.data.hexes) if (h.draw) out.set(h.draw, [...(out.get(h.draw) ?? []), h.id]);
  return out;
})();
