/**
 * The sequence of play (DDOB 4): phases in order, each entered once per turn; `settle` runs the
 * automatic parts until a player or chance must act (docs/writing-a-title.md §5).
 */
import type { Sector } from '../cards/types.js';
import { clearingLimit, tideOf, TURN_TRACK } from '../data/tracks.js';
import { commandedAtStart, enforceStacking } from '../actions/index.js';
import { combatUnitsAt, copyState, occupiedHexes, unitList, unitsAt, withStep, withUnits } from '../core.js';
import { continueAttack, attritionCandidates } from '../combat/index.js';
import { clearable } from '../engineers/index.js';
import { sectorNeedsLandingCard, landAll, toPlace } from '../landing/index.js';
import { MAP, underWater } from '../map/index.js';
import { PHASES, type Phase, type State, type Step, type UsUnitState } from '../state.js';
import { catastrophe, finalVictoryPoints, victoryPoints, winThreshold } from '../victory/index.js';
import { DDOB_FIRST_CHECK, finalLevel } from '../data/victory.js';
import { advanceCommandRanges } from '../command-posts/index.js';
import { tankOnEndPoint } from '../armour/play.js';

/** Is the extended mode in force this turn (DDOB 14, 15)? */
export function extendedNow(s: State): boolean {
  return s.rules.extendedFrom !== null && s.turn >= s.rules.extendedFrom;
}

function sectorOfPhase(p: Phase): Sector {
  return p.endsWith('East') ? 'East' : 'West';
}

/** Entering the current phase (the first of a game, or after a set-up step): its pending step, or its automatic work. */
export function enterPhase(s: State): State {
  return enter(s);
}

/**
 * Entering phase `p` (the state's own by default): set the pending step, or do its automatic work and
 * leave none. The phase and its step (and the phase's resets) go into the state in one copy.
 */
function enter(s: State, p: Phase = s.phase): State {
  if (p.startsWith('landing:')) {
    const sector = sectorOfPhase(p);
    return s.rules.sectors.includes(sector) && sectorNeedsLandingCard(s, sector) ? atStep(s, p, { kind: 'draw', purpose: { for: 'landing', sector } }) : inPhase(s, p);
  }
  if (p === 'land') return landAll(inPhase(s, p)); // 5.2
  if (p === 'place') {
    const next = toPlace(s)[0];
    return next ? atStep(s, p, { kind: 'place', unit: next }) : inPhase(s, p);
  }
  if (p === 'event') return s.turn >= 2 && s.turn < 32 ? atStep(s, p, EVENT_DRAW) : inPhase(s, p); // 4 II: none on turn 1
  // 15 IV: the second Event Phase of the extended mode, skipped on turn 32.
  if (p === 'event2') return extendedNow(s) && s.turn < 32 ? atStep(s, p, EVENT_DRAW) : inPhase(s, p);
  if (p === 'hq:1st' || p === 'hq:29th') {
    const division = p === 'hq:1st' ? '1st' : '29th';
    if (!extendedNow(s) || !s.rules.divisions.includes(division)) return inPhase(s, p);
    // 18.2: each Command Post's range advances one space unless it is in an occupied position's FoF.
    const t = advanceCommandRanges(inPhase(s, p), division);
    return withStep(t, { kind: 'hq', division, baseDone: false });
  }
  if (p.startsWith('fire:')) {
    const sector = sectorOfPhase(p);
    const step: Step | null = s.rules.sectors.includes(sector) ? { kind: 'draw', purpose: { for: 'fire', sector } } : s.step;
    if (sector !== 'East') return step === s.step ? inPhase(s, p) : atStep(s, p, step);
    // 6.34: one step per unit per German Fire Phase, counted from the start of the phase.
    // The record is copied only when a marker goes: an unchanged `us` keeps the caches keyed by it.
    const us = unitList(s).some((u) => u.lostThisFire) ? clearLostThisFire(s) : s.us;
    const t = copyState(s);
    t.phase = p;
    t.germanActed = [];
    t.us = us;
    t.step = step;
    return t;
  }
  if (p.startsWith('engineers:')) {
    const sector = sectorOfPhase(p);
    // 22.1: engineers clear from turn 5.
    const left = s.turn === 4 && s.rules.variants.includes('22.1') ? 0 : clearingLimit(s.turn);
    return s.rules.sectors.includes(sector) && left > 0 && clearable(s, sector).length > 0 ? atStep(s, p, { kind: 'engineers', sector, left }) : inPhase(s, p);
  }
  if (p === 'end') {
    // 7.6, 7.63: at the end of the Action Phase the player eliminates units beyond two per hex.
    // The first such hex in id order; hexes of one or two units cannot be (most of them).
    let first: string | null = null;
    for (const hex of occupiedHexes(s)) if (unitsAt(s, hex).length > 2 && (first === null || hex < first) && combatUnitsAt(s, hex).length > 2) first = hex;
    if (first === null) return inPhase(s, p);
    const units = combatUnitsAt(s, first).map((u) => u.id);
    return atStep(s, p, { kind: 'stacking', hex: first, need: units.length - 2, options: units });
  }
  if (p.startsWith('actions:')) {
    const division = p === 'actions:1st' ? '1st' : '29th';
    const active = s.rules.divisions.includes(division);
    if (p === 'actions:1st') {
      const t = copyState(s);
      t.phase = p;
      t.commanders = commandedAtStart(s);
      t.movedLeaders = [];
      if (active) t.step = { kind: 'actions', division };
      return t;
    }
    return active ? atStep(s, p, { kind: 'actions', division }) : inPhase(s, p);
  }
  return inPhase(s, p);
}

/** The state in phase `p` with its pending step: one copy. */
function atStep(s: State, p: Phase, step: Step | null): State {
  const t = copyState(s);
  t.phase = p;
  t.step = step;
  return t;
}

/** The state in phase `p`, copied only if the phase changes. */
function inPhase(s: State, p: Phase): State {
  if (s.phase === p) return s;
  const t = copyState(s);
  t.phase = p;
  return t;
}

/** The Event Phase's draw (4 II, 15 IV): read-only, shared by every state waiting for it. */
const EVENT_DRAW: Step = { kind: 'draw', purpose: { for: 'event' } };

/**
 * 6.34: the record with every "lost a step this Fire Phase" marker removed (the changed units copied),
 * its unit index carried over (the marker changes no list nor answer the index keeps: context.ts).
 */
function clearLostThisFire(s: State): State['us'] {
  const changed: UsUnitState[] = [];
  for (const u of unitList(s)) if (u.lostThisFire) changed.push({ ...u, lostThisFire: false });
  return withUnits(s, changed);
}

/** Where an eliminated unit is (read-only, shared). */
const OUT: UsUnitState['loc'] = { kind: 'out', why: 'eliminated' };

/** End of the Action Phase (7.6, 7.7) and End of Turn (4 VI, 5.21). */
function endOfTurn(s: State): State {
  let t = enforceStacking(s);
  const tide = tideOf(t.turn);
  // Units that change are copied; the record is copied only if one does (caches are keyed by it).
  let changed: UsUnitState[] | null = null;
  // The index's list (record order) rather than an enumeration of the record's keys.
  for (const u of unitList(t)) {
    // 5.21: units in hexes under water at this turn's tide are removed, unless they carry a Climb marker.
    const drowned = u.loc.kind === 'hex' && u.climb === 'none' && underWater(MAP.hex.get(u.loc.hex)!, tide);
    if (!u.acted && u.disrupted !== 'new' && !drowned) continue;
    const disrupted = u.disrupted === 'new' ? ('old' as const) : u.disrupted;
    (changed ??= []).push(drowned ? { ...u, acted: false, disrupted, steps: 0, loc: OUT, hero: 'none' } : { ...u, acted: false, disrupted });
  }
  // One copy of the record, its unit index carried over (context.ts).
  const us = changed === null ? null : withUnits(t, changed);
  // The turn's markers go (4 VI) and the deck is reshuffled when the track says so (2.3), in one copy.
  const shuffle = TURN_TRACK[t.turn - 1]?.shuffle === true;
  t = copyState(t);
  if (us) t.us = us;
  t.smoke = [];
  t.plunging = false;
  t.attacked = [];
  t.barraged = [];
  t.commanders = {};
  t.movedLeaders = [];
  t.fireCard = { East: null, West: null };
  t.germanArtillery = [];
  t.germanActed = [];
  if (shuffle) {
    t.deck = [...t.deck, ...t.discard].sort((a, b) => a - b);
    t.discard = [];
  }
  const lost = catastrophe(t);
  if (lost) return { ...t, result: { kind: 'catastrophic', division: lost } };
  // 23.5 (L1981, A-63): a non-disrupted German tank on an end-movement point: a decisive US defeat.
  if (tankOnEndPoint(t)) return { ...t, result: { kind: 'vp', vp: finalVictoryPoints(t), win: false, level: 'decisive-us-defeat' } };
  if (t.turn >= t.rules.lastTurn) {
    if (t.rules.extendedFrom !== null) {
      // 20.3, 21.2: the final VP and level.
      const vp = finalVictoryPoints(t);
      const level = finalLevel(vp, t.rules.scenario === 'beyond' ? 'beyond' : 'ddob');
      return { ...t, result: { kind: 'vp', vp, win: level.endsWith('victory'), level } };
    }
    const vp = victoryPoints(t);
    return { ...t, result: { kind: 'vp', vp, win: vp >= winThreshold(t) } };
  }
  if (t.turn === 16 && t.rules.scenario === 'ddob') {
    // 20.2: at the end of turn 16, 25+ VP is a decisive US victory, 10 or less a decisive defeat; else play on.
    const vp = victoryPoints(t);
    if (vp >= DDOB_FIRST_CHECK.decisiveWin) return { ...t, result: { kind: 'vp', vp, win: true, level: 'decisive-us-victory' } };
    if (vp <= DDOB_FIRST_CHECK.decisiveLoss) return { ...t, result: { kind: 'vp', vp, win: false, level: 'decisive-us-defeat' } };
  }
  // 15 VI, 17: three actions per division in the extended mode.
  const n = t.rules.extendedFrom !== null && t.turn + 1 >= t.rules.extendedFrom ? 3 : 2;
  const next = copyState(t);
  next.turn = t.turn + 1;
  next.phase = 'landing:East';
  next.actions = { '1st': n, '29th': n };
  return next;
}

function advance(s: State): State {
  if (s.phase === 'end') {
    const again = enter(s);
    if (again.step) return again;
    const t = endOfTurn(s);
    return t.result ? t : enter(t);
  }
  let i = PHASES.indexOf(s.phase) + 1;
  // Phases that change nothing here are passed over without a state for each (Easy Fox: 7 of 16).
  while (idlePhase(s, PHASES[i] as Phase)) i++;
  return enter(s, PHASES[i] as Phase);
}

/**
 * Is entering phase `p` from this state a no-op (so `advance` may pass over it)? Sectors and divisions
 * out of play (2.1, Easy Fox), and the extended mode's own phases outside it (15 IV, 15 V). Must agree
 * with `enter`: test/perf checks it on every state of seeded games.
 */
export function idlePhase(s: State, p: Phase): boolean {
  switch (p) {
    case 'landing:East':
    case 'engineers:East':
      return !s.rules.sectors.includes('East');
    case 'landing:West':
    case 'fire:West':
    case 'engineers:West':
      return !s.rules.sectors.includes('West');
    case 'event2':
      return !extendedNow(s) || s.turn >= 32;
    case 'hq:1st':
      return !extendedNow(s) || !s.rules.divisions.includes('1st');
    case 'hq:29th':
      return !extendedNow(s) || !s.rules.divisions.includes('29th');
    case 'actions:29th':
      return !s.rules.divisions.includes('29th');
    default:
      return false;
  }
}

/** Runs automatic steps until a player or chance must act, or the game is over. */
export function settle(state: State): State {
  let s = state;
  for (let guard = 0; guard < 10_000; guard++) {
    // Reveals (chance) and Hero sacrifice offers (11.14, the player) come before anything else.
    if (s.result || s.reveals.length > 0 || (s.heroOffers?.length ?? 0) > 0) return s;
    const lost = catastrophe(s);
    if (lost) return { ...s, result: { kind: 'catastrophic', division: lost } };
    const step = s.step;
    if (step === null) {
      s = advance(s);
      continue;
    }
    if (step.kind === 'attack-resolve') {
      const out = continueAttack(s, step.target, step.attackers, step.naval, step.hero);
      if (out.wait === 'reveal-unit') return { ...out.state, step };
      // Revealing the DM brings new required weapons: the Hero's use is chosen again (8.23).
      if (out.wait === 'reveal-dm') return withStep(out.state, { ...step, hero: null });
      if (out.wait === 'hero') return withStep(out.state, { kind: 'hero-use', division: step.division, target: step.target, attackers: step.attackers, naval: step.naval });
      if (out.wait === 'attrition')
        return withStep(out.state, { kind: 'attrition', division: step.division, target: step.target, candidates: attritionCandidates(out.state, step.target, step.attackers) });
      s = withStep(out.state, { kind: 'actions', division: step.division });
      continue;
    }
    return s;
  }
  throw new Error('settle did not converge');
}
