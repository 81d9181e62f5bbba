/**
 * German Fire (DDOB 6): which positions fire (6.1, 6.3, 6.4, 6.41), fields of fire (6.2–6.23), the
 * fire diagram, hit limits and priorities (6.31), one step per unit per phase (6.34), concentrated
 * targets (6.35), the armour bonus (6.36), leaders (11.4, 11.41), artillery (6.5–6.53) and the
 * removal of German disruption (6.4).
 */
import type { Card, Colour, FireSquare, Sector } from '../cards/types.js';
import { CARDS } from '../cards/deck.js';
import { combatData, copyState, isLeader, sectorOfUnit, setUnit, sideOf, unitIndex, unitList, unitsAt, usData, withUnits } from '../core.js';
import { FIRE_DIAGRAM, INTENSITY_PRIORITY, type FirerColumn, type Intensity } from '../data/fire-diagram.js';
import { OFF_MAP_ARTILLERY } from '../data/german-units.js';
import { isArmored, isInfantryLike } from '../data/types.js';
import { germanLoc, locContext } from '../control/index.js';
import { afterLoss, loseSteps } from '../losses.js';
import { MAP, distanceToPosition, sideFeatures, type Position } from '../map/index.js';
import type { GermanStack, State, UsUnitState } from '../state.js';
import { contextOf, germanIndexOf, sameButStep } from '../context.js';
import { actionOrder, germanActionsNow, resumeDisplace, resumeGermanChoice, runGermanActions } from '../german-actions/index.js';
import { resumeTankFire, runTanks } from '../armour/play.js';

/** A German Actions run that ended goes on to the card's artillery and the removal of disruption (6.5, 16 L1292). */
export function afterGermanRun(out: { state: State; pause: FirePause | null }, sector: Sector, c: Card, events: FireEvent[]): { state: State; pause: FirePause | null } {
  return out.pause ? out : tanksThenFinish(out.state, sector, c, 0, events);
}

/** DDOB 23.4 (optional armour): the sector's tanks act after the positions, from tank `from`; then 6.5 and 6.4. */
function tanksThenFinish(s: State, sector: Sector, c: Card, from: number, events: FireEvent[]): { state: State; pause: FirePause | null } {
  if (!s.armour) return finishFire(s, sector, c, events);
  const out = runTanks(s, sector, c, actionOrder(sector, c).length, from, events);
  return out.pause ? out : finishFire(out.state, sector, c, events);
}

export interface FireEvent {
  readonly type: 'fire-step' | 'fire-disrupt' | 'leader-hit' | 'artillery-hit' | 'artillery-miss' | 'german-action';
  readonly position?: string;
  readonly unit?: string;
  readonly rule: string;
}

/** The occupied stacks of a position, per hex. */
export function stacksOf(s: State, p: Position): GermanStack[] {
  const out: GermanStack[] = [];
  for (const h of p.hexes) {
    const g = s.german[h];
    if (g) out.push(g);
  }
  return out;
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
  let active = 0;
  let dms = 0;
  for (const h of p.hexes) {
    const g = s.german[h];
    if (!g || g.disrupted) continue;
    active++;
    if (g.dm) dms++;
  }
  if (active === 0) return 0;
  if (square.double && dms === 0) return 0;
  // 14.11: from turn 17 the hit limits are doubled.
  return (active + dms) * (s.turn >= 17 ? 2 : 1);
}

/** Hexsides that make a sporadic beach hex next to them count as intense under Plunging Fire (event, seed L1939). */
const PROTECTIVE = new Set(['shingle', 'seawall', 'slope', 'bluff', 'scaleable_cliff']);

function columnOf(p: Position, stacks: readonly GermanStack[]): FirerColumn {
  if (p.kind === 'wn') return 'wn';
  return stacks.some((g) => g.unit.revealed) ? 'revealed' : 'unrevealed';
}

/** Concentrated target (6.35, A-12): a hex whose US units total 5 or more steps. */
export function concentrated(s: State, hex: string): boolean {
  let steps = 0;
  for (const u of unitsAt(s, hex)) steps += u.steps;
  return steps >= 5;
}

interface Candidate {
  readonly unit: string;
  readonly tier: number;
  readonly dist: number;
  readonly steps: number;
  readonly effect: 'step' | 'disrupt';
}

/**
 * A position's field of fire as a static table (6.2, map data; built once at load): each hex with its
 * dot, its priority tier (6.31), its distance to the position and whether Plunging Fire may raise its
 * dot (a sporadic beach hex by a protective hexside, seed L1939).
 */
interface FireTableEntry {
  readonly hex: string;
  readonly intensity: Intensity;
  readonly tier: number;
  readonly dist: number;
  readonly plungeable: boolean;
}
const FIRE_TABLE: ReadonlyMap<string, readonly FireTableEntry[]> = new Map(
  [...MAP.fieldOfFire].map(([id, entries]) => {
    const p = MAP.position.get(id);
    return [
      id,
      entries.map((e) => ({
        hex: e.hex,
        intensity: e.intensity,
        tier: INTENSITY_PRIORITY.indexOf(e.intensity),
        dist: p ? distanceToPosition(e.hex, p) : Infinity,
        plungeable: e.intensity === 'sporadic' && MAP.hex.get(e.hex)?.terrain === 'beach' && (MAP.neighbours.get(e.hex) ?? []).some((n) => sideFeatures(e.hex, n).some((f) => PROTECTIVE.has(f))),
      })),
    ] as const;
  }),
);
const NO_ENTRIES: readonly FireTableEntry[] = [];

/** The table's entries of a position's field of fire (6.2). */
function fireTable(p: Position): readonly FireTableEntry[] {
  return FIRE_TABLE.get(p.id) ?? NO_ENTRIES;
}

/** The units a position may hit, in priority order (6.31), with the effect each would suffer. */
export function fireCandidates(s: State, p: Position, square: FireSquare, c: Card): Candidate[] {
  const column = FIRE_DIAGRAM[columnOf(p, stacksOf(s, p).filter((g) => !g.disrupted))];
  const out: Candidate[] = [];
  const byHex = unitIndex(s).byHex;
  for (const entry of fireTable(p)) {
    const here = byHex.get(entry.hex);
    if (!here) continue;
    // Plunging Fire (event): the table says which sporadic hexes it raises.
    const intensity = s.plunging && entry.plungeable ? s.rules.plungingAs : entry.intensity;
    const tier = intensity === entry.intensity ? entry.tier : INTENSITY_PRIORITY.indexOf(intensity);
    const cell = column.cells[intensity];
    // 6.35: a concentrated target (5 or more steps in the hex) is hit whatever its symbol.
    let steps = 0;
    for (const u of here) steps += u.steps;
    const conc = steps >= 5;
    for (const u of here) {
      const d = combatData(u.id);
      // Leaders are hit only by a leader square's spare hits (11.41).
      if (!d || isLeader(u.id)) continue;
      const side = sideOf(u);
      if (!side) continue;
      if (cell.who === 'symbol' && side.symbol !== c.target && !conc) continue;
      if (cell.armoredNeedsBonus && isArmored(d.type) && square.content !== 'armor') continue;
      // 6.34 (turns 1–16): one step per unit per phase; 14.12 (17–32): one per position, as a position hits a unit once.
      if (cell.effect === 'step' && u.lostThisFire && s.turn < 17) continue;
      if (cell.effect === 'disrupt' && u.disrupted !== 'no') continue;
      out.push({ unit: u.id, tier, dist: entry.dist, steps: u.steps, effect: cell.effect });
    }
  }
  return out.length > 1 ? out.sort(byPriority) : out;
}

/** 6.31: intensity tier, then distance, then most steps; unit id last so the order is total. */
function byPriority(a: Candidate, b: Candidate): number {
  return a.tier - b.tier || a.dist - b.dist || b.steps - a.steps || (a.unit < b.unit ? -1 : 1);
}

function hitLeaders(s: State, p: Position, capacity: number, events: FireEvent[]): State {
  return hitLeadersIn(s, p.id, fireTable(p).filter((e) => e.intensity !== 'sporadic'), capacity, events);
}

/** 11.4, 11.41: leaders and Heroes in `hexes` (Intense or Moderate, with their distance to the firer), nearest first, up to `capacity`. */
export function hitLeadersIn(s: State, firer: string, hexes: readonly { hex: string; dist: number }[], capacity: number, events: FireEvent[]): State {
  let t = s;
  let left = capacity;
  const targets: { id: string; dist: number; hero: boolean }[] = [];
  for (const e of hexes)
    for (const u of unitsAt(t, e.hex)) {
      if (isLeader(u.id)) targets.push({ id: u.id, dist: e.dist, hero: false });
      else if (u.hero === 'hero') targets.push({ id: u.id, dist: e.dist, hero: true });
    }
  targets.sort((a, b) => a.dist - b.dist || (a.id < b.id ? -1 : 1));
  for (const x of targets) {
    if (left <= 0) break;
    left--;
    const u = t.us[x.id] as UsUnitState;
    events.push({ type: 'leader-hit', position: firer, unit: x.id, rule: 'DDOB 11.4' });
    if (x.hero) t = setUnit(t, { ...u, hero: 'inspired' });
    // 18.33: a Command Post hit is flipped back to its HQ and loses its range marker; it is never eliminated by fire.
    else if (t.cps[x.id] !== undefined) {
      const cps = { ...t.cps };
      delete cps[x.id];
      t = { ...t, cps };
    } else if (usData(x.id).type === 'hq') t = setUnit(t, { ...u, loc: { kind: 'track', turn: t.turn + 2 } });
    else if (u.wounded) t = setUnit(t, { ...u, loc: { kind: 'out', why: 'eliminated' } });
    else t = setUnit(t, { ...u, wounded: true });
  }
  return t;
}

/**
 * Applies one position's fire effects to its targets (6.32, 6.33), in order, in one copy of the state
 * and of the `us` record (each target is a different unit, so the order changes only the events').
 * A step loss is German fire (`germanFireLoss`: the 11.14 Hero offer, the 6.34 mark).
 */
function hitAll(s: State, p: Position, targets: readonly Candidate[], events: FireEvent[]): State {
  if (targets.length === 0) return s;
  const changed: UsUnitState[] = [];
  let offers: string[] | null = null;
  for (const x of targets) {
    const u = s.us[x.unit] as UsUnitState;
    if (x.effect === 'disrupt') {
      events.push({ type: 'fire-disrupt', position: p.id, unit: x.unit, rule: 'DDOB 6.33' });
      changed.push({ ...u, disrupted: 'old' });
      continue;
    }
    events.push({ type: 'fire-step', position: p.id, unit: x.unit, rule: 'DDOB 6.3' });
    if (u.steps === 1 && u.hero === 'hero') {
      // 11.14: the Hero's sacrifice, applied provisionally and offered to the US player.
      (offers ??= [...(s.heroOffers ?? [])]).push(x.unit);
      changed.push({ ...u, hero: 'inspired', lostThisFire: true });
    } else changed.push(afterLoss(u, 1, true));
  }
  const us = withUnits(s, changed);
  const t = copyState(s);
  if (offers !== null) t.heroOffers = offers;
  t.us = us;
  return t;
}

const sameRank = (a: Candidate, b: Candidate) => a.tier === b.tier && a.dist === b.dist && a.steps === b.steps;

/**
 * A position's targets (6.31): the first `limit` candidates in priority order. When the limit cuts
 * through a group the rules leave to the player (same tier, distance and steps), `sure` holds the
 * units hit for certain and `options`/`need` the choice left to the US player.
 */
export function fireTargets(s: State, p: Position, square: FireSquare, c: Card): FireTargets {
  const limit = hitLimit(s, p, square);
  if (limit === 0) return NO_TARGETS;
  const all = fireCandidates(s, p, square, c);
  if (all.length <= limit) return { limit, sure: all, options: NO_CANDIDATES, need: 0 };
  const edge = all[limit - 1] as Candidate;
  const group = all.filter((x) => sameRank(x, edge));
  const sure = all.slice(0, limit).filter((x) => !sameRank(x, edge));
  return { limit, sure, options: group, need: limit - sure.length };
}

export interface FireTargets {
  readonly limit: number;
  readonly sure: readonly Candidate[];
  readonly options: readonly Candidate[];
  readonly need: number;
}
const NO_CANDIDATES: readonly Candidate[] = [];
const NO_TARGETS: FireTargets = { limit: 0, sure: NO_CANDIDATES, options: NO_CANDIDATES, need: 0 };

/** One position fires (6.3) with the player's picks among tied targets (6.31); leaders last on a star (11.41). */
export function positionFires(s: State, p: Position, square: FireSquare, c: Card, events: FireEvent[], picks?: readonly string[]): State {
  return fireAt(s, p, square, fireTargets(s, p, square, c), events, picks);
}

/** `positionFires` with the position's targets in this state already found (`fireTargets`). */
export function fireAt(s: State, p: Position, square: FireSquare, t0: FireTargets, events: FireEvent[], picks?: readonly string[]): State {
  if (t0.limit === 0) return s;
  const options = picks ? t0.options.filter((x) => picks.includes(x.unit)) : t0.options.slice(0, t0.need);
  const hits = t0.sure.length + options.length;
  let t = hitAll(s, p, options.length === 0 ? t0.sure : [...t0.sure, ...options], events);
  if (square.content === 'leader' && hits < t0.limit) t = hitLeaders(t, p, t0.limit - hits, events);
  return t;
}

/** The positions that may fire for a card in a sector, in card order (6.1, 6.22). */
export function firingOrder(sector: Sector, c: Card): readonly { square: number; position: string }[] {
  // Static per card and sector: a table built once at load (cards and map never change).
  const hit = FIRING_ORDER.get(c.id);
  if (hit && hit.card === c) return sector === 'East' ? hit.East : hit.West;
  return computeFiringOrder(sector, c);
}

function computeFiringOrder(sector: Sector, c: Card): { square: number; position: string }[] {
  const out: { square: number; position: string }[] = [];
  c.fire.forEach((q, i) => {
    for (const p of MAP.data.positions) if (p.colour === q.colour && p.sector === sector) out.push({ square: i, position: p.id });
  });
  return out;
}
type FiringOrder = readonly { square: number; position: string }[];
const FIRING_ORDER: ReadonlyMap<number, { readonly card: Card; readonly East: FiringOrder; readonly West: FiringOrder }> = new Map(
  CARDS.map((c) => [c.id, { card: c, East: computeFiringOrder('East', c), West: computeFiringOrder('West', c) }]),
);

export type FirePause =
  | { readonly kind: 'fire-choice'; readonly next: number; readonly position: string; readonly need: number; readonly options: readonly string[] }
  | { readonly kind: 'artillery-choice'; readonly options: readonly string[] }
  | { readonly kind: 'german-choice'; readonly next: number; readonly position: string; readonly effect: 'step' | 'disrupt'; readonly need: number; readonly options: readonly string[] }
  | { readonly kind: 'displace'; readonly next: number; readonly unit: string; readonly options: readonly string[] }
  /** 11.14: a Hero sacrifice is offered; the fire resumes at entry `next` once it is answered. */
  | { readonly kind: 'hero-offer'; readonly next: number };

/** 11.14: pending Hero sacrifice offers stop a fire run before the next position fires. */
export function heroOfferPending(s: State): boolean {
  return (s.heroOffers?.length ?? 0) > 0;
}

/** The entry `next` of a sector's run: the firing order (6.22), or the German Actions order from turn 17 (16). */
function entryAt(s: State, sector: Sector, c: Card, next: number): { square: number; position: string } | undefined {
  return germanActionsNow(s) ? actionOrder(sector, c)[next] : firingOrder(sector, c)[next];
}

/**
 * Runs a sector's fire from entry `from` of the firing order: positions, then artillery (6.5), then the
 * removal of German disruption (6.4). Stops where the player must choose among tied targets.
 */
export function runFire(s: State, sector: Sector, c: Card, from: number, events: FireEvent[]): { state: State; pause: FirePause | null } {
  if (germanActionsNow(s)) {
    // 16: from turn 17 positions fire or act by the German Actions Summary.
    const out = runGermanActions(s, sector, c, from, events);
    // 23.4: entries past the positions' order are the tanks'.
    return out.pause ? out : tanksThenFinish(out.state, sector, c, s.armour ? from - actionOrder(sector, c).length : 0, events);
  }
  const order = firingOrder(sector, c);
  let t = s;
  for (let k = from; k < order.length; k++) {
    if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: k } };
    const { square, position } = order[k] as { square: number; position: string };
    const p = MAP.position.get(position) as Position;
    const q = c.fire[square] as FireSquare;
    const targets = fireTargets(t, p, q, c);
    if (targets.need > 0 && targets.options.length > targets.need) {
      t = hitAll(t, p, targets.sure, events);
      return { state: t, pause: { kind: 'fire-choice', next: k, position, need: targets.need, options: targets.options.map((x) => x.unit) } };
    }
    t = fireAt(t, p, q, targets, events);
  }
  if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: order.length } };
  return finishFire(t, sector, c, events);
}

function combinations<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of combinations(xs.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** Units that lost a step in this Fire Phase. */
function stepLosers(s: State): number {
  let n = 0;
  for (const u of Object.values(s.us)) if (u.lostThisFire) n++;
  return n;
}

/**
 * 6.34: the picks that let the sector's fire make as many different US units lose a step as
 * possible, the rest of the fire played with such picks too. Returns the best pick sets (each sorted).
 */
/**
 * `bestPicks` for the player's pending fire choice, kept in the game's context while the player picks
 * its units one at a time (the states of one choice differ only in their step).
 */
export function choiceBestPicks(s: State, sector: Sector, c: Card, pause: { next: number; need: number; options: readonly string[] }): readonly string[][] {
  const cache = contextOf(s).picks;
  const hit = cache.get(pause.options);
  if (hit && hit.sector === sector && hit.card === c.id && hit.next === pause.next && hit.need === pause.need && sameButStep(hit.state, s)) return hit.picks;
  const picks = bestPicks(s, sector, c, pause);
  cache.add(pause.options, { state: s, sector, card: c.id, next: pause.next, need: pause.need, picks });
  return picks;
}

export function bestPicks(s: State, sector: Sector, c: Card, pause: { next: number; need: number; options: readonly string[] }): string[][] {
  const combos = combinations([...pause.options].sort(), pause.need);
  if (combos.length <= 1 || combos.length > 35 || s.turn >= 17 || germanActionsNow(s)) return combos;
  let best = -1;
  let out: string[][] = [];
  for (const combo of combos) {
    const score = stepLosers(playOut(sector, c, resumeFire(s, sector, c, pause.next, combo, [])));
    if (score > best) {
      best = score;
      out = [combo];
    } else if (score === best) out.push(combo);
  }
  return out;
}

/** Plays the rest of a sector's fire, every later choice taken as its first best pick set. */
function playOut(sector: Sector, c: Card, first: { state: State; pause: FirePause | null }): State {
  let out = first;
  for (let guard = 0; out.pause && guard < 100; guard++) {
    const pause: FirePause = out.pause;
    if (pause.kind === 'artillery-choice') return finishArtillery(out.state, sector, c, pause.options[0] as string, []);
    // 11.14: played out as if the Hero were sacrificed.
    if (pause.kind === 'hero-offer') {
      out = runFire({ ...out.state, heroOffers: undefined }, sector, c, pause.next, []);
      continue;
    }
    // German Actions (turns 17+) never reach here: bestPicks does not search then.
    if (pause.kind !== 'fire-choice') return out.state;
    const pick = bestPicks(out.state, sector, c, pause)[0] ?? pause.options.slice(0, pause.need);
    out = resumeFire(out.state, sector, c, pause.next, pick, []);
  }
  return out.state;
}

/** After a fire choice: the picked units are hit (the sure ones already were), then the fire goes on. */
export function resumeFire(s: State, sector: Sector, c: Card, next: number, picks: readonly string[], events: FireEvent[]): { state: State; pause: FirePause | null } {
  if (s.armour && germanActionsNow(s)) {
    // 23.4: a tank's tied targets (entries past the positions' order).
    const base = actionOrder(sector, c).length;
    if (next >= base) {
      const out = resumeTankFire(s, sector, c, base, next - base, picks, events);
      return out.pause ? out : finishFire(out.state, sector, c, events);
    }
  }
  const entry = entryAt(s, sector, c, next);
  if (!entry) return finishFire(s, sector, c, events);
  const p = MAP.position.get(entry.position) as Position;
  const q = c.fire[entry.square] as FireSquare;
  // The candidates as they were when the choice was offered (the sure hits were made before it).
  const cands = picks.length > 0 ? fireCandidates(s, p, q, c) : NO_CANDIDATES;
  const chosen: Candidate[] = [];
  for (const unit of picks) {
    const x = cands.find((y) => y.unit === unit);
    if (x) chosen.push(x);
  }
  return runFire(hitAll(s, p, chosen, events), sector, c, next + 1, events);
}

export function finishFire(s: State, sector: Sector, c: Card, events: FireEvent[]): { state: State; pause: FirePause | null } {
  const art = artilleryTargets(s, sector, c, events);
  if (art && art.length > 1) return { state: s, pause: { kind: 'artillery-choice', options: art } };
  const t = art && art[0] ? artilleryHit(s, art[0], events) : s;
  // 19.33: a sector where German Artillery Fire occurred (the card's artillery section).
  return { state: undisruptColours(t, sector, c.fire.map((q) => q.colour)), pause: null };
}

/** After the artillery choice: the step loss, then the removal of German disruption (6.4). */
export function finishArtillery(s: State, sector: Sector, c: Card, unit: string, events: FireEvent[]): State {
  return undisruptColours(artilleryHit(s, unit, events), sector, c.fire.map((q) => q.colour));
}

function artilleryHit(s: State, unit: string, events: FireEvent[]): State {
  events.push({ type: 'artillery-hit', unit, rule: 'DDOB 6.5' });
  const u = s.us[unit];
  const sector = u ? sectorOfUnit(u) : null;
  // 19.33: an Engineer Base does not work in a turn with German Artillery Fire in its sector.
  const t = sector && !s.germanArtillery.includes(sector) ? { ...s, germanArtillery: [...s.germanArtillery, sector] } : s;
  return germanFireLoss(t, unit);
}

/**
 * A step lost to German fire (A-80: position fire, artillery, infiltration). 11.14: a 1-step unit
 * with a Hero may sacrifice the Hero (flipped to Inspired, 11.15) instead of being eliminated: the
 * sacrifice is applied provisionally and offered to the US player (`heroOffers`), who confirms or
 * declines it before the game goes on (`answerHeroOffer`).
 */
export function germanFireLoss(s: State, unit: string, mark = false): State {
  const u = s.us[unit];
  if (u && u.steps === 1 && u.hero === 'hero')
    return { ...s, heroOffers: [...(s.heroOffers ?? []), unit], us: { ...s.us, [unit]: mark ? { ...u, hero: 'inspired', lostThisFire: true } : { ...u, hero: 'inspired' } } };
  return loseSteps(s, unit, 1, mark);
}

/** 11.14: the player's answer; declining eliminates the unit with its marker (11.11). */
export function answerHeroOffer(s: State, unit: string, sacrifice: boolean): State {
  const offers = (s.heroOffers ?? []).filter((x) => x !== unit);
  const t: State = { ...s, heroOffers: offers.length > 0 ? offers : undefined };
  return sacrifice ? t : loseSteps(t, unit);
}

/** Is an off-map artillery unit active (6.51, review finding 5)? */
export function offMapActive(s: State, observers: readonly string[]): boolean {
  const ctx = locContext(s);
  const controlled = ctx.controlled;
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
  for (const g of germanIndexOf(s).stacks) {
    const p = MAP.position.get(g.position);
    if (!p || p.sector !== sector || g.disrupted) continue;
    if (g.unit.cls === 'wn-75') out.push(75);
    if (g.unit.cls === 'wn-88') out.push(88);
  }
  for (const a of OFF_MAP_ARTILLERY) if (a.sector === sector && offMapActive(s, a.observers)) out.push(a.calibre);
  return out;
}

/**
 * 6.5: do at least `value` of the sector's artillery units have a calibre the card lists? The count
 * stops once it is reached: the off-map units (whose observers need a LOC search, 6.51) are looked at
 * only when the on-map ones fall short. The same answer as counting `artilleryCalibres`.
 */
function artilleryFires(s: State, sector: Sector, art: NonNullable<Card['artillery']>): boolean {
  let count = 0;
  if (art.value <= 0) return true;
  for (const hex in s.german) {
    const g = s.german[hex] as GermanStack;
    if (g.disrupted) continue;
    const cal = g.unit.cls === 'wn-75' ? 75 : g.unit.cls === 'wn-88' ? 88 : 0;
    if (cal === 0 || !art.calibres.includes(cal)) continue;
    if (MAP.position.get(g.position)?.sector !== sector) continue;
    if (++count >= art.value) return true;
  }
  for (const a of OFF_MAP_ARTILLERY) {
    if (a.sector !== sector || !art.calibres.includes(a.calibre) || !offMapActive(s, a.observers)) continue;
    if (++count >= art.value) return true;
  }
  return false;
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

/**
 * 6.5: null when the artillery does not fire; otherwise the units it may hit: the best of the
 * priority order (tier, then most steps), several when the player chooses among them.
 */
export function artilleryTargets(s: State, sector: Sector, c: Card, events: FireEvent[]): string[] | null {
  // 6.5: from turn 4; 22.1: from turn 5.
  if (s.turn < (s.rules.variants.includes('22.1') ? 5 : 4) || !c.artillery) return null;
  if (!artilleryFires(s, sector, c.artillery)) {
    events.push({ type: 'artillery-miss', rule: 'DDOB 6.5' });
    return null;
  }
  const targets = unitList(s)
    .filter((u) => sectorOfUnit(u) === sector && sideOf(u)?.symbol === c.target && artilleryTier(u) >= 0)
    .sort((a, b) => artilleryTier(a) - artilleryTier(b) || b.steps - a.steps || (a.id < b.id ? -1 : 1));
  const best = targets[0];
  if (!best) return [];
  return targets.filter((u) => artilleryTier(u) === artilleryTier(best) && u.steps === best.steps).map((u) => u.id);
}

/** 6.4: after the sector's fire, German units in positions of the card's colours lose their Disrupted marker. */
export function undisruptColours(s: State, sector: Sector, colours: readonly Colour[]): State {
  // 22.1: on turn 4 German units do not recover from the pre-invasion bombardment.
  if (s.turn === 4 && s.rules.variants.includes('22.1')) return s;
  let german: Record<string, GermanStack> | null = null;
  for (const hex of disruptedHexes(s)) {
    const g = s.german[hex] as GermanStack;
    const p = MAP.position.get(g.position);
    if (!p || p.sector !== sector || !colours.includes(p.colour)) continue;
    // One copy of the record for all the stacks that recover.
    german ??= { ...s.german };
    german[hex] = { ...g, disrupted: false };
  }
  return german ? { ...s, german } : s;
}

/** The hexes of disrupted German stacks, in record order: kept per `german` record (most hold few). */
function disruptedHexes(s: State): readonly string[] {
  const index = germanIndexOf(s);
  if (index.disrupted) return index.disrupted;
  const out: string[] = [];
  for (const hex in s.german) if ((s.german[hex] as GermanStack).disrupted) out.push(hex);
  return (index.disrupted = out);
}

/**
 * The whole of a sector's German fire (6.1–6.5) in one call, each player's choice taken as the first
 * best pick set and every Hero sacrifice taken (for tests and tools; the game asks the player, see `runFire`).
 */
export function sectorFire(s: State, sector: Sector, c: Card): { state: State; events: FireEvent[] } {
  const events: FireEvent[] = [];
  let out = runFire(s, sector, c, 0, events);
  while (out.pause) {
    const pause: FirePause = out.pause;
    if (pause.kind === 'fire-choice') out = resumeFire(out.state, sector, c, pause.next, bestPicks(out.state, sector, c, pause)[0] ?? pause.options.slice(0, pause.need), events);
    else if (pause.kind === 'german-choice') out = afterGermanRun(resumeGermanChoice(out.state, sector, c, pause.next, pause.position, pause.effect, pause.options.slice(0, pause.need), events), sector, c, events);
    else if (pause.kind === 'displace') out = afterGermanRun(resumeDisplace(out.state, sector, c, pause.next, pause.unit, pause.options[0] as string, events), sector, c, events);
    // 11.14: the Hero is sacrificed.
    else if (pause.kind === 'hero-offer') out = runFire({ ...out.state, heroOffers: undefined }, sector, c, pause.next, events);
    else out = { state: finishArtillery(out.state, sector, c, pause.options[0] as string, events), pause: null };
  }
  return { state: out.state, events };
}
