/**
 * D-Day at Omaha Beach through the kernel's `defineGame`. One player decides (the US); the German
 * side is the cards and tables, played as `chance` (card draws, reveals of face-down counters).
 * A `german` seat exists only to name the winner when the US loses.
 */
import { drawOutcomes } from './cards/draws.js';
import { defineGame, rational, ruleError, type ChanceOutcome, type GameEvent } from '@esagono/kernel';
import { card, eventFor } from './cards/index.js';
import type { Division, Sector } from './cards/types.js';
import { combatData, copyState, isLeader, onMap, setUnit, setUnits, sideOf, unitsAt, usData, withStep, withUnit, withUnits } from './core.js';
import { actionCost, canAct, infiltrationWatchers, isFree, selfPreservation, stepKind, stepOptions } from './actions/index.js';
import { attackTargets, attackValid, barrageTargets, canJoin, joinable, navalBarrageTargets, navalSpotter } from './combat/index.js';
import { BARRAGE_TABLE, barrageColumn, barrageRow } from './data/barrage-table.js';
import { clearable } from './engineers/index.js';
import { applyEvent, heroCandidates, revealAll } from './events/index.js';
import { afterGermanRun, answerHeroOffer, choiceBestPicks, finishArtillery, germanFireLoss, resumeFire, runFire, type FireEvent, type FirePause } from './fire/index.js';
import { addDepthMarker, applyReveal, revealWeights } from './german/index.js';
import { landingChecks, mineStep, placementBoxes, rangerDrift, rangerDriftOptions, toPlace } from './landing/index.js';
import { loseSteps } from './losses.js';
import { MAP, distance, roadType, sideFeatures, underWater } from './map/index.js';
import { tankRoadDestinations } from './roads/index.js';
import { tankEscapes, tankStopHexes, tankWatcher } from './armour/play.js';
import { tideOf } from './data/tracks.js';
import { enterPhase, extendedNow, settle } from './sequence/index.js';
import { canBecomeCp } from './command-posts/index.js';
import { advanceableBases, basePlaces, garrisonable, trafficFree } from './engineer-bases/index.js';
import { resumeDisplace, resumeGermanChoice } from './german-actions/index.js';
import { initialState, setupOptions } from './setup/index.js';
import { germanIndexOf } from './context.js';
import { MoveSchema, SetupSchema, StateSchema, type DrawPurpose, type Move, type Setup, type State, type Step, type UsUnitState } from './state.js';
import { infantryLosses, victoryPoints } from './victory/index.js';

export const PLAYERS = ['us', 'german'] as const;
export type Player = (typeof PLAYERS)[number];

export interface OmahaEvent extends GameEvent {
  readonly unit?: string;
  readonly card?: number;
}

/** What a player sees: everything but the identity of face-down German counters (9.1). */
export interface View {
  readonly turn: number;
  readonly phase: State['phase'];
  readonly step: State['step'];
  readonly us: State['us'];
  /** `tank`: a German tank (DDOB 23), always revealed, with its colour and whether it stopped on an end point (23.5). */
  readonly german: Readonly<Record<string, { position: string; unit: string | null; dm: 'none' | 'face-down' | string; disrupted: boolean; tank?: { colour: string; stopped: boolean } }>>;
  /** DDOB 23.1 (optional armour): the German Optional Armor box and the tanks entered (23.7). */
  readonly armour?: State['armour'];
  readonly boxes: State['boxes'];
  readonly deckSize: number;
  readonly discard: readonly number[];
  readonly fireCard: State['fireCard'];
  readonly cleared: readonly string[];
  readonly actions: State['actions'];
  readonly vp: number;
  readonly losses: Readonly<Record<Division, number>>;
  readonly result: State['result'];
  /** Extended mode (DDOB 18, 19, 20.3): Command Posts and their range spaces, Engineer Bases, Garrisons, exited units. */
  readonly cps: State['cps'];
  readonly bases: State['bases'];
  readonly garrisons: State['garrisons'];
  readonly exited: State['exited'];
}

const ok = (state: State, events: OmahaEvent[] = []) => ({ ok: true as const, state: settle(state), events });

/** Cards that can be drawn: the deck, or the reshuffled discards when it is empty (A-08, stand-in). */
function drawable(s: State): number[] {
  return s.deck.length > 0 ? s.deck : s.discard;
}

/**
 * The card drawn leaves the deck for the discards (2.3), the draw step done: one copy of the state.
 * A Fire card drawn for a sector is also that sector's fire card (6.1), in the same copy.
 */
function takeCard(s: State, id: number, fireSector: Sector | null = null): State {
  const empty = s.deck.length === 0;
  const deck = empty ? s.discard : s.deck;
  const discard = empty ? [id] : [...s.discard, id];
  const t = copyState(s);
  t.deck = deck.filter((c) => c !== id);
  t.discard = discard;
  t.step = null;
  if (fireSector !== null) t.fireCard = fireSector === 'East' ? { East: id, West: s.fireCard.West } : { East: s.fireCard.East, West: id };
  return t;
}

function actionMoves(s: State, division: Division): Move[] {
  const out: Move[] = [];
  const extended = extendedNow(s);
  const left = s.actions[division];
  const units = onMap(s).filter((u) => u.command === division && !u.acted);
  // Per unit, once: free actions (7.1) and whether it is infantry (7.5, 8.1), read by several rules below.
  const freeOf = units.map((u) => isFree(s, u));
  const infantryOf = units.map((u) => {
    const d = combatData(u.id);
    return !!d && (d.type === 'infantry' || d.type === 'ranger' || d.type === 'heavy-infantry');
  });
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UsUnitState;
    if (u.loc.kind !== 'hex') continue;
    const from = u.loc.hex;
    if (u.disrupted === 'old') out.push({ type: 'remove-disrupted', unit: u.id });
    // 7.4: a unit with Climb and Disrupted markers may only remove the Disrupted marker.
    if (u.climb === 'climb' && u.disrupted === 'no') out.push({ type: 'remove-climb', unit: u.id });
    if (u.climb === 'climb-cliff' && u.disrupted === 'no') {
      out.push({ type: 'remove-climb', unit: u.id });
      for (const n of CLIFF_NEIGHBOURS.get(from) ?? []) if (cliffTarget(s, n)) out.push({ type: 'move', units: [u.id], to: n });
    }
    if (!canAct(u, division)) continue;
    // 18: a Command Post does not move; abandoning it (18.11) flips it back and moves the HQ.
    if (s.cps[u.id] !== undefined) {
      for (const n of MAP.neighbours.get(from) ?? []) if (stepKind(s, u.id, from, n) === 'move') out.push({ type: 'abandon-cp', unit: u.id, to: n });
      continue;
    }
    const free = freeOf[i] as boolean;
    // 19.3: traffic management, a free Move action for units starting on low ground within a working base's range.
    const traffic = extended && trafficFree(s, from);
    if (extended && EXIT_OF.has(from) && (free || left > 0)) out.push({ type: 'exit', unit: u.id });
    if (extended)
      for (const to of twoHexDestinations(s, u.id, from)) if (free || traffic || left > 0) out.push({ type: 'move', units: [u.id], to });
    // 17.2: in the extended mode a tank starting on a road may move along it more than one hex.
    if (extended && (free || traffic || left > 0)) for (const to of tankRoadDestinations(s, u.id, from, (a, b) => infiltrates(s, a, b))) out.push({ type: 'move', units: [u.id], to });
    const listed = out.length;
    for (const x of stepOptions(s, u.id, from)) {
      const cost = free || (traffic && x.kind === 'move') || (x.kind === 'move' && x.selfPreservation) ? 0 : 1;
      if (cost > left) continue;
      if (x.infiltrates && isLeader(u.id) && unitsAt(s, from).every((y) => isLeader(y.id))) continue;
      out.push({ type: 'move', units: [u.id], to: x.to });
    }
    // 23.6: infantry next to and in the FoF of a German tank may move away for free (a one-hex move or climb).
    if (s.armour)
      for (const to of tankEscapes(s, u.id))
        if (stepKind(s, u.id, from, to) !== 'no' && !out.slice(listed).some((m) => m.type === 'move' && m.to === to)) out.push({ type: 'move', units: [u.id], to });
    if (infantryOf[i] && (free || left > 0)) {
      const cliffs = (CLIFF_NEIGHBOURS.get(from) ?? []).filter((n) => cliffTarget(s, n));
      // 17.12: in the extended mode the first action crosses the cliff and places a Climb marker (two turns, not three).
      if (extended) for (const n of cliffs) out.push({ type: 'move', units: [u.id], to: n });
      else if (cliffs.length > 0) out.push({ type: 'start-cliff', unit: u.id });
    }
  }
  // 7.21: two stacked units moving together to the same hex are one action.
  // Pairs in list order (a before b), found among the units of a's hex (the index keeps the same order).
  for (let i = 0; i < units.length; i++) {
    const a = units[i] as UsUnitState;
    if (a.loc.kind !== 'hex' || !canAct(a, division) || isLeader(a.id)) continue;
    const here = unitsAt(s, a.loc.hex);
    if (here.length < 2) continue;
    let after = false;
    for (const b of here) {
      if (b === a) after = true;
      if (b === a || !after || b.command !== division || b.acted) continue;
      if (b.loc.kind !== 'hex' || !canAct(b, division) || isLeader(b.id)) continue;
      // 7.21: one action unless both are free (they share a hex).
      const cost = freeOf[i] && isFree(s, b) ? 0 : 1;
      if (cost > left) continue;
      const bSteps = stepOptions(s, b.id, b.loc.hex);
      for (const x of stepOptions(s, a.id, a.loc.hex))
        if (x.kind === 'move' && bSteps.some((y) => y.to === x.to && y.kind === 'move')) out.push({ type: 'move', units: [a.id, b.id], to: x.to });
    }
  }
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UsUnitState;
    if (left === 0 && !freeOf[i]) continue;
    for (const target of barrageTargets(s, division, u)) out.push({ type: 'barrage', unit: u.id, target });
  }
  // 8.1: an attack is declared with an infantry or Ranger unit adjacent to the target.
  const infantry = units.filter((u, i) => infantryOf[i] && canAct(u, division) && (left > 0 || freeOf[i]));
  if (infantry.length > 0)
    for (const target of attackTargets(s))
      for (const u of infantry)
        if (u.loc.kind === 'hex' && distance(u.loc.hex, target) === 1 && canJoin(s, division, target, [], u) && attackValid(s, target, [u.id]))
          out.push({ type: 'declare-attack', target, unit: u.id });
  for (const target of navalBarrageTargets(s)) out.push({ type: 'naval-barrage', target });
  out.push({ type: 'end-actions' });
  return out;
}

/** The Engineer & HQ Phase (DDOB 15 V): CPs (18.1), one base placed or advanced (19.21), Garrisons (19.3). */
function hqMoves(s: State, division: Division, baseDone: boolean): Move[] {
  const out: Move[] = [];
  for (const u of onMap(s)) if (u.command === division && canBecomeCp(s, u.id)) out.push({ type: 'make-cp', unit: u.id });
  if (!baseDone) {
    for (const hex of basePlaces(s, division)) out.push({ type: 'place-base', hex });
    for (const hex of advanceableBases(s, division)) out.push({ type: 'advance-base', hex });
  }
  for (const position of garrisonable(s, division)) out.push({ type: 'garrison', position });
  out.push({ type: 'end-hq' });
  return out;
}

/** Per hex, the neighbours across a scalable cliff (7.5), in neighbour order (static: built once for the map). */
const CLIFF_NEIGHBOURS: ReadonlyMap<string, readonly string[]> = new Map(
  MAP.data.hexes.map((h) => [h.id, (MAP.neighbours.get(h.id) ?? []).filter((n) => sideFeatures(h.id, n).includes('scaleable_cliff'))]),
);

const EXIT_OF: ReadonlyMap<string, string> = new Map(Object.entries(MAP.data.exits).map(([k, v]) => [v, k]));

/**
 * 17.1: in the extended mode infantry, Rangers, HQs and Generals may move two hexes in one Move
 * action; infantry stop on entering bocage off the roads or an Intense or Moderate hex of an occupied, non-disrupted
 * position; crossing a bluff is one hex (17.11); leaders may not cross rough (the chart). Two-hex
 * moves through an infiltration are not offered (a one-hex move does that).
 */
function twoHexDestinations(s: State, id: string, from: string): string[] {
  const t = usData(id).type;
  if (t !== 'infantry' && t !== 'heavy-infantry' && t !== 'ranger' && t !== 'hq' && t !== 'general') return [];
  const infantry = t !== 'hq' && t !== 'general';
  const stops = infantry ? stopHexes(s) : null;
  const out = new Set<string>();
  for (const n of MAP.neighbours.get(from) ?? []) {
    if (stepKind(s, id, from, n) !== 'move' || infiltrates(s, from, n)) continue;
    // 17.1: bocage stops infantry only when entered without a road or trail.
    if (infantry && ((MAP.hex.get(n)?.terrain === 'bocage' && !roadType(from, n)) || stops?.has(n))) continue;
    for (const m of MAP.neighbours.get(n) ?? []) {
      if (m === from || distance(from, m) !== 2 || out.has(m)) continue;
      if (stepKind(s, id, n, m) !== 'move' || infiltrates(s, n, m) || infiltrates(s, from, m)) continue;
      out.add(m);
    }
  }
  return [...out].sort();
}

/** Intense or Moderate hexes of occupied, non-disrupted positions (17.1, A-49). */
function stopHexes(s: State): Set<string> {
  const out = new Set<string>();
  for (const g of germanIndexOf(s).stacks) {
    if (g.disrupted) continue;
    for (const e of MAP.fieldOfFire.get(g.position) ?? []) if (e.intensity !== 'sporadic') out.add(e.hex);
  }
  // 23.3: so do a non-disrupted German tank's (it has no Sporadic hexes).
  if (s.armour) for (const h of tankStopHexes(s)) out.add(h);
  return out;
}

/** A hex across a scalable cliff a climbing unit may reach (7.5). */
function cliffTarget(s: State, n: string): boolean {
  const h = MAP.hex.get(n);
  return !!h && s.rules.sectors.includes(h.sector) && !s.german[n] && h.terrain !== 'rough' && !underWater(h, tideOf(s.turn));
}

function infiltrates(s: State, from: string, to: string): boolean {
  const a = infiltrationWatchers(s, from);
  return a.length > 0 && infiltrationWatchers(s, to).some((p) => a.includes(p));
}

export function legalMovesOf(s: State): Move[] {
  const step = s.step;
  if (s.result || s.reveals.length > 0) return [];
  // 11.14: a pending Hero sacrifice is answered first.
  const offer = s.heroOffers?.[0];
  if (offer !== undefined) return [true, false].map((sacrifice) => ({ type: 'hero-sacrifice', unit: offer, sacrifice }));
  if (!step) return [];
  switch (step.kind) {
    case 'mine':
      return step.candidates.map((unit) => ({ type: 'mine-loss', unit }));
    case 'leader-follow':
      return step.options.map((box) => ({ type: 'follow', unit: step.leader, box }));
    case 'ranger-drift':
      return [0, 1, 2, 3, 4].map((boxes) => ({ type: 'ranger-drift', unit: step.units[0] as string, boxes }));
    case 'stacking':
      return step.options.map((unit) => ({ type: 'eliminate', unit }));
    case 'fire-choice': {
      // 6.34: only picks that keep the most different units losing a step.
      const best = choiceBestPicks(s, step.sector, card(step.card), step).filter((combo) => step.picked.every((p) => combo.includes(p)));
      return step.options.filter((u) => !step.picked.includes(u) && best.some((combo) => combo.includes(u))).map((unit) => ({ type: 'fire-target', unit }));
    }
    case 'artillery-choice':
      return step.options.map((unit) => ({ type: 'fire-target', unit }));
    case 'german-choice':
      return step.options.filter((u) => !step.picked.includes(u)).map((unit) => ({ type: 'fire-target', unit }));
    case 'displace':
      return step.options.map((to) => ({ type: 'displace', unit: step.unit, to }));
    case 'hq':
      return hqMoves(s, step.division, step.baseDone);
    case 'setup': {
      const unit = step.units[0] as string;
      return setupOptions(s, unit).map((at) => ({ type: 'set-up', unit, at }));
    }
    case 'place': {
      const out: Move[] = placementBoxes(s, step.unit).map((box) => ({ type: 'place', unit: step.unit, box }));
      if (s.turn >= 7 && s.turn < s.rules.lastTurn) out.push({ type: 'delay', unit: step.unit }); // 5.34
      return out;
    }
    case 'hero':
      return heroCandidates(s, step.division).map((unit) => ({ type: 'hero', unit }));
    case 'restore':
      return step.candidates.map((unit) => ({ type: 'restore', unit }));
    case 'prisoner':
      return step.options.map((hex) => ({ type: 'interrogate', hex }));
    case 'engineers':
      return [...clearable(s, step.sector).map((hex): Move => ({ type: 'clear', hex })), { type: 'end-engineers' }];
    case 'actions':
      return actionMoves(s, step.division);
    case 'attack': {
      const out: Move[] = joinable(s, step.division, step.target, step.committed).map((unit) => ({ type: 'commit', unit }));
      if (!step.naval && s.naval > 0 && step.committed.some((id) => navalSpotter(s, id))) out.push({ type: 'commit-naval' });
      if (attackValid(s, step.target, step.committed)) out.push({ type: 'resolve-attack' });
      return out;
    }
    case 'hero-use':
      return [
        { type: 'hero-use', use: 'wild' },
        { type: 'hero-use', use: 'plus' },
      ];
    case 'attrition':
      return [...step.candidates.map((unit): Move => ({ type: 'attrition', unit })), { type: 'attrition', unit: null }];
    case 'infiltrate':
      return [
        { type: 'infiltrate', go: true },
        { type: 'infiltrate', go: false },
      ];
    default:
      return [];
  }
}

export function chanceOutcomesOf(s: State): ChanceOutcome<Move>[] {
  if (s.result) return [];
  const r = s.reveals[0];
  if (r) return revealWeights(s, r).map((x) => ({ move: { type: 'reveal', face: x.face }, p: rational(x.num, x.den) }));
  if (s.step?.kind !== 'draw' || (s.heroOffers?.length ?? 0) > 0) return [];
  return drawOutcomes(drawable(s));
}

function moveKey(m: Move): string {
  return JSON.stringify(m, Object.keys(m).sort());
}

function resolveDraw(s: State, purpose: DrawPurpose, id: number, events: OmahaEvent[]): State {
  const c = card(id);
  let t: State = takeCard(s, id, purpose.for === 'fire' ? purpose.sector : null);
  events.push({ type: 'card-drawn', card: id, rule: 'DDOB 2.3' });
  switch (purpose.for) {
    case 'landing': {
      const rangers = rangerDriftOptions(t, purpose.sector, c);
      const before = t;
      t = landingChecks(t, purpose.sector, c);
      const still = rangers.filter((r) => t.us[r]?.loc.kind === 'box');
      const follow = leaderFollowOptions(before, t, purpose.sector);
      const [first, ...rest] = follow;
      if (first) return withStep(t, { kind: 'leader-follow', sector: purpose.sector, card: id, leader: first.leader, options: first.options, rest, rangers: still });
      return afterFollow(t, purpose.sector, id, still);
    }
    case 'event': {
      const e = eventFor(c, t.turn);
      if (!e) return t;
      events.push({ type: `event:${e.kind}`, card: id, rule: 'DDOB 4 II' });
      const out = applyEvent(t, e);
      return withStep(out.state, out.step);
    }
    case 'fire': {
      const fe: FireEvent[] = [];
      const out = runFire(t, purpose.sector, c, 0, fe);
      pushFire(events, fe);
      return withPause(out.state, purpose.sector, id, out.pause);
    }
    case 'infiltration': {
      // 7.32: a loss if the card shows the position's colour (a single square unless it holds a DM) and the unit's symbol.
      const colourHit = purpose.colours.some((col, i) => c.fire.some((q) => q.colour === col && (purpose.withDm[i] || !q.double)));
      let hit = false;
      for (const id2 of purpose.units) {
        const u = t.us[id2];
        if (!u || isLeader(id2) || !colourHit || sideOf(u)?.symbol !== c.target) continue;
        t = germanFireLoss(t, id2);
        hit = true;
        events.push({ type: 'infiltration-loss', unit: id2, rule: 'DDOB 7.32' });
      }
      const alive = purpose.units.filter((x) => t.us[x]?.loc.kind === 'hex');
      if (hit && alive.length > 0) return withStep(t, { kind: 'infiltrate', division: purpose.division, units: alive, to: purpose.to });
      if (!hit) t = setUnits(t, alive.map((x) => ({ ...(t.us[x] as State['us'][string]), loc: { kind: 'hex' as const, hex: purpose.to } })));
      return withStep(t, { kind: 'actions', division: purpose.division });
    }
    case 'barrage': {
      // 8.4: the US Barrage Table, row by what the card shows, column by the tank's strength.
      const g = t.german[purpose.target];
      const u = t.us[purpose.unit];
      if (g && u) {
        const p = MAP.position.get(g.position);
        // 23.6: a tank's colour is its own.
        const row = barrageRow(c.fire.some((q) => q.colour === (g.tank?.colour ?? p?.colour)), sideOf(u)?.symbol === c.target);
        const res = BARRAGE_TABLE[row][barrageColumn(sideOf(u)?.strength ?? 0)];
        events.push({ type: `barrage:${res}`, rule: 'DDOB 8.4' });
        if (res === 'disrupt' || (res === 'disrupt-if-no-dm' && !g.dm)) t = { ...t, german: { ...t.german, [purpose.target]: { ...g, disrupted: true } } };
        if (res === 'disrupt-and-remove-dm') t = { ...t, german: { ...t.german, [purpose.target]: { ...g, disrupted: true, dm: null } } };
      }
      return withStep(t, { kind: 'actions', division: purpose.division });
    }
    case 'naval-hit': {
      const name = purpose.targets[c.target] ?? '';
      const m = /^(WN\d\d)([NS])?$/.exec(name);
      const p = MAP.position.get(m ? (m[1] as string) : name);
      const hex = p ? (m?.[2] === 'S' ? p.hexes[1] : p.hexes[0]) : undefined;
      if (!hex || !p || !t.rules.sectors.includes(p.sector)) return t;
      const g = t.german[hex];
      if (g) return { ...t, german: { ...t.german, [hex]: { ...g, disrupted: true, dm: null } } };
      if (unitsAt(t, hex).some((u) => !isLeader(u.id))) return withStep(t, { kind: 'draw', purpose: { for: 'naval-hit-us', hex } });
      return t;
    }
    case 'bombardment': {
      // 22.1: two Fire cards; every WN unit of a colour on either card is disrupted and loses its DM, on both cards it is removed too.
      if (purpose.first === null) return withStep(t, { kind: 'draw', purpose: { for: 'bombardment', first: id } });
      const a = card(purpose.first).fire.map((q) => q.colour);
      const b = c.fire.map((q) => q.colour);
      const german = { ...t.german };
      for (const [hex, g] of Object.entries(german)) {
        const p = MAP.position.get(g.position);
        if (!p || p.kind !== 'wn') continue;
        const inA = a.includes(p.colour);
        const inB = b.includes(p.colour);
        if (inA && inB) delete german[hex];
        else if (inA || inB) german[hex] = { ...g, disrupted: true, dm: null };
      }
      events.push({ type: 'bombardment', rule: 'DDOB 22.1' });
      return enterPhase({ ...t, german, step: null });
    }
    case 'naval-hit-us': {
      const hit = unitsAt(t, purpose.hex)
        .filter((u) => !isLeader(u.id) && sideOf(u)?.symbol === c.target)
        .sort((a, b) => b.steps - a.steps || (a.id < b.id ? -1 : 1))[0];
      return hit ? loseSteps(t, hit.id) : t;
    }
  }
}

/** 5.12: leaders in a box some of whose units drifted away, with the boxes they may follow to (own box first). */
function leaderFollowOptions(before: State, after: State, sector: 'East' | 'West'): { leader: string; options: string[] }[] {
  const out: { leader: string; options: string[] }[] = [];
  for (const l of Object.values(after.us)) {
    if (!isLeader(l.id) || l.loc.kind !== 'box' || MAP.box.get(l.loc.box)?.sector !== sector) continue;
    const own = l.loc.box;
    const targets = new Set<string>();
    for (const u of Object.values(before.us)) {
      const now = after.us[u.id]?.loc;
      if (isLeader(u.id) || u.loc.kind !== 'box' || u.loc.box !== own || now?.kind !== 'box' || now.box === own) continue;
      targets.add(now.box);
    }
    if (targets.size > 0) out.push({ leader: l.id, options: [own, ...[...targets].sort()] });
  }
  return out;
}

/** 5.12 after Ranger drifts (5.13): leaders in a box a Ranger drifted from may follow it (own box first). */
function rangerFollowOptions(s: State, sector: 'East' | 'West', drifted: readonly { from: string; to: string }[]): { leader: string; options: string[] }[] {
  const out: { leader: string; options: string[] }[] = [];
  for (const l of Object.values(s.us)) {
    if (!isLeader(l.id) || l.loc.kind !== 'box' || MAP.box.get(l.loc.box)?.sector !== sector) continue;
    const own = l.loc.box;
    const targets = [...new Set(drifted.filter((d) => d.from === own && d.to !== own).map((d) => d.to))].sort();
    if (targets.length > 0) out.push({ leader: l.id, options: [own, ...targets] });
  }
  return out;
}

function afterFollow(s: State, sector: 'East' | 'West', cardId: number, rangers: readonly string[]): State {
  if (rangers.length > 0) return withStep(s, { kind: 'ranger-drift', sector, card: cardId, units: [...rangers] });
  return afterChecks(s, sector, card(cardId));
}

/** After the landing checks (and Ranger drifts): the mines (5.14). */
function afterChecks(s: State, sector: 'East' | 'West', c: ReturnType<typeof card>): State {
  const m = mineStep(s, sector, c);
  return m.choose ? withStep(m.state, { kind: 'mine', candidates: m.choose }) : withStep(m.state, null);
}

function pushFire(events: OmahaEvent[], fe: readonly FireEvent[]): void {
  for (const e of fe) events.push(e.unit ? { type: e.type, rule: e.rule, unit: e.unit } : { type: e.type, rule: e.rule });
}

function withPause(s: State, sector: 'East' | 'West', cardId: number, pause: FirePause | null): State {
  if (!pause) return withStep(s, null);
  if (pause.kind === 'fire-choice')
    return withStep(s, { kind: 'fire-choice', sector, card: cardId, next: pause.next, position: pause.position, need: pause.need, options: [...pause.options], picked: [] });
  if (pause.kind === 'german-choice')
    return withStep(s, { kind: 'german-choice', sector, card: cardId, next: pause.next, position: pause.position, effect: pause.effect, need: pause.need, options: [...pause.options], picked: [] });
  if (pause.kind === 'displace') return withStep(s, { kind: 'displace', sector, card: cardId, next: pause.next, unit: pause.unit, options: [...pause.options] });
  if (pause.kind === 'hero-offer') return withStep(s, { kind: 'fire-resume', sector, card: cardId, next: pause.next });
  return withStep(s, { kind: 'artillery-choice', sector, card: cardId, options: [...pause.options] });
}

function resolveMove(s: State, m: Move, events: OmahaEvent[]): State | string {
  const step = s.step as Step;
  switch (m.type) {
    case 'follow': {
      if (step.kind !== 'leader-follow') return 'wrong step';
      const u = s.us[m.unit]!;
      const t = setUnit(s, { ...u, loc: { kind: 'box', box: m.box } });
      const [next, ...rest] = step.rest;
      if (next) return withStep(t, { ...step, leader: next.leader, options: next.options, rest });
      return afterFollow(t, step.sector, step.card, step.rangers);
    }
    case 'ranger-drift': {
      if (step.kind !== 'ranger-drift') return 'wrong step';
      const t = rangerDrift(s, m.unit, m.boxes);
      if (m.boxes > 0) events.push({ type: 'ranger-drift', unit: m.unit, rule: 'DDOB 5.13' });
      const was = s.us[m.unit]?.loc;
      const now = t.us[m.unit]?.loc;
      const drifted = [...(step.drifted ?? []), ...(was?.kind === 'box' && now?.kind === 'box' && now.box !== was.box ? [{ from: was.box, to: now.box }] : [])];
      const units = step.units.slice(1);
      if (units.length > 0) return withStep(t, { ...step, units, drifted });
      // 5.12: leaders whose box-mates drifted, by a Ranger's choice too, may follow one of them.
      const follow = rangerFollowOptions(t, step.sector, drifted);
      const [first, ...rest] = follow;
      if (first) return withStep(t, { kind: 'leader-follow', sector: step.sector, card: step.card, leader: first.leader, options: first.options, rest, rangers: [] });
      return afterChecks(t, step.sector, card(step.card));
    }
    case 'delay': {
      const u = s.us[m.unit]!;
      const t = setUnit(s, { ...u, loc: { kind: 'track', turn: s.turn + 1 } });
      const next = toPlace(t)[0];
      return withStep(t, next ? { kind: 'place', unit: next } : null);
    }
    case 'eliminate': {
      const u = s.us[m.unit]!;
      events.push({ type: 'overstacked', unit: m.unit, rule: 'DDOB 7.63' });
      return { ...s, us: withUnit(s, { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none' }), step: null };
    }
    case 'fire-target': {
      const fe: FireEvent[] = [];
      if (step.kind === 'artillery-choice') {
        const t = finishArtillery(s, step.sector, card(step.card), m.unit, fe);
        pushFire(events, fe);
        return withStep(t, null);
      }
      if (step.kind === 'german-choice') {
        const picked = [...step.picked, m.unit];
        if (picked.length < step.need) return withStep(s, { ...step, picked });
        const out = afterGermanRun(resumeGermanChoice(s, step.sector, card(step.card), step.next, step.position, step.effect, picked, fe), step.sector, card(step.card), fe);
        pushFire(events, fe);
        return withPause(out.state, step.sector, step.card, out.pause);
      }
      if (step.kind !== 'fire-choice') return 'wrong step';
      const picked = [...step.picked, m.unit];
      if (picked.length < step.need) return withStep(s, { ...step, picked });
      const out = resumeFire(s, step.sector, card(step.card), step.next, picked, fe);
      pushFire(events, fe);
      return withPause(out.state, step.sector, step.card, out.pause);
    }
    case 'mine-loss':
      events.push({ type: 'mine', unit: m.unit, rule: 'DDOB 5.14' });
      return { ...loseSteps(s, m.unit), step: null };
    case 'place': {
      const u = s.us[m.unit]!;
      const t = setUnit(s, { ...u, loc: { kind: 'box', box: m.box } });
      const next = toPlace(t)[0];
      return withStep(t, next ? { kind: 'place', unit: next } : null);
    }
    case 'hero': {
      const u = s.us[m.unit]!;
      let t: State = { ...s, us: withUnit(s, { ...u, hero: 'hero' }), step: null };
      if (step.kind === 'hero' && step.withDm) {
        const sector = u.loc.kind === 'hex' ? (MAP.hex.get(u.loc.hex)?.sector ?? 'East') : step.division === '1st' ? 'East' : 'West';
        t = addDepthMarker(t, sector); // 9.23: in the Hero's sector if possible
      }
      return t;
    }
    case 'interrogate':
      return { ...s, reveals: [...s.reveals, ...revealAll(s, m.hex)], step: null };
    case 'restore': {
      const u = s.us[m.unit]!;
      return { ...s, us: withUnit(s, { ...u, steps: u.steps + 1 }), step: null };
    }
    case 'clear': {
      if (step.kind !== 'engineers') return 'wrong step';
      const t: State = { ...s, cleared: [...s.cleared, m.hex] };
      const left = step.left - 1;
      return withStep(t, left > 0 && clearable(t, step.sector).length > 0 ? { ...step, left } : null);
    }
    case 'end-engineers':
      return withStep(s, null);
    case 'end-actions':
      return withStep(s, null);
    case 'remove-disrupted': {
      const u = s.us[m.unit]!;
      return setUnit(s, { ...u, disrupted: 'no', acted: true });
    }
    case 'remove-climb': {
      const u = s.us[m.unit]!;
      return setUnit(s, { ...u, climb: 'none', acted: true });
    }
    case 'start-cliff': {
      if (step.kind !== 'actions') return 'wrong step';
      const u = s.us[m.unit]!;
      const cost = actionCost(s, [m.unit]);
      return { ...s, actions: { ...s.actions, [step.division]: s.actions[step.division] - cost }, us: withUnit(s, { ...u, climb: 'climb-cliff', acted: true }) };
    }
    case 'move': {
      if (step.kind !== 'actions') return 'wrong step';
      const first = s.us[m.units[0] as string]!;
      if (first.loc.kind !== 'hex') return 'not on the map';
      const from = first.loc.hex;
      let t = s;
      if (first.climb === 'climb-cliff') {
        // 7.5: the free second-turn action crosses the cliff and flips the marker to Climb.
        return setUnit(s, { ...first, loc: { kind: 'hex', hex: m.to }, climb: 'climb', acted: true });
      }
      if (extendedNow(s) && first.climb === 'none' && sideFeatures(from, m.to).includes('scaleable_cliff')) {
        const cost = actionCost(s, [first.id]);
        return { ...s, actions: { ...s.actions, [step.division]: s.actions[step.division] - cost }, us: withUnit(s, { ...first, loc: { kind: 'hex', hex: m.to }, climb: 'climb', acted: true }) };
      }
      // Two-hex moves (17.1) and tank road moves (17.2) were checked when listed.
      const two = distance(from, m.to) >= 2;
      const kind = two ? 'move' : stepKind(s, first.id, from, m.to);
      const traffic = extendedNow(s) && kind === 'move' && trafficFree(s, from);
      const escape = !!s.armour && m.units.length === 1 && !two && kind !== 'no' && tankEscapes(s, first.id).includes(m.to); // 23.6 (a climb keeps its marker, 7.4)
      const cost = traffic || escape || (m.units.length === 1 && kind === 'move' && selfPreservation(first.id, from, m.to, s)) ? 0 : actionCost(s, m.units) > 0 ? 1 : 0;
      const watchers = infiltrationWatchers(s, from).filter((p) => infiltrationWatchers(s, m.to).includes(p));
      // The units act; they enter the hex now unless an infiltration draw decides (7.32). One copy of the record.
      const us = withUnits(
        s,
        m.units.map((id): UsUnitState => (watchers.length > 0 ? { ...s.us[id]!, acted: true } : { ...s.us[id]!, acted: true, loc: { kind: 'hex', hex: m.to }, climb: kind === 'climb' ? 'climb' : 'none' })),
      );
      t = copyState(t);
      t.actions = step.division === '1st' ? { '1st': t.actions['1st'] - cost, '29th': t.actions['29th'] } : { '1st': t.actions['1st'], '29th': t.actions['29th'] - cost };
      t.us = us;
      // 7.33: a leader that moves grants no more free actions this phase.
      const leaders = m.units.filter((id) => isLeader(id));
      if (leaders.length > 0) t.movedLeaders = [...t.movedLeaders, ...leaders];
      if (watchers.length > 0) {
        // 23.3: a tank watches with its own colour and DM.
        const colours = watchers.map((p) => MAP.position.get(p)?.colour ?? tankWatcher(s, p)?.colour ?? 'orange');
        const withDm = watchers.map((p) => MAP.position.get(p)?.hexes.some((h) => !!s.german[h]?.dm) ?? tankWatcher(s, p)?.dm ?? false);
        events.push({ type: 'infiltration', rule: 'DDOB 7.32' });
        return withStep(t, { kind: 'draw', purpose: { for: 'infiltration', units: [...m.units], to: m.to, colours, withDm, division: step.division } });
      }
      return t;
    }
    case 'barrage': {
      if (step.kind !== 'actions') return 'wrong step';
      const u = s.us[m.unit]!;
      const cost = actionCost(s, [m.unit]);
      const t: State = {
        ...s,
        actions: { ...s.actions, [step.division]: s.actions[step.division] - cost },
        barraged: s.barraged.includes(m.target) ? s.barraged : [...s.barraged, m.target],
        us: withUnit(s, { ...u, acted: true }),
      };
      events.push({ type: 'barrage', unit: m.unit, rule: 'DDOB 8.4' });
      return withStep(t, { kind: 'draw', purpose: { for: 'barrage', unit: m.unit, target: m.target, division: step.division } });
    }
    case 'declare-attack':
      if (step.kind !== 'actions') return 'wrong step';
      return withStep(s, { kind: 'attack', division: step.division, target: m.target, committed: [m.unit], naval: false });
    case 'hero-use':
      if (step.kind !== 'hero-use') return 'wrong step';
      return withStep(s, { kind: 'attack-resolve', division: step.division, target: step.target, attackers: step.attackers, naval: step.naval, hero: m.use });
    case 'commit-naval':
      if (step.kind !== 'attack') return 'wrong step';
      return { ...s, naval: s.naval - 1, step: { ...step, naval: true } };
    case 'naval-barrage': {
      // 8.52, 8.53: a free action; the unit is disrupted and its DM removed from play; no unit is eliminated.
      const g = s.german[m.target];
      if (!g) return 'no German unit there';
      events.push({ type: 'naval-barrage', rule: 'DDOB 8.52' });
      return { ...s, naval: s.naval - 1, barraged: s.barraged.includes(m.target) ? s.barraged : [...s.barraged, m.target], german: { ...s.german, [m.target]: { ...g, disrupted: true, dm: null } } };
    }
    case 'commit':
      if (step.kind !== 'attack') return 'wrong step';
      return withStep(s, { ...step, committed: [...step.committed, m.unit] });
    case 'resolve-attack': {
      if (step.kind !== 'attack') return 'wrong step';
      const cost = actionCost(s, step.committed);
      let t: State = { ...s, actions: { ...s.actions, [step.division]: s.actions[step.division] - cost }, attacked: [...s.attacked, step.target] };
      t = setUnits(t, step.committed.map((id) => ({ ...t.us[id]!, acted: true })));
      events.push({ type: 'attack', rule: 'DDOB 8.3' });
      return withStep(t, { kind: 'attack-resolve', division: step.division, target: step.target, attackers: step.committed, naval: step.naval, hero: null });
    }
    case 'attrition': {
      if (step.kind !== 'attrition') return 'wrong step';
      let t: State = withStep(s, { kind: 'actions', division: step.division });
      if (m.unit) {
        t = loseSteps(t, m.unit);
        const g = t.german[step.target];
        if (g) t = { ...t, german: { ...t.german, [step.target]: { ...g, dm: null } } };
        events.push({ type: 'attrition', unit: m.unit, rule: 'DDOB 8.3' });
      }
      return t;
    }
    case 'infiltrate': {
      if (step.kind !== 'infiltrate') return 'wrong step';
      let t: State = withStep(s, { kind: 'actions', division: step.division });
      if (m.go) t = setUnits(t, step.units.map((id) => ({ ...t.us[id]!, loc: { kind: 'hex' as const, hex: step.to } })));
      return t;
    }
    case 'displace': {
      if (step.kind !== 'displace') return 'wrong step';
      const fe: FireEvent[] = [];
      const out = afterGermanRun(resumeDisplace(s, step.sector, card(step.card), step.next, m.unit, m.to, fe), step.sector, card(step.card), fe);
      pushFire(events, fe);
      return withPause(out.state, step.sector, step.card, out.pause);
    }
    case 'set-up': {
      if (step.kind !== 'setup') return 'wrong step';
      const u = s.us[m.unit]!;
      const loc = MAP.hex.has(m.at) ? { kind: 'hex' as const, hex: m.at } : { kind: 'box' as const, box: m.at };
      const t: State = setUnit(s, { ...u, loc });
      const units = step.units.slice(1);
      // The set-up done, turn 17 starts with its first phase.
      return units.length > 0 ? withStep(t, { kind: 'setup', units }) : enterPhase(withStep(t, null));
    }
    case 'make-cp':
      events.push({ type: 'command-post', unit: m.unit, rule: 'DDOB 18.1' });
      return { ...s, cps: { ...s.cps, [m.unit]: 0 } };
    case 'place-base': {
      if (step.kind !== 'hq') return 'wrong step';
      events.push({ type: 'engineer-base', rule: 'DDOB 19.1' });
      return { ...s, bases: [...s.bases, { hex: m.hex, division: step.division, space: 0 }], step: { ...step, baseDone: true } };
    }
    case 'advance-base': {
      if (step.kind !== 'hq') return 'wrong step';
      return { ...s, bases: s.bases.map((b) => (b.hex === m.hex ? { ...b, space: b.space + 1 } : b)), step: { ...step, baseDone: true } };
    }
    case 'garrison':
      events.push({ type: 'garrison', rule: 'DDOB 19.3' });
      return { ...s, garrisons: [...s.garrisons, m.position] };
    case 'end-hq':
      return withStep(s, null);
    case 'abandon-cp': {
      // 18.11: the CP flips back to its HQ, which makes a move action (HQs act for free, 7.1).
      const u = s.us[m.unit]!;
      const cps = { ...s.cps };
      delete cps[m.unit];
      return { ...s, cps, movedLeaders: [...s.movedLeaders, m.unit], us: withUnit(s, { ...u, loc: { kind: 'hex', hex: m.to }, acted: true }) };
    }
    case 'exit': {
      if (step.kind !== 'actions') return 'wrong step';
      // 20.3: a move action off the map from a lettered exit hex; its steps are recorded for the final VP.
      const u = s.us[m.unit]!;
      if (u.loc.kind !== 'hex') return 'not on the map';
      const exit = EXIT_OF.get(u.loc.hex) ?? '';
      const cost = actionCost(s, [m.unit]);
      return {
        ...s,
        actions: { ...s.actions, [step.division]: s.actions[step.division] - cost },
        exited: { ...s.exited, [m.unit]: { steps: u.steps, exit } },
        us: withUnit(s, { ...u, loc: { kind: 'out', why: 'removed' }, acted: true }),
      };
    }
    default:
      return 'not a player move';
  }
}

export const game = defineGame<State, Move, Player, Setup, View, OmahaEvent>({
  id: 'omaha-beach',
  name: 'D-Day at Omaha Beach',
  players: PLAYERS,
  maxMoves: 40_000,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  setup(input) {
    const s = initialState(input);
    // The first phase is entered here (its landing check included); a set-up step enters it when done.
    return { ok: true, state: settle(s.step ? s : enterPhase(s)) };
  },
  actor(s) {
    if (s.result) return { kind: 'terminal' };
    if (s.reveals.length > 0) return { kind: 'chance' };
    if ((s.heroOffers?.length ?? 0) > 0) return { kind: 'player', player: 'us' };
    if (s.step?.kind === 'draw') return { kind: 'chance' };
    return { kind: 'player', player: 'us' };
  },
  legalMoves: legalMovesOf,
  chanceOutcomes: chanceOutcomesOf,
  resolve(s, m, listed) {
    const events: OmahaEvent[] = [];
    if (s.reveals.length > 0 || (s.step?.kind === 'draw' && (s.heroOffers?.length ?? 0) === 0)) {
      if (!listed && !chanceOutcomesOf(s).some((o) => moveKey(o.move) === moveKey(m)))
        return ruleError('illegal-move', `${m.type} is not a possible outcome now`, 'DDOB 2.3');
      const r = s.reveals[0];
      if (r && m.type === 'reveal') {
        events.push({ type: 'revealed', rule: 'DDOB 9.1' });
        return ok({ ...applyReveal(s, r, m.face), reveals: s.reveals.slice(1) }, events);
      }
      if (s.step?.kind === 'draw' && m.type === 'draw') return ok(resolveDraw(s, s.step.purpose, m.card, events), events);
      return ruleError('illegal-move', 'not a chance outcome', 'DDOB 2.3');
    }
    if (!listed && !legalMovesOf(s).some((x) => moveKey(x) === moveKey(m)))
      return ruleError('illegal-move', `${m.type} is not legal now`, (s.heroOffers?.length ?? 0) > 0 ? 'DDOB 11.14' : ruleOf(s.step));
    if (m.type === 'hero-sacrifice') {
      events.push({ type: m.sacrifice ? 'hero-sacrificed' : 'hero-not-sacrificed', unit: m.unit, rule: 'DDOB 11.14' });
      const t = answerHeroOffer(s, m.unit, m.sacrifice);
      const st = t.step;
      // 11.14: once every offer is answered, the interrupted fire goes on.
      if (st?.kind === 'fire-resume' && (t.heroOffers?.length ?? 0) === 0) {
        const fe: FireEvent[] = [];
        const out = runFire(t, st.sector, card(st.card), st.next, fe);
        pushFire(events, fe);
        return ok(withPause(out.state, st.sector, st.card, out.pause), events);
      }
      return ok(t, events);
    }
    const t = resolveMove(s, m, events);
    if (typeof t === 'string') return ruleError('illegal-move', t, ruleOf(s.step));
    return ok(t, events);
  },
  view(s): View {
    const german: Record<string, View['german'][string]> = {};
    for (const [hex, g] of Object.entries(s.german))
      german[hex] = { position: g.position, unit: g.unit.revealed ? g.unit.face : null, dm: g.dm ? (g.dm.revealed && g.dm.face ? g.dm.face : 'face-down') : 'none', disrupted: g.disrupted, ...(g.tank ? { tank: g.tank } : {}) };
    return {
      turn: s.turn,
      phase: s.phase,
      step: s.step,
      us: s.us,
      german,
      boxes: s.boxes,
      deckSize: s.deck.length,
      discard: s.discard,
      fireCard: s.fireCard,
      cleared: s.cleared,
      actions: s.actions,
      vp: victoryPoints(s),
      losses: { '1st': infantryLosses(s, '1st'), '29th': infantryLosses(s, '29th') },
      result: s.result,
      cps: s.cps,
      bases: s.bases,
      garrisons: s.garrisons,
      exited: s.exited,
      ...(s.armour ? { armour: s.armour } : {}),
    };
  },
  outcome(s) {
    if (!s.result) return null;
    // 13.1: a catastrophic defeat ends the game at once; VP are not counted.
    if (s.result.kind === 'catastrophic') return { kind: 'win', winner: 'german' };
    return { kind: 'win', winner: s.result.win ? 'us' : 'german', scores: { vp: s.result.vp } };
  },
});

function ruleOf(step: Step | null): string {
  switch (step?.kind) {
    case 'mine':
      return 'DDOB 5.14';
    case 'ranger-drift':
      return 'DDOB 5.13';
    case 'leader-follow':
      return 'DDOB 5.12';
    case 'stacking':
      return 'DDOB 7.63';
    case 'fire-choice':
      return 'DDOB 6.31';
    case 'artillery-choice':
      return 'DDOB 6.5';
    case 'place':
      return 'DDOB 5.3';
    case 'engineers':
      return 'DDOB 10.1';
    case 'attack':
    case 'attrition':
      return 'DDOB 8.3';
    case 'hero-use':
      return 'DDOB 8.23';
    case 'fire-resume':
      return 'DDOB 11.14';
    case 'infiltrate':
      return 'DDOB 7.32';
    case 'german-choice':
      return 'DDOB 16';
    case 'displace':
      return 'DDOB 16.82';
    case 'hq':
      return 'DDOB 15 V';
    case 'setup':
      return 'DDOB 21.1';
    default:
      return 'DDOB 7';
  }
}

export { usData };
