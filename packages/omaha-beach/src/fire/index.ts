/**
 * German Fire (DDOB 6): which positions fire (6.1, 6.3, 6.4, 6.41), fields of fire (6.2–6.23), the
 * fire diagram, hit limits and priorities (6.31), one step per unit per phase (6.34), concentrated
 * targets (6.35), the armour bonus (6.36), leaders (11.4, 11.41), artillery (6.5–6.53) and the
 * removal of German disruption (6.4).
 */
import type { Card, Colour, FireSquare, Sector } from '../cards/types.js';
import { combatData, isLeader, onMap, sectorOfUnit, sideOf, unitList, usData } from '../core.js';
import { FIRE_DIAGRAM, INTENSITY_PRIORITY, type FirerColumn, type Intensity } from '../data/fire-diagram.js';
import { OFF_MAP_ARTILLERY } from '../data/german-units.js';
import { isArmored, isInfantryLike } from '../data/types.js';
import { germanLoc, locContext, usControlled } from '../control/index.js';
import { loseSteps } from '../losses.js';
import { MAP, distanceToPosition, sideFeatures, type Position } from '../map/index.js';
import type { GermanStack, State, UsUnitState } from '../state.js';

export interface FireEvent {
  readonly type: 'fire-step' | 'fire-disrupt' | 'leader-hit' | 'artillery-hit' | 'artillery-miss';
  readonly position?: string;
  readonly unit?: string;
  readonly rule: string;
}

/** The occupied stacks of a position, per hex. */
export function stacksOf(s: State, p: Position): GermanStack[] {
  return p.hexes.flatMap((h) => (s.german[h] ? [s.german[h] as GermanStack] : []));
}

function smoked(s: State, p: Position): boolean {
  return p.kind === 'wn' && s.smoke.includes(p.number);
}

/**
 * Does a position fire on this square (6.1, 6.3, 6.4, 6.41)? Non-disrupted units only; a double
 * square needs a DM in at least one firing hex; smoked WNs do not fire (event). Returns the hit limit
 * (units + DMs of the non-disrupted hexes, 6.31) or 0.
 */
export function hitLimit(s: State, p: Position, square: FireSquare): number {
  if (smoked(s, p)) return 0;
  const active = stacksOf(s, p).filter((g) => !g.disrupted);
  if (active.length === 0) return 0;
  if (square.double && !active.some((g) => g.dm)) return 0;
  return active.reduce((n, g) => n + 1 + (g.dm ? 1 : 0), 0);
}

const PROTECTIVE = new Set(['shingle', 'seawall', 'slope', 'bluff', 'scaleable_cliff']);

/** Plunging Fire (event): sporadic dots on beach hexes by a protective hexside count as intense (seed L1939). */
function intensityIn(s: State, hex: string, base: Intensity): Intensity {
  if (!s.plunging || base !== 'sporadic') return base;
  if (MAP.hex.get(hex)?.terrain !== 'beach') return base;
  const protectedHex = (MAP.neighbours.get(hex) ?? []).some((n) => sideFeatures(hex, n).some((f) => PROTECTIVE.has(f)));
  return protectedHex ? s.rules.plungingAs : base;
}

function columnOf(p: Position, stacks: readonly GermanStack[]): FirerColumn {
  if (p.kind === 'wn') return 'wn';
  return stacks.some((g) => g.unit.revealed) ? 'revealed' : 'unrevealed';
}

/** Concentrated target (6.35, A-12): a hex whose US units total 5 or more steps. */
export function concentrated(s: State, hex: string): boolean {
  let steps = 0;
  for (const u of onMap(s)) if (u.loc.kind === 'hex' && u.loc.hex === hex) steps += u.steps;
  return steps >= 5;
}

interface Candidate {
  readonly unit: string;
  readonly tier: number;
  readonly dist: number;
  readonly steps: number;
  readonly effect: 'step' | 'disrupt';
}

/** The units a position may hit, in priority order (6.31), with the effect each would suffer. */
export function fireCandidates(s: State, p: Position, square: FireSquare, c: Card): Candidate[] {
  const stacks = stacksOf(s, p).filter((g) => !g.disrupted);
  const column = FIRE_DIAGRAM[columnOf(p, stacks)];
  const out: Candidate[] = [];
  for (const entry of MAP.fieldOfFire.get(p.id) ?? []) {
    const intensity = intensityIn(s, entry.hex, entry.intensity);
    const cell = column.cells[intensity];
    const conc = concentrated(s, entry.hex);
    for (const u of onMap(s)) {
      if (u.loc.kind !== 'hex' || u.loc.hex !== entry.hex || isLeader(u.id)) continue;
      const side = sideOf(u);
      const d = combatData(u.id);
      if (!side || !d) continue;
      if (cell.who === 'symbol' && side.symbol !== c.target && !conc) continue;
      if (cell.armoredNeedsBonus && isArmored(d.type) && square.content !== 'armor') continue;
      if (cell.effect === 'step' && u.lostThisFire) continue;
      if (cell.effect === 'disrupt' && u.disrupted !== 'no') continue;
      out.push({ unit: u.id, tier: INTENSITY_PRIORITY.indexOf(intensity), dist: distanceToPosition(entry.hex, p), steps: u.steps, effect: cell.effect });
    }
  }
  return out.sort((a, b) => a.tier - b.tier || a.dist - b.dist || b.steps - a.steps || (a.unit < b.unit ? -1 : 1));
}

function hitLeaders(s: State, p: Position, capacity: number, events: FireEvent[]): State {
  let t = s;
  let left = capacity;
  const hexes = (MAP.fieldOfFire.get(p.id) ?? []).filter((e) => e.intensity !== 'sporadic');
  const targets: { id: string; dist: number; hero: boolean }[] = [];
  for (const e of hexes)
    for (const u of onMap(t)) {
      if (u.loc.kind !== 'hex' || u.loc.hex !== e.hex) continue;
      if (isLeader(u.id)) targets.push({ id: u.id, dist: distanceToPosition(e.hex, p), hero: false });
      else if (u.hero === 'hero') targets.push({ id: u.id, dist: distanceToPosition(e.hex, p), hero: true });
    }
  targets.sort((a, b) => a.dist - b.dist || (a.id < b.id ? -1 : 1));
  for (const x of targets) {
    if (left <= 0) break;
    left--;
    const u = t.us[x.id] as UsUnitState;
    events.push({ type: 'leader-hit', position: p.id, unit: x.id, rule: 'DDOB 11.4' });
    if (x.hero) t = { ...t, us: { ...t.us, [x.id]: { ...u, hero: 'inspired' } } };
    else if (usData(x.id).type === 'hq') t = { ...t, us: { ...t.us, [x.id]: { ...u, loc: { kind: 'track', turn: t.turn + 2 } } } };
    else if (u.wounded) t = { ...t, us: { ...t.us, [x.id]: { ...u, loc: { kind: 'out', why: 'eliminated' } } } };
    else t = { ...t, us: { ...t.us, [x.id]: { ...u, wounded: true } } };
  }
  return t;
}

/** One position fires (6.3): hits in priority order up to its limit; leaders last on a star (11.41). */
export function positionFires(s: State, p: Position, square: FireSquare, c: Card, events: FireEvent[]): State {
  const limit = hitLimit(s, p, square);
  if (limit === 0) return s;
  const cands = fireCandidates(s, p, square, c).slice(0, limit);
  let t = s;
  for (const x of cands) {
    const u = t.us[x.unit] as UsUnitState;
    if (x.effect === 'step') {
      t = loseSteps(t, x.unit);
      const v = t.us[x.unit] as UsUnitState;
      t = { ...t, us: { ...t.us, [x.unit]: { ...v, lostThisFire: true } } };
      events.push({ type: 'fire-step', position: p.id, unit: x.unit, rule: 'DDOB 6.3' });
    } else {
      t = { ...t, us: { ...t.us, [x.unit]: { ...u, disrupted: 'old' } } };
      events.push({ type: 'fire-disrupt', position: p.id, unit: x.unit, rule: 'DDOB 6.33' });
    }
  }
  if (square.content === 'leader' && cands.length < limit) t = hitLeaders(t, p, limit - cands.length, events);
  return t;
}

/** Is an off-map artillery unit active (6.51, review finding 5)? */
export function offMapActive(s: State, observers: readonly string[]): boolean {
  const controlled = usControlled(s);
  const ctx = locContext(s);
  for (const id of observers) {
    const p = MAP.position.get(id);
    if (!p) continue;
    if (stacksOf(s, p).length > 0) return true;
    if (!p.hexes.every((h) => controlled.has(h))) return true;
    if (germanLoc(s, id, ctx)) return true;
  }
  return false;
}

/** Artillery units of a sector that count for a card (6.5, 6.51–6.53), as calibres. */
export function artilleryCalibres(s: State, sector: Sector): number[] {
  const out: number[] = [];
  for (const g of Object.values(s.german)) {
    const p = MAP.position.get(g.position);
    if (!p || p.sector !== sector || g.disrupted) continue;
    if (g.unit.cls === 'wn-75') out.push(75);
    if (g.unit.cls === 'wn-88') out.push(88);
  }
  for (const a of OFF_MAP_ARTILLERY) if (a.sector === sector && offMapActive(s, a.observers)) out.push(a.calibre);
  return out;
}

/** 6.5 priorities: infantry in a box, non-infantry on the beach, non-infantry in a box, infantry on the beach. */
function artilleryTier(u: UsUnitState): number {
  const d = combatData(u.id);
  if (!d) return -1;
  const inf = isInfantryLike(d.type);
  if (u.loc.kind === 'box') return inf ? 0 : 2;
  if (u.loc.kind === 'hex' && MAP.hex.get(u.loc.hex)?.terrain === 'beach') return inf ? 3 : 1;
  return -1;
}

export function germanArtillery(s: State, sector: Sector, c: Card, events: FireEvent[]): State {
  if (s.turn < 4 || !c.artillery) return s;
  const count = artilleryCalibres(s, sector).filter((cal) => c.artillery?.calibres.includes(cal)).length;
  if (count < c.artillery.value) {
    events.push({ type: 'artillery-miss', rule: 'DDOB 6.5' });
    return s;
  }
  const targets = unitList(s)
    .filter((u) => sectorOfUnit(u) === sector && sideOf(u)?.symbol === c.target && artilleryTier(u) >= 0)
    .sort((a, b) => artilleryTier(a) - artilleryTier(b) || b.steps - a.steps || (a.id < b.id ? -1 : 1));
  const hit = targets[0];
  if (!hit) return s;
  events.push({ type: 'artillery-hit', unit: hit.id, rule: 'DDOB 6.5' });
  return loseSteps(s, hit.id);
}

/** 6.4: after the sector's fire, German units in positions of the card's colours lose their Disrupted marker. */
export function undisruptColours(s: State, sector: Sector, colours: readonly Colour[]): State {
  let german = s.german;
  for (const [hex, g] of Object.entries(s.german)) {
    const p = MAP.position.get(g.position);
    if (g.disrupted && p && p.sector === sector && colours.includes(p.colour)) german = { ...german, [hex]: { ...g, disrupted: false } };
  }
  return german === s.german ? s : { ...s, german };
}

/** The whole of a sector's German fire (6.1–6.5): positions in card order, artillery, then undisrupt. */
export function sectorFire(s: State, sector: Sector, c: Card): { state: State; events: FireEvent[] } {
  const events: FireEvent[] = [];
  let t = s;
  for (const square of c.fire)
    for (const p of MAP.data.positions) if (p.colour === square.colour && p.sector === sector) t = positionFires(t, p, square, c, events);
  t = germanArtillery(t, sector, c, events);
  t = undisruptColours(t, sector, c.fire.map((q) => q.colour));
  return { state: t, events };
}
