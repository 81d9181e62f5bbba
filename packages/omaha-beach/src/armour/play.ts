/**
 * Optional German armour (DDOB 23) wired into the turn: the entry of a tank in place of a Divisional
 * reinforcement on the second event (23.2, 23.21), the tanks' actions on their colour in the German
 * Fire Phase (23.4, 23.41–23.43) with their movement (23.5, 23.51–23.53) and Overrun, the infantry's
 * free move away (23.6), the end-movement defeat (23.5) and the VP (23.7). A tank is a German stack
 * (`s.german`, so US attacks, reveals and the view treat it like a position's unit, 23.6) whose
 * `position` is `TANK_POSITION` (it holds no printed position) and which carries a `tank` field.
 */
import type { Card, Sector, Zone } from '../cards/types.js';
import { combatData, isLeader, sideOf, unitsAt } from '../core.js';
import { germanIndexOf } from '../context.js';
import { FIRE_DIAGRAM, INTENSITY_PRIORITY } from '../data/fire-diagram.js';
import { REINFORCEMENT_UNITS } from '../data/german-units.js';
import { TANK_END_POINTS } from '../data/german-armor.js';
import { germanFireLoss, heroOfferPending, hitLeadersIn, type FireEvent, type FirePause } from '../fire/index.js';
import { captureGenerals, reinforce, reinforcementPosition } from '../german/index.js';
import { MAP, distance, type Position } from '../map/index.js';
import type { GermanStack, State } from '../state.js';
import { armourEntryPosition, tankActionPlan, tankActs, tankEscapeHexes, tankFieldOfFire, tankMayFireAt, type GermanTank } from './index.js';

/** The `position` of a tank stack: no printed position (23 intro: tanks need no specific position). */
export const TANK_POSITION = 'armour';

/** The four tank counters (23.1), in a fixed order: the order tanks act in within a sector's Fire Phase. */
export const TANK_IDS: readonly string[] = REINFORCEMENT_UNITS.filter((u) => u.pool === 'armor').map((u) => u.id).sort();

const END_POINTS: ReadonlySet<string> = new Set(TANK_END_POINTS.map((e) => e.hex));

/** The tanks on the map, by hex. */
export function tankHexes(s: State): readonly string[] {
  if (!s.armour) return NONE;
  // Once per German record (state is never mutated): listings ask for every unit and hex.
  const index = germanIndexOf(s);
  if (index.tanks) return index.tanks;
  const out: string[] = [];
  for (const [hex, g] of Object.entries(s.german)) if (g.tank) out.push(hex);
  return (index.tanks = out.length > 0 ? out.sort() : NONE);
}
const NONE: readonly string[] = Object.freeze([]);

/** A tank stack as the rule functions of `./index.js` read it. */
export function tankOf(hex: string, g: GermanStack): GermanTank {
  return { id: g.unit.face ?? hex, hex, disrupted: g.disrupted, stopped: g.tank?.stopped ?? false, colour: g.tank?.colour, dm: g.dm !== null };
}

/**
 * 23.2: the conditions of an armoured entry other than the position: the variant in play, from turn 17,
 * on the turn's second event (the Event Phase of 15 IV), the German Tactical Reinforcements box empty,
 * a tank left in the Optional Armor box and none entered this turn (23.21).
 */
export function armourEntryOpen(s: State): boolean {
  const a = s.armour;
  return !!a && a.tanks > 0 && s.turn >= 17 && s.phase === 'event2' && s.boxes.tactical === 0 && a.lastEntry !== s.turn;
}

/**
 * 23.2, 23.21: an event's reinforcements. Each zone's position is chosen by 9.3; of those on a main or
 * secondary road with a road path to exit B, C, D or E clear of US units, the lowest valued gets a tank
 * with an Armor DM instead of a Divisional reinforcement; the other zones reinforce as usual (9.3).
 */
export function reinforceWithArmour(s: State, zones: readonly Zone[]): State {
  if (!armourEntryOpen(s)) return zones.reduce((t, z) => reinforce(t, z), s);
  const chosen = zones.filter((z) => !s.rules.ignoreZones.includes(z)).map((z) => [z, reinforcementPosition(s, z)] as const);
  const entry = armourEntryPosition(s, chosen.flatMap(([, p]) => (p ? [p.id] : [])));
  let t = s;
  for (const z of zones) {
    const p = chosen.find(([y]) => y === z)?.[1];
    t = p && p.id === entry ? placeTank(t, p) : reinforce(t, z);
  }
  return t;
}

/**
 * 23.2: a tank and an Armor DM drawn from the Optional Armor box; the tank is placed face up (its
 * identity is chance over the tanks left, a `reveal`), the DM face down. Stand-in (README 15): the
 * tank's colour, which the counters print but the sources do not give, is its entry position's.
 */
export function placeTank(s: State, p: Position): State {
  const a = s.armour;
  if (!a || a.tanks === 0) return s;
  const hex = p.hexes[0] as string;
  const g: GermanStack = {
    position: TANK_POSITION,
    unit: { cls: 'armor', face: null, revealed: false },
    dm: a.dms > 0 ? { back: 'armor', face: null, revealed: false } : null,
    disrupted: false,
    tank: { colour: p.colour, stopped: false },
  };
  const t: State = {
    ...s,
    armour: { tanks: a.tanks - 1, dms: Math.max(0, a.dms - 1), entered: a.entered + 1, lastEntry: s.turn },
    german: { ...s.german, [hex]: g },
    reveals: [...s.reveals, { hex, what: 'unit' }],
  };
  return captureGenerals(t, hex);
}

interface TankCandidate {
  readonly unit: string;
  readonly tier: number;
  readonly dist: number;
  readonly steps: number;
  readonly effect: 'step' | 'disrupt';
}

/**
 * Units a tank's fire may hit (23.4, 23.41, 23.42): US units in its FoF (23.3, the whole FoF: A and P
 * too once they fire) it may fire at from its level, read on the Fire Diagram's revealed reinforcement
 * column; the card's armour bonus adds nothing (23.41: tanks may hit armour, German Actions Summary).
 * Order: Intense before Moderate, nearest, most steps (6.31); then the player's choice.
 */
export function tankFireCandidates(s: State, hex: string, c: Card): TankCandidate[] {
  const column = FIRE_DIAGRAM.revealed;
  const out: TankCandidate[] = [];
  for (const e of tankFieldOfFire(hex)) {
    if (!tankMayFireAt(hex, e.hex)) continue;
    const here = unitsAt(s, e.hex);
    if (here.length === 0) continue;
    const cell = column.cells[e.intensity];
    const conc = here.reduce((n, u) => n + u.steps, 0) >= 5;
    for (const u of here) {
      if (isLeader(u.id)) continue;
      const side = sideOf(u);
      if (!side || !combatData(u.id)) continue;
      if (cell.who === 'symbol' && side.symbol !== c.target && !conc) continue;
      if (cell.effect === 'disrupt' && u.disrupted !== 'no') continue;
      out.push({ unit: u.id, tier: INTENSITY_PRIORITY.indexOf(e.intensity), dist: distance(hex, e.hex), steps: u.steps, effect: cell.effect });
    }
  }
  return out.sort((a, b) => a.tier - b.tier || a.dist - b.dist || b.steps - a.steps || (a.unit < b.unit ? -1 : 1));
}

/** A tank's hit limit as a position's (6.31): the unit and its DM, doubled from turn 17 (14.11). */
export function tankHitLimit(s: State, g: GermanStack): number {
  return (1 + (g.dm ? 1 : 0)) * (s.turn >= 17 ? 2 : 1);
}

const sameRank = (a: TankCandidate, b: TankCandidate) => a.tier === b.tier && a.dist === b.dist && a.steps === b.steps;

/** The tank's targets: those hit for certain, and a tie across the limit left to the player (6.31). */
export function tankFireTargets(s: State, hex: string, c: Card): { sure: TankCandidate[]; options: TankCandidate[]; need: number } {
  const g = s.german[hex];
  if (!g) return { sure: [], options: [], need: 0 };
  const limit = tankHitLimit(s, g);
  const all = tankFireCandidates(s, hex, c);
  if (all.length <= limit) return { sure: all, options: [], need: 0 };
  const edge = all[limit - 1] as TankCandidate;
  const group = all.filter((x) => sameRank(x, edge));
  const sure = all.slice(0, limit).filter((x) => !sameRank(x, edge));
  return { sure, options: group, need: limit - sure.length };
}

function tankHit(s: State, hex: string, x: TankCandidate, events: FireEvent[]): State {
  const u = s.us[x.unit];
  if (!u) return s;
  if (x.effect === 'disrupt') {
    events.push({ type: 'fire-disrupt', position: hex, unit: x.unit, rule: 'DDOB 23.4' });
    return { ...s, us: { ...s.us, [x.unit]: { ...u, disrupted: 'old' } } };
  }
  events.push({ type: 'fire-step', position: hex, unit: x.unit, rule: 'DDOB 23.4' });
  // The loss and its 14.12 mark (one hit per firer and unit) in one copy of the record.
  return germanFireLoss(s, x.unit, true);
}

/**
 * German Actions Summary, tank column ("can hit leaders if ★"), 11.4, 11.41: on a leader square, the
 * capacity the tank's fire left (`used` hits) goes to leaders and Heroes in its FoF, nearest first.
 */
function tankLeaders(s: State, hex: string, c: Card, used: number, events: FireEvent[]): State {
  const g = s.german[hex];
  const square = g?.tank ? c.fire.find((q) => q.colour === g.tank?.colour) : undefined;
  if (!g || square?.content !== 'leader') return s;
  const left = tankHitLimit(s, g) - used;
  if (left <= 0) return s;
  const hexes = tankFieldOfFire(hex).filter((e) => tankMayFireAt(hex, e.hex)).map((e) => ({ hex: e.hex, dist: distance(hex, e.hex) }));
  return hitLeadersIn(s, hex, hexes, left, events);
}

/** The hex of a tank counter on the map, if any. */
function hexOfTank(s: State, id: string): string | null {
  for (const [hex, g] of Object.entries(s.german)) if (g.tank && g.unit.face === id) return hex;
  return null;
}

/**
 * A sector's tanks act (23.4) for the Fire card, from the `from`-th tank of `TANK_IDS`, after the
 * positions' German Actions (the order between them is not given: stand-in). A tank acts once a turn,
 * on its colour, in the sector of its hex, not disrupted, on a single square or, with its DM, a double
 * one; it moves (23.5) and fires by the card's letter. A tie among its targets pauses the run as a
 * `fire-choice` at entry `base + i` (`base`: the length of the positions' order). At the end, disrupted
 * tanks of the card's colours in the sector recover, as positions do (6.4).
 */
export function runTanks(s: State, sector: Sector, c: Card, base: number, from: number, events: FireEvent[]): { state: State; pause: FirePause | null } {
  if (!s.armour) return { state: s, pause: null };
  let t = s;
  for (let i = Math.max(0, from); i < TANK_IDS.length; i++) {
    if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: base + i } };
    const id = TANK_IDS[i] as string;
    const hex = hexOfTank(t, id);
    const g = hex ? t.german[hex] : undefined;
    if (!hex || !g?.tank || g.disrupted || MAP.hex.get(hex)?.sector !== sector || t.germanActed.includes(id)) continue;
    const square = c.fire.find((q) => q.colour === g.tank?.colour);
    const tank = tankOf(hex, g);
    if (!square || !tankActs(tank, square)) continue;
    const plan = tankActionPlan(t, tank, square, c.target);
    t = { ...t, germanActed: [...t.germanActed, id] };
    let at = hex;
    if (plan.overrun) {
      // 23.4 R: every US unit in the hex passed through is disrupted.
      for (const u of unitsAt(t, plan.overrun))
        if (!isLeader(u.id) && u.disrupted === 'no') {
          events.push({ type: 'fire-disrupt', position: hex, unit: u.id, rule: 'DDOB 23.4 R' });
          t = { ...t, us: { ...t.us, [u.id]: { ...u, disrupted: 'old' } } };
        }
    }
    const end = plan.path[plan.path.length - 1];
    if (end) {
      // 23.5, 23.51: the tank and its DM move; entering an end-movement point stops it for the game.
      const german = { ...t.german };
      delete german[hex];
      german[end] = { ...g, tank: { ...g.tank, stopped: END_POINTS.has(end) } };
      t = captureGenerals({ ...t, german }, end);
      at = end;
      events.push({ type: 'german-action', position: end, unit: id, rule: 'DDOB 23.5' });
    }
    if (!plan.fire) continue;
    const targets = tankFireTargets(t, at, c);
    for (const x of targets.sure) t = tankHit(t, at, x, events);
    if (targets.need > 0 && targets.options.length > targets.need)
      return { state: t, pause: { kind: 'fire-choice', next: base + i, position: at, need: targets.need, options: targets.options.map((x) => x.unit) } };
    for (const x of targets.options.slice(0, targets.need)) t = tankHit(t, at, x, events);
    t = tankLeaders(t, at, c, targets.sure.length + Math.min(targets.need, targets.options.length), events);
  }
  if (heroOfferPending(t)) return { state: t, pause: { kind: 'hero-offer', next: base + TANK_IDS.length } };
  return { state: undisruptTanks(t, sector, c), pause: null };
}

/** After the player's pick among a tank's tied targets (6.31): the picks are hit, then the next tank acts. */
export function resumeTankFire(s: State, sector: Sector, c: Card, base: number, i: number, picks: readonly string[], events: FireEvent[]): { state: State; pause: FirePause | null } {
  const hex = hexOfTank(s, TANK_IDS[i] ?? '');
  let t = s;
  if (hex) {
    const cands = tankFireCandidates(s, hex, c);
    for (const unit of picks) {
      const x = cands.find((y) => y.unit === unit);
      if (x) t = tankHit(t, hex, x, events);
    }
    // A tie across the limit means the limit is reached: no capacity is left for leaders (★).
  }
  return runTanks(t, sector, c, base, i + 1, events);
}

/** 6.4 for tanks: disrupted tanks of the card's colours in the sector lose their Disrupted marker. */
function undisruptTanks(s: State, sector: Sector, c: Card): State {
  let german = s.german;
  for (const [hex, g] of Object.entries(s.german))
    if (g.tank && g.disrupted && MAP.hex.get(hex)?.sector === sector && c.fire.some((q) => q.colour === g.tank?.colour)) german = { ...german, [hex]: { ...g, disrupted: false } };
  return german === s.german ? s : { ...s, german };
}

/** 23.43: a position occupied by a German tank does not act (only the tank does). */
export function positionHoldsTank(s: State, p: Position): boolean {
  if (!s.armour) return false;
  return p.hexes.some((h) => s.german[h]?.tank !== undefined);
}

/**
 * 23.6: the hexes a unit may reach by the free self-preservation move: infantry adjacent to and in the
 * FoF of a tank (at the start of the Action Phase: the unit has not acted, and tanks do not move in it)
 * to a hex neither adjacent to a tank nor in its FoF.
 */
export function tankEscapes(s: State, unit: string): string[] {
  const tanks = tankHexes(s);
  if (tanks.length === 0) return [];
  const out = new Set<string>();
  for (const hex of tanks) for (const to of tankEscapeHexes(s, unit, hex)) out.add(to);
  // Away from every tank, not into another tank's reach.
  return [...out].filter((to) => tanks.every((hex) => distance(to, hex) > 1 && !tankFieldOfFire(hex).some((e) => e.hex === to))).sort();
}

/** 23.5 (L1981, A-63): at the end of a turn, a non-disrupted tank on an end-movement point is a decisive US defeat. */
export function tankOnEndPoint(s: State): boolean {
  if (!s.armour) return false;
  for (const [hex, g] of Object.entries(s.german)) if (g.tank && !g.disrupted && END_POINTS.has(hex)) return true;
  return false;
}

/** 23.3: the FoF hexes of the tanks on the map (they count for US communication like a position's, 12.31). */
export function tankFireHexes(s: State): string[] {
  const out: string[] = [];
  for (const hex of tankHexes(s)) for (const e of tankFieldOfFire(hex)) out.push(e.hex);
  return out;
}

/** 7.32 with tanks (23.3): a watcher id for a tank. */
const WATCHER = 'tank@';

/** 23.3, 7.32: the non-disrupted tanks next to `hex` whose FoF covers it, as watcher ids. */
export function tankWatchers(s: State, hex: string): readonly string[] {
  const tanks = tankHexes(s);
  if (tanks.length === 0) return NONE;
  const out: string[] = [];
  for (const t of tanks) {
    const g = s.german[t];
    if (!g || g.disrupted || distance(t, hex) !== 1) continue;
    if (tankFieldOfFire(t).some((e) => e.hex === hex)) out.push(WATCHER + t);
  }
  return out;
}

/** The colour and DM of a tank watcher (7.32: the draw reads the tank's colour; double squares need its DM). */
export function tankWatcher(s: State, id: string): { colour: NonNullable<GermanStack['tank']>['colour']; dm: boolean } | null {
  if (!id.startsWith(WATCHER)) return null;
  const g = s.german[id.slice(WATCHER.length)];
  return g?.tank ? { colour: g.tank.colour, dm: g.dm !== null } : null;
}

/** 17.1 with tanks (23.3): the Intense and Moderate hexes of non-disrupted tanks stop infantry's two-hex moves. */
export function tankStopHexes(s: State): string[] {
  const out: string[] = [];
  for (const t of tankHexes(s)) if (!s.german[t]?.disrupted) for (const e of tankFieldOfFire(t)) out.push(e.hex);
  return out;
}

/** A tank's FoF hexes as a set (23.3), for the US barrage and spotting rules that read a target's FoF (23.6). */
export function tankFireHexSet(hex: string): ReadonlySet<string> {
  let hit = FOF_SETS.get(hex);
  if (!hit) FOF_SETS.set(hex, (hit = new Set(tankFieldOfFire(hex).map((e) => e.hex))));
  return hit;
}
/** Map data only: one set per hex (a cache, not game state). */
const FOF_SETS = new Map<string, ReadonlySet<string>>();
