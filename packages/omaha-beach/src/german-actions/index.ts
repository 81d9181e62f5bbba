/**
 * German Actions (DDOB 16): from turn 17 (or 12 with the optional 14.2) each Fire card makes every
 * qualifying position of its colours, occupied or not, fire or act by the German Actions Summary:
 * re-occupy (16.1), resupply (16.2), redeploy (16.3), reinforce (16.4), mortar (16.5), patrol (16.6),
 * artillery (16.7), advance (16.8, after all other actions: 16.85) and ambush (16.9). Ties the rules
 * leave to the player ("then the player's choice") stop the run as a `german-choice` step.
 */
import type { Card, FireSquare, Sector } from '../cards/types.js';
import { combatData, isLeader, onMap, sectorOfUnit, sideOf, unitList, unitsAt, usData } from '../core.js';
import { germanAction, type GermanAction } from '../data/german-actions.js';
import { isInfantryLike } from '../data/types.js';
import { germanLoc, locContext, type LocContext } from '../control/index.js';
import { fireAt, germanFireLoss, heroOfferPending, stacksOf, fireTargets, type FireEvent, type FirePause } from '../fire/index.js';
import { captureGenerals, fromDivisionBox, gainDepth, UNIT_FACES } from '../german/index.js';
import { MAP, distanceToPosition, type Position } from '../map/index.js';
import type { GermanStack, State, UsUnitState } from '../state.js';
import { ADVANCE_ARROWS, advancePath } from './arrows.js';
import { positionHoldsTank } from '../armour/play.js';

export { ADVANCE_ARROWS, advancePath } from './arrows.js';

/** Are German Actions in force this turn (16, 14.2)? */
export function germanActionsNow(s: State): boolean {
  return s.rules.germanActionsFrom !== null && s.turn >= s.rules.germanActionsFrom;
}

export interface ActionEntry {
  readonly square: number;
  readonly position: string;
  /** 16.85: Advances are resolved after all other actions of the sector. */
  readonly pass: 'main' | 'advance';
}

function posNumber(p: Position): number {
  return p.kind === 'wn' ? p.number : p.priority;
}
function posLetter(p: Position): string {
  return p.kind === 'reinforcement' ? (p.zone ?? '') : '';
}

/**
 * The order positions are examined in (16, L1298–1300): where order matters the higher number goes
 * first, then the higher letter; Advances in a second pass (16.85). Static, so a paused run resumes
 * at the same index.
 */
export function actionOrder(sector: Sector, c: Card): ActionEntry[] {
  const main: ActionEntry[] = [];
  c.fire.forEach((q, i) => {
    for (const p of MAP.data.positions) if (p.colour === q.colour && p.sector === sector) main.push({ square: i, position: p.id, pass: 'main' });
  });
  const rank = (e: ActionEntry) => MAP.position.get(e.position) as Position;
  main.sort((a, b) => posNumber(rank(b)) - posNumber(rank(a)) || (posLetter(rank(b)) < posLetter(rank(a)) ? -1 : posLetter(rank(b)) > posLetter(rank(a)) ? 1 : a.position < b.position ? -1 : 1));
  const adv = main.filter((e) => c.fire[e.square]?.content === 'A' && MAP.position.get(e.position)?.kind === 'reinforcement').map((e) => ({ ...e, pass: 'advance' as const }));
  return [...main, ...adv];
}

/** US combat units (not leaders) in a position's field of fire, with the intensity of their hex. */
function usInFof(s: State, p: Position, intensities?: readonly string[]): UsUnitState[] {
  const out: UsUnitState[] = [];
  for (const e of MAP.fieldOfFire.get(p.id) ?? []) {
    if (intensities && !intensities.includes(e.intensity)) continue;
    for (const u of unitsAt(s, e.hex)) if (!isLeader(u.id)) out.push(u);
  }
  return out;
}

function nearestUsDistance(s: State, p: Position): number {
  let best = Infinity;
  for (const u of onMap(s)) if (u.loc.kind === 'hex') best = Math.min(best, distanceToPosition(u.loc.hex, p));
  return best;
}

/**
 * What a position does for a square (16, L1258–1296), or null if it does not act: unoccupied without
 * LOC, unoccupied reinforcement more than 2 hexes from US units, a disrupted unit (16, L1288–1292),
 * a smoked WN (event), a position that already acted or was filled this phase (16.1, 16.32, 16.4).
 */
export function qualifyingAction(s: State, p: Position, q: FireSquare, ctx: LocContext = locContext(s)): GermanAction | null {
  if (s.germanActed.includes(p.id)) return null;
  if (p.kind === 'wn' && s.smoke.includes(p.number)) return null;
  // 23.43: in a position occupied by a German tank only the tank acts.
  if (positionHoldsTank(s, p)) return null;
  const stacks = stacksOf(s, p);
  const occupied = stacks.length > 0;
  if (stacks.some((g) => g.disrupted)) return null;
  if (!occupied) {
    if (p.kind === 'reinforcement' && nearestUsDistance(s, p) > 2) return null;
    if (!germanLoc(s, p.id, ctx)) return null;
  }
  const action = germanAction({ kind: p.kind === 'wn' ? 'wn' : 'reinforcement', occupied, usInFof: usInFof(s, p).length > 0, hasDm: stacks.some((g) => !!g.dm), content: q.content, double: q.double });
  return action === 'none' ? null : action;
}

export interface ActionRun {
  readonly state: State;
  readonly pause: FirePause | null;
}

const markActed = (s: State, ...ids: string[]): State => ({ ...s, germanActed: [...s.germanActed, ...ids.filter((id) => !s.germanActed.includes(id))] });

/**
 * Runs the German Actions of a sector from entry `from` (16). Returns at the end (the caller then
 * resolves the card's artillery section and removes German disruption, 6.5, 16 L1292) or at a pause.
 */
export function runGermanActions(s: State, sector: Sector, c: Card, from: number, events: FireEvent[]): ActionRun | { state: State; pause: null; done: true } {
  const order = actionOrder(sector, c);
  let t = s;
  for (let k = from; k < order.length; k++) {
    // 11.14: a Hero sacrifice offer is answered before the next position acts.
    if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: k } };
    const e = order[k] as ActionEntry;
    const p = MAP.position.get(e.position) as Position;
    const q = c.fire[e.square] as FireSquare;
    const action = qualifyingAction(t, p, q);
    if (!action) continue;
    const isAdvance = action === 'advance' || action === 'advance-or-fire';
    if ((e.pass === 'advance') !== isAdvance) continue;
    const out = act(t, p, q, c, action, k, events);
    if (out.pause) return out;
    t = out.state;
  }
  if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: order.length } };
  return { state: t, pause: null, done: true };
}

function fireAction(s: State, p: Position, q: FireSquare, c: Card, k: number, events: FireEvent[]): ActionRun {
  const targets = fireTargets(s, p, q, c);
  if (targets.need > 0 && targets.options.length > targets.need) {
    let t = s;
    for (const x of targets.sure) t = positionHit(t, p, x.unit, x.effect, events);
    return { state: t, pause: { kind: 'fire-choice', next: k, position: p.id, need: targets.need, options: targets.options.map((x) => x.unit) } };
  }
  return { state: fireAt(s, p, q, targets, events), pause: null };
}

function positionHit(s: State, p: Position, unit: string, effect: 'step' | 'disrupt', events: FireEvent[]): State {
  if (effect === 'step') {
    events.push({ type: 'fire-step', position: p.id, unit, rule: 'DDOB 6.3' });
    // The loss and the 14.12 mark in one copy of the record.
    return germanFireLoss(s, unit, true);
  }
  events.push({ type: 'fire-disrupt', position: p.id, unit, rule: 'DDOB 6.33' });
  const u = s.us[unit];
  return u ? { ...s, us: { ...s.us, [unit]: { ...u, disrupted: 'old' } } } : s;
}

/** Picks `limit` units from a ranked list; a tie across the limit is the player's choice (german-choice). */
function choose(
  s: State,
  p: Position,
  ranked: readonly { id: string; key: readonly number[] }[],
  limit: number,
  effect: 'step' | 'disrupt',
  k: number,
  events: FireEvent[],
  rule: string,
): ActionRun {
  if (ranked.length === 0 || limit <= 0) return { state: s, pause: null };
  const same = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);
  if (ranked.length <= limit) return { state: apply(s, p, ranked.map((r) => r.id), effect, events, rule), pause: null };
  const edge = ranked[limit - 1] as { id: string; key: readonly number[] };
  const sure = ranked.slice(0, limit).filter((r) => !same(r.key, edge.key)).map((r) => r.id);
  const group = ranked.filter((r) => same(r.key, edge.key)).map((r) => r.id);
  const need = limit - sure.length;
  const t = apply(s, p, sure, effect, events, rule);
  if (group.length <= need) return { state: apply(t, p, group, effect, events, rule), pause: null };
  return { state: t, pause: { kind: 'german-choice', next: k, position: p.id, effect, need, options: group } };
}

function apply(s: State, p: Position, ids: readonly string[], effect: 'step' | 'disrupt', events: FireEvent[], rule: string): State {
  let t = s;
  for (const id of ids) {
    const u = t.us[id];
    if (!u) continue;
    if (effect === 'step') {
      events.push({ type: 'fire-step', position: p.id, unit: id, rule });
      t = germanFireLoss(t, id);
    } else {
      events.push({ type: 'fire-disrupt', position: p.id, unit: id, rule });
      t = { ...t, us: { ...t.us, [id]: { ...u, disrupted: 'old' } } };
    }
  }
  return t;
}

const symbolOf = (u: UsUnitState) => sideOf(u)?.symbol ?? null;

/** 16.5: mortar range: reinforcement positions 3 hexes; WNs beach and beach-adjacent flats within 5, flats and high ground within 2. */
export function inMortarRange(p: Position, hex: string): boolean {
  const d = distanceToPosition(hex, p);
  if (p.kind === 'reinforcement') return d <= 3;
  const h = MAP.hex.get(hex);
  if (!h) return false;
  const beachy = h.terrain === 'beach' || (h.terrain === 'pavilion_draw' && (MAP.neighbours.get(hex) ?? []).some((n) => MAP.hex.get(n)?.terrain === 'beach'));
  if (beachy && d <= 5) return true;
  return h.terrain !== 'beach' && h.terrain !== 'sea' && d <= 2;
}

/** 16.7: artillery-action priority: infantry in a landing box, non-infantry on the beach, non-infantry in a box, infantry on the beach. */
function artilleryTier(u: UsUnitState): number {
  const d = combatData(u.id);
  if (!d) return -1;
  const inf = isInfantryLike(d.type);
  if (u.loc.kind === 'box') return inf ? 0 : 2;
  if (u.loc.kind === 'hex' && MAP.hex.get(u.loc.hex)?.terrain === 'beach') return inf ? 3 : 1;
  return -1;
}

function hexOfStack(p: Position, s: State): string[] {
  return p.hexes.filter((h) => !!s.german[h]);
}

/** 16.34, 16.83: a Mobile DM entering a building position is swapped for a Building DM (and back), if one is left. */
function swapDm(s: State, g: GermanStack, to: Position): { state: State; g: GermanStack } {
  if (!g.dm || g.dm.revealed || to.kind !== 'reinforcement') return { state: s, g };
  const want = to.buildings ? 'building' : 'mobile';
  if (g.dm.back === want || (g.dm.back !== 'building' && g.dm.back !== 'mobile')) return { state: s, g };
  const fromBox = want === 'building' ? 'dmBuilding' : 'dmMobile';
  const toBox = want === 'building' ? 'dmMobile' : 'dmBuilding';
  if (s.boxes[fromBox] === 0) return { state: s, g };
  return { state: { ...s, boxes: { ...s.boxes, [fromBox]: s.boxes[fromBox] - 1, [toBox]: s.boxes[toBox] + 1 } }, g: { ...g, dm: { back: want, face: null, revealed: false } } };
}

function moveStack(s: State, fromHex: string, to: Position): State {
  const g = s.german[fromHex];
  if (!g) return s;
  const german = { ...s.german };
  delete german[fromHex];
  const swapped = swapDm({ ...s, german }, g, to);
  const hex = to.hexes[0] as string;
  return captureGenerals({ ...swapped.state, german: { ...swapped.state.german, [hex]: { ...swapped.g, position: to.id } } }, hex);
}

/** The WNs of the card's colours in the sector that would be re-occupied now (16.1). */
function reoccupyCandidates(s: State, sector: Sector, c: Card, ctx: LocContext): Position[] {
  const out: Position[] = [];
  for (const q of c.fire)
    for (const p of MAP.data.positions) {
      if (p.kind !== 'wn' || p.colour !== q.colour || p.sector !== sector || out.includes(p)) continue;
      if (s.garrisons.includes(p.id) || p.hexes.some((h) => ctx.occupied.has(h))) continue;
      if (qualifyingAction(s, p, q, ctx) === 're-occupy') out.push(p);
    }
  return out;
}

/** 16.12: fill the qualifying WNs nearest US units first while eliminated WN units last. */
export function reoccupyAllowed(s: State, p: Position, c: Card, ctx: LocContext = locContext(s)): boolean {
  let left = s.deadWn.length - s.reveals.filter((r) => r.what === 'dead-wn').length;
  const cands = reoccupyCandidates(s, p.sector, c, ctx);
  const need = cands.reduce((n, q) => n + q.hexes.length, 0);
  if (need <= left) return true;
  cands.sort((a, b) => nearestUsDistance(s, a) - nearestUsDistance(s, b) || posNumber(b) - posNumber(a));
  for (const q of cands) {
    if (left <= 0) return false;
    if (q.id === p.id) return true;
    left -= q.hexes.length;
  }
  return false;
}

/** Strength of the US units on an advance path (16.82 step 4, A-46): attack strength, doubled in buildings or bocage, a Hero +1 after doubling (16.84). */
export function pathDefence(s: State, path: readonly string[]): number {
  let sum = 0;
  for (const hex of path)
    for (const u of unitsAt(s, hex)) {
      if (isLeader(u.id) || u.disrupted !== 'no') continue;
      const h = MAP.hex.get(hex);
      const dbl = h?.buildings || h?.terrain === 'bocage' ? 2 : 1;
      sum += (sideOf(u)?.strength ?? 0) * dbl + (u.hero !== 'none' ? 1 : 0);
    }
  return sum;
}

/** 16.82 step 3: on the path, all units but infantry and tanks are disrupted, and infantry and tanks with the card's symbol. */
export function advanceDisrupt(s: State, path: readonly string[], c: Card, events: FireEvent[], position: string): State {
  let t = s;
  for (const hex of path)
    for (const u of unitsAt(t, hex)) {
      if (isLeader(u.id) || u.disrupted !== 'no') continue;
      const type = usData(u.id).type;
      const infOrTank = isInfantryLike(type as never) || type === 'tank';
      if (infOrTank && symbolOf(u) !== c.target) continue;
      events.push({ type: 'fire-disrupt', position, unit: u.id, rule: 'DDOB 16.82' });
      t = { ...t, us: { ...t.us, [u.id]: { ...u, disrupted: 'old' } } };
    }
  return t;
}

/** 16.8, 16.86: where an occupied reinforcement position advances to, or null (no arrow, or every arrow's target German-occupied). */
export function advanceTarget(s: State, p: Position): Position | null {
  const targets = ADVANCE_ARROWS[p.id] ?? [];
  const free = targets.filter((id) => {
    const t = MAP.position.get(id);
    return !!t && !t.hexes.some((h) => s.german[h]);
  });
  const first = free[0];
  return first ? (MAP.position.get(first) ?? null) : null;
}

/** 16.81: may the unit attempt the advance? A hidden unit's division is never used. */
export function mayAttempt(s: State, p: Position): boolean {
  const g = stacksOf(s, p)[0];
  if (!g) return false;
  if (usInFof(s, p).length === 0) return true;
  if (!g.dm) return false;
  if (!g.unit.revealed) return true;
  const face = g.unit.face ? UNIT_FACES.get(g.unit.face) : undefined;
  return face?.division === 352;
}

/** Ranked targets for a single-unit German action: keys compared in order, smaller first. */
function ranked(units: readonly UsUnitState[], key: (u: UsUnitState) => number[]): { id: string; key: number[] }[] {
  return units.map((u) => ({ id: u.id, key: key(u) })).sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if ((a.key[i] as number) !== (b.key[i] as number)) return (a.key[i] as number) - (b.key[i] as number);
    return a.id < b.id ? -1 : 1;
  });
}

function act(s: State, p: Position, q: FireSquare, c: Card, action: GermanAction, k: number, events: FireEvent[]): ActionRun {
  const ctx = locContext(s);
  switch (action) {
    case 'fire':
    case 'fire-armor':
    case 'fire-leaders':
      return fireAction(s, p, q, c, k, events);
    case 'resupply-and-fire': {
      // 16.2: with LOC and no DM, the unit draws a DM, which counts for the fire.
      const hex = hexOfStack(p, s)[0] as string;
      const t = s.german[hex]?.dm ? s : gainDepth(s, hex, ctx);
      if (t !== s) events.push({ type: 'german-action', position: p.id, rule: 'DDOB 16.2' });
      return fireAction(t, p, q, c, k, events);
    }
    case 're-occupy': {
      // 16.1, 16.11: a US unit in either hex protects the WN; both hexes are filled if units allow.
      if (s.garrisons.includes(p.id)) return { state: s, pause: null };
      if (p.hexes.some((h) => ctx.occupied.has(h))) return { state: s, pause: null };
      // 16.12: more WNs to re-occupy than eliminated units: those nearest US units are filled first.
      if (!reoccupyAllowed(s, p, c, ctx)) return { state: s, pause: null };
      let t = s;
      for (const hex of p.hexes) {
        const pending = t.reveals.filter((r) => r.what === 'dead-wn').length;
        if (t.deadWn.length - pending <= 0) break;
        t = { ...t, german: { ...t.german, [hex]: { position: p.id, unit: { cls: 'wn-plain', face: null, revealed: false }, dm: null, disrupted: false } }, reveals: [...t.reveals, { hex, what: 'dead-wn' }] };
        t = captureGenerals(t, hex);
      }
      return { state: t === s ? s : markActed(t, p.id), pause: null };
    }
    case 'reinforce': {
      // 16.4: Tactical box first, then Division, always with a DM of the hex's type.
      if (s.garrisons.includes(p.id) || p.kind !== 'reinforcement') return { state: s, pause: null };
      if (!p.vp && usInFof(s, p, ['intense', 'steady']).length === 0) return { state: s, pause: null };
      const cls = s.boxes.tactical > 0 ? 'tactical' : s.boxes.division > 0 ? 'division' : null;
      if (!cls) return { state: s, pause: null };
      const hex = p.hexes[0] as string;
      let t: State =
        cls === 'division'
          ? fromDivisionBox(s, hex, p.id)
          : { ...s, boxes: { ...s.boxes, tactical: s.boxes.tactical - 1 }, german: { ...s.german, [hex]: { position: p.id, unit: { cls, face: null, revealed: false }, dm: null, disrupted: false } } };
      t = gainDepth(t, hex, locContext(t));
      t = captureGenerals(t, hex);
      events.push({ type: 'german-action', position: p.id, rule: 'DDOB 16.4' });
      return { state: markActed(t, p.id), pause: null };
    }
    case 'redeploy': {
      // 16.3: to another unoccupied reinforcement position of the sector with US units in its FoF and LOC;
      // VP first, then lowest number, then the most US steps in its FoF; 16.31 from a VP position only to a VP position.
      if (p.kind !== 'reinforcement' || !germanLoc(s, p.id, ctx)) return { state: s, pause: null };
      const dests = MAP.data.positions
        .filter((d) => d.kind === 'reinforcement' && d.id !== p.id && d.sector === p.sector && !d.hexes.some((h) => s.german[h] || ctx.occupied.has(h)) && (!p.vp || d.vp) && usInFof(s, d).length > 0)
        .sort((a, b) => {
          const av = a.kind === 'reinforcement' && a.vp ? 0 : 1;
          const bv = b.kind === 'reinforcement' && b.vp ? 0 : 1;
          const steps = (d: Position) => usInFof(s, d).reduce((n, u) => n + u.steps, 0);
          return av - bv || posNumber(a) - posNumber(b) || steps(b) - steps(a) || (a.id < b.id ? -1 : 1);
        });
      const dest = dests.find((d) => germanLoc(s, d.id, ctx));
      if (!dest) return { state: s, pause: null };
      events.push({ type: 'german-action', position: p.id, rule: 'DDOB 16.3' });
      return { state: markActed(moveStack(s, p.hexes[0] as string, dest), p.id, dest.id), pause: null };
    }
    case 'mortar': {
      // 16.5: units with the card's symbol beyond the FoF, in range, lose a step; limit 2 with a DM, 1 without.
      const g = stacksOf(s, p);
      const limit = g.some((x) => x.dm) ? 2 : 1;
      const fof = MAP.fireHexes.get(p.id);
      const targets = onMap(s).filter((u) => u.loc.kind === 'hex' && !isLeader(u.id) && symbolOf(u) === c.target && !fof?.has(u.loc.hex) && inMortarRange(p, u.loc.hex));
      return choose(s, p, ranked(targets, (u) => [-u.steps]), limit, 'step', k, events, 'DDOB 16.5');
    }
    case 'patrol-all':
    case 'patrol-one': {
      // 16.6, 16.61: every US unit in Intense or Moderate hexes of the FoF is disrupted; else one within 3 hexes.
      const near = usInFof(s, p, ['intense', 'steady']).filter((u) => u.disrupted === 'no');
      if (near.length > 0) return { state: apply(s, p, near.map((u) => u.id).sort(), 'disrupt', events, 'DDOB 16.6'), pause: null };
      const within = onMap(s).filter((u) => u.loc.kind === 'hex' && !isLeader(u.id) && u.disrupted === 'no' && distanceToPosition(u.loc.hex, p) <= 3);
      const key = (u: UsUnitState) => [distanceToPosition((u.loc as { hex: string }).hex, p), symbolOf(u) === c.target ? 0 : 1, -(sideOf(u)?.strength ?? 0)];
      return choose(s, p, ranked(within, key), 1, 'disrupt', k, events, 'DDOB 16.6');
    }
    case 'artillery': {
      // 16.7: an 88 or 75 hits one unit with the card's symbol in either sector; no LOC needed; not the rocket.
      if (!stacksOf(s, p).some((g) => g.unit.cls === 'wn-75' || g.unit.cls === 'wn-88')) return { state: s, pause: null };
      const targets = unitList(s).filter((u) => symbolOf(u) === c.target && artilleryTier(u) >= 0);
      const t = { ...s, germanArtillery: s.germanArtillery.includes(p.sector) ? s.germanArtillery : [...s.germanArtillery, p.sector] };
      const key = (u: UsUnitState) => [artilleryTier(u), sectorOfUnit(u) === p.sector ? 0 : 1, -u.steps];
      return choose(t, p, ranked(targets, key), 1, 'step', k, events, 'DDOB 16.7');
    }
    case 'ambush': {
      // 16.9, 16.92: one unit with the symbol in an Intense hex loses a step; else one in a Moderate or Sporadic hex is disrupted.
      const key = (u: UsUnitState) => [distanceToPosition((u.loc as { hex: string }).hex, p), -u.steps];
      const intense = usInFof(s, p, ['intense']).filter((u) => symbolOf(u) === c.target);
      if (intense.length > 0) return choose(s, p, ranked(intense, key), 1, 'step', k, events, 'DDOB 16.9');
      const other = usInFof(s, p, ['steady', 'sporadic']).filter((u) => symbolOf(u) === c.target && u.disrupted === 'no');
      return choose(s, p, ranked(other, key), 1, 'disrupt', k, events, 'DDOB 16.9');
    }
    case 'advance':
    case 'advance-or-fire':
      return advance(s, p, q, c, k, events);
    default:
      return { state: s, pause: null };
  }
}

/** 16.8–16.86: an Advance. Without a free arrow target, or when 16.81 says so, the position fires (if US units are in its FoF). */
function advance(s: State, p: Position, q: FireSquare, c: Card, k: number, events: FireEvent[]): ActionRun {
  const dest = advanceTarget(s, p);
  const fire = () => (usInFof(s, p).length > 0 ? fireAction(s, p, q, c, k, events) : { state: s, pause: null });
  if (!dest || !mayAttempt(s, p)) return fire();
  const path = advancePath(p.hexes[0] as string, dest.hexes[0] as string);
  const onPath = path.flatMap((h) => unitsAt(s, h)).filter((u) => !isLeader(u.id));
  if (onPath.length === 0) return { state: completeAdvance(s, p, dest, path, events).state, pause: null };
  let t = advanceDisrupt(s, path, c, events, p.id);
  if (pathDefence(t, path) >= 7) {
    events.push({ type: 'german-action', position: p.id, rule: 'DDOB 16.82 repulsed' });
    return { state: markActed(t, p.id), pause: null };
  }
  // Success: one US unit on the path of the player's choice loses a step.
  const alive = path.flatMap((h) => unitsAt(t, h)).filter((u) => !isLeader(u.id)).map((u) => u.id).sort();
  if (alive.length > 1) return { state: t, pause: { kind: 'german-choice', next: k, position: p.id, effect: 'step', need: 1, options: alive } };
  if (alive[0]) t = apply(t, p, [alive[0]], 'step', events, 'DDOB 16.82');
  return completeAdvance(t, p, dest, path, events, k);
}

/**
 * 16.82 after the step loss: the German unit (with its DM) moves to the destination; a Garrison there
 * is removed (19.3); US units in the destination are displaced to an adjacent hex off the path,
 * the player's choice (a `displace` pause, one unit at a time).
 */
export function completeAdvance(s: State, p: Position, dest: Position, path: readonly string[], events: FireEvent[], k = -1): ActionRun {
  const from = hexOfStack(p, s)[0];
  if (!from) return { state: s, pause: null };
  let t = moveStack(s, from, dest);
  t = { ...t, garrisons: t.garrisons.filter((g) => g !== dest.id) };
  t = markActed(t, p.id, dest.id);
  events.push({ type: 'german-action', position: p.id, rule: 'DDOB 16.82 advance' });
  const destHex = dest.hexes[0] as string;
  const displaced = unitsAt(t, destHex).filter((u) => usData(u.id).type !== 'general');
  const first = displaced[0];
  if (!first) return { state: t, pause: null };
  const options = displaceOptions(t, destHex, path);
  if (options.length === 0) {
    // Nowhere to go: stand-in reading, the unit is eliminated (the rules give no case).
    let v = t;
    for (const u of displaced) v = { ...v, us: { ...v.us, [u.id]: { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none' } } };
    return { state: v, pause: null };
  }
  return { state: t, pause: { kind: 'displace', next: k, unit: first.id, options } };
}

/** Hexes a unit displaced from `hex` may go to (16.82): adjacent, off the path, not German-occupied, not under water. */
export function displaceOptions(s: State, hex: string, path: readonly string[]): string[] {
  return (MAP.neighbours.get(hex) ?? []).filter((n) => !path.includes(n) && !s.german[n] && MAP.hex.get(n)?.terrain !== 'sea' && s.rules.sectors.includes(MAP.hex.get(n)?.sector ?? 'East')).sort();
}

/** After a `german-choice`: the effect on the picks; an Advance's step loss is followed by its move. */
export function resumeGermanChoice(s: State, sector: Sector, c: Card, next: number, position: string, effect: 'step' | 'disrupt', picks: readonly string[], events: FireEvent[]): ActionRun | { state: State; pause: null; done: true } {
  const p = MAP.position.get(position) as Position;
  const entry = actionOrder(sector, c)[next];
  let t = apply(s, p, picks, effect, events, entry?.pass === 'advance' ? 'DDOB 16.82' : 'DDOB 16');
  if (entry?.pass === 'advance') {
    const dest = advanceTarget(t, p);
    if (dest) {
      const out = completeAdvance(t, p, dest, advancePath(p.hexes[0] as string, dest.hexes[0] as string), events, next);
      if (out.pause) return out;
      t = out.state;
    }
  }
  return runGermanActions(t, sector, c, next + 1, events);
}

/** After a displacement: the unit moves; the next unit in the destination, if any, is displaced too. */
export function resumeDisplace(s: State, sector: Sector, c: Card, next: number, unit: string, to: string, events: FireEvent[]): ActionRun | { state: State; pause: null; done: true } {
  const u = s.us[unit];
  if (!u || u.loc.kind !== 'hex') return runGermanActions(s, sector, c, next + 1, events);
  const from = u.loc.hex;
  const t: State = { ...s, us: { ...s.us, [unit]: { ...u, loc: { kind: 'hex', hex: to } } } };
  const entry = actionOrder(sector, c)[next];
  const p = entry ? MAP.position.get(entry.position) : undefined;
  const dest = MAP.positionAt.get(from);
  const path = p && dest ? advancePath(p.hexes[0] as string, from) : [];
  const more = unitsAt(t, from).filter((x) => usData(x.id).type !== 'general')[0];
  if (more) {
    const options = displaceOptions(t, from, path);
    if (options.length > 0) return { state: t, pause: { kind: 'displace', next, unit: more.id, options } };
  }
  return runGermanActions(t, sector, c, next + 1, events);
}
