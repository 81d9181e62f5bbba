/**
 * The odds of a roll or a draw before it is made: strengths, the initial odds, every column shift
 * with its rule and the cap on them, the TR comparison that reads a result one better, die
 * modifiers, and the exact distribution of what happens, as kernel Rationals over the engine's own
 * die (`dieOutcomes`) and cup (`drawOutcomes`) read on the same tables (`readResult` on the CRT,
 * the Stuka and Bridgehead tables). Landing rolls, whose effects only the engine computes in full,
 * are read by resolving each face.
 */
import { RAT_ONE, RAT_ZERO, dieOutcomes, ratAdd, type ChanceOutcome, type Rational } from '@esagono/kernel';
import { airAvailable, combatOdds, committable } from '../combat/declare.js';
import { columnLabel } from '../combat/odds.js';
import { highestTr, readResult } from '../combat/results.js';
import { diveDrm, diveResult } from '../air/stuka.js';
import { BRIDGEHEAD_DRM, BRIDGEHEAD_TABLE, CRT_RESULTS, type CrtResult } from '../data/tables.js';
import { game } from '../game.js';
import { counterOf, cs, tr, unitById, unitsAt, worksStand } from '../position.js';
import { barredSide, drawOutcomes } from '../sequence/chits.js';
import { other, type Combat, type Move, type State, type Unit } from '../state.js';
import { CHIT_NAME, moveRuleIn, rollPurpose } from './describe.js';
import { RESULT_WORDS, explainMove } from './explain.js';
import { SIDE_NAME, counterName, hexName } from './names.js';

export interface OddsTerm {
  readonly label: string;
  readonly value: string;
  readonly rule: string;
}

/** A roll or draw explained before it is made (the shape of the playground's `ChanceDisplay`). */
export interface RollOdds {
  readonly title: string;
  readonly total: string;
  readonly terms: readonly OddsTerm[];
  /** Each outcome with its exact probability; they sum to 1. */
  readonly rows: readonly { readonly label: string; readonly p: Rational }[];
  readonly rule: string;
}

/** The one die of every Case Yellow roll, as the engine lists it. */
const DIE: readonly ChanceOutcome<number>[] = dieOutcomes(6, (d) => d);

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function addRow(rows: Map<string, Rational>, label: string, p: Rational): void {
  rows.set(label, ratAdd(rows.get(label) ?? RAT_ZERO, p));
}
const toRows = (rows: Map<string, Rational>) => [...rows].map(([label, p]) => ({ label, p }));

const alive = (s: State, ids: readonly string[]): Unit[] => ids.map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);

/** The result distribution of a combat on a column (CG R11.3d): each face read with the TR rule. */
export function combatResults(s: State, c: Combat, column: number): Map<CrtResult, Rational> {
  const out = new Map<CrtResult, Rational>();
  if (column < 0) {
    out.set('AE', RAT_ONE);
    return out;
  }
  for (const o of DIE) {
    const r = readResult(s, { ...c, column }, o.move);
    out.set(r.result, ratAdd(out.get(r.result) ?? RAT_ZERO, o.p));
  }
  return out;
}

function combatDisplay(s: State, c: Combat, title: string): RollOdds | null {
  const od = combatOdds(s, c);
  if (!od) return null;
  const attackers = alive(s, c.attackers);
  const defenders = unitsAt(s)[c.target] ?? [];
  const ta = highestTr(s, attackers);
  const td = highestTr(s, defenders);
  const sum = od.shifts.reduce((a, x) => a + x.amount, 0);
  const terms: OddsTerm[] = [
    { label: `Attack: ${attackers.map((u) => `${counterName(s, u.id)} ${cs(s, u)}`).join(', ')}`, value: String(od.attack), rule: 'CG R11.3a' },
    { label: `Defence: ${defenders.map((u) => `${counterName(s, u.id)} ${cs(s, u)}`).join(', ')}`, value: String(od.defence), rule: 'CG R11.3a' },
    { label: `Initial odds, rounded for the defender`, value: columnLabel(od.initial), rule: 'CG R11.3a' },
    ...od.shifts.map((x) => ({ label: x.why, value: `${signed(x.amount)} column${Math.abs(x.amount) === 1 ? '' : 's'}`, rule: x.rule })),
  ];
  if (sum !== od.net) terms.push({ label: `Net shift capped at ${signed(od.net)} for the ${SIDE_NAME[c.attacker]} attacker`, value: signed(od.net), rule: 'CG R11.3b' });
  terms.push({ label: 'Final column', value: od.label, rule: 'CG R11.3b' });
  terms.push({ label: `Highest TR, attacker against defender${ta > td ? ': the result is read one better' : ''}`, value: `${ta} vs ${td}`, rule: 'CG R11.3d, CRT notes' });
  if (c.stage === 'declare' && airAvailable(s, other(c.attacker)) > 0) terms.push({ label: 'The defender may still commit air (one column left each)', value: '', rule: 'CG R11.3c' });
  if (od.initial < 0) {
    return { title, total: 'no roll: the initial odds are below 1-3, the attack may not be made', terms, rows: [{ label: 'not allowed: call the attack off', p: RAT_ONE }], rule: 'CG R11.3a' };
  }
  const dist = combatResults(s, c, od.column);
  const rows = CRT_RESULTS.filter((r) => dist.has(r)).map((r) => ({ label: `${r}: ${RESULT_WORDS[r]}`, p: dist.get(r) as Rational }));
  return { title, total: od.column < 0 ? 'no roll: automatic AE' : `1 die on the ${od.label} column`, terms, rows, rule: 'CG R11.3, CRT' };
}

/** The Stuka dive-bombing of `target`: the DRM and each result (CG R5.1e). */
function diveDisplay(s: State, target: number, drm: number, title: string): RollOdds {
  const low = (unitsAt(s)[target] ?? []).some((u) => tr(s, u) <= 2);
  const rows = new Map<string, Rational>();
  const words: Record<string, string> = { 'NE*': 'no effect (NE*)', NE: 'no effect', DIS: 'every unit in the hex Disrupted', 'DIS+DL1': 'every unit Disrupted, and one loses a step' };
  for (const o of DIE) addRow(rows, words[diveResult(o.move + drm)] ?? diveResult(o.move + drm), o.p);
  return {
    title,
    total: `1 die ${signed(drm)}`,
    terms: [
      { label: low ? 'a unit with TR 2 or less in the hex' : 'no unit with TR 2 or less', value: low ? '+1' : '0', rule: 'CG R5.1e' },
      { label: 'cover: the worst of terrain, settlement and Defensive Works', value: signed(drm - (low ? 1 : 0)), rule: 'CG R5.1e' },
    ],
    rows: toRows(rows),
    rule: 'CG R5.1e, Stuka table',
  };
}

function bridgeheadDisplay(s: State, unit: string, target: number, drm: number, occupied: boolean): RollOdds {
  const u = unitById(s, unit);
  const rows = new Map<string, Rational>();
  for (const o of DIE) addRow(rows, BRIDGEHEAD_TABLE[Math.min(6, Math.max(1, o.move + drm)) - 1] ? 'bridgehead established' : 'the attempt fails', o.p);
  const terms: OddsTerm[] = [];
  if (s.turn === 1) terms.push({ label: 'turn 1', value: signed(BRIDGEHEAD_DRM.turnOne), rule: 'CG R10.8' });
  if (u && tr(s, u) > 3) terms.push({ label: 'TR above 3', value: signed(BRIDGEHEAD_DRM.trAbove3), rule: 'CG R10.8' });
  if (occupied) terms.push({ label: 'an Allied unit in the hex', value: signed(BRIDGEHEAD_DRM.alliedOccupied), rule: 'CG R10.8' });
  if (worksStand(s, target)) terms.push({ label: 'Defensive Works', value: signed(BRIDGEHEAD_DRM.works), rule: 'CG R10.8' });
  return { title: `Bridgehead of ${counterName(s, unit)} into ${hexName(s, target)}`, total: `1 die ${signed(drm)}; 4-6 succeed`, terms, rows: toRows(rows), rule: 'CG R10.8, Bridgehead table' };
}

/** The cup now: chits left by kind, who may not draw (three rounds in a row), the chits drawn so far. */
export function cupTerms(s: State): OddsTerm[] {
  const barred = barredSide(s);
  const drawn = s.rounds.map((r, i) => `${i + 1}. ${SIDE_NAME[r.side]} ${r.mode === 'move' ? 'Move' : 'Combat'}`).join(', ');
  return [
    { label: 'Chits in the cup: German', value: String(s.cup.german), rule: 'CG R4.1' },
    { label: 'Chits in the cup: Allied Move', value: String(s.cup.alliedMove), rule: 'CG R4.1' },
    { label: 'Chits in the cup: Allied Combat', value: String(s.cup.alliedCombat), rule: 'CG R4.1' },
    ...(barred ? [{ label: `${SIDE_NAME[barred]} chits are drawn again: no side plays three rounds in a row`, value: 'barred', rule: 'CG R4.1 C3' }] : []),
    { label: `Rounds played: ${drawn || 'none yet'}`, value: String(s.rounds.length), rule: 'CG R4.1' },
  ];
}

/** The chit draw now pending: each kind with its exact probability (CG R4.1). */
function drawDisplay(s: State): RollOdds {
  const outs = drawOutcomes(s);
  return {
    title: 'Chit draw from the cup',
    total: `1 chit of ${s.cup.german + s.cup.alliedMove + s.cup.alliedCombat}`,
    terms: cupTerms(s),
    rows: outs.map((o) => ({ label: `${CHIT_NAME[(o.move as Extract<Move, { type: 'draw' }>).chit] ?? 'chit'} round`, p: o.p })),
    rule: 'CG R4.1 C3',
  };
}

/** A landing roll read by resolving each face with the engine (CG SB4 landing table). */
function landingDisplay(s: State, title: string, unit: string | null): RollOdds {
  const rows = new Map<string, Rational>();
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    if (!r.ok) continue;
    const a = r.state;
    const id = unit ?? s.units.find((u) => counterOf(s, u.id).types.includes('ll'))?.id ?? null;
    const before = s.units.find((u) => u.id === id);
    const after = a.units.find((u) => u.id === id);
    const label = a.stage.kind === 'll-reroll' ? 'eliminated landing, re-roll' : after && after.loc === -1 ? 'eliminated' : after && before && after.steps < before.steps ? 'lands with a step lost' : 'lands';
    addRow(rows, label, o.p);
  }
  return { title, total: s.stage.kind === 'landing' ? `1 die ${signed(s.stage.drm)}` : '1 die', terms: s.stage.kind === 'landing' ? [{ label: 'landing DRM: Town +1, Defensive Works +1, City +3', value: signed(s.stage.drm), rule: 'CG SB4' }] : [], rows: toRows(rows), rule: 'CG SB4, landing table' };
}

/**
 * The odds of what a move leads to, before anything is rolled: an `attack` with every unit that
 * may join it; a `commit` or `air` with the attack as it would then stand; a `resolve` as
 * declared; a `dive-bomb` or `bridgehead` with its table. Null for moves that lead to no roll.
 */
export function attackOdds(s: State, m: Move): RollOdds | null {
  switch (m.type) {
    case 'attack': {
      const r = game.resolve(s, m);
      if (!r.ok || !r.state.combat) return null;
      const c0 = r.state.combat;
      const c = { ...c0, attackers: committable(r.state, c0).map((u) => u.id) };
      return combatDisplay(r.state, c, `Attack on ${hexName(s, m.target)} if every eligible unit joins (${c.attackers.length}), no air`);
    }
    case 'commit':
    case 'air': {
      const r = game.resolve(s, m);
      if (!r.ok || !r.state.combat) return null;
      return combatDisplay(r.state, r.state.combat, `Combat on ${hexName(s, r.state.combat.target)} after this choice`);
    }
    case 'resolve':
      return s.combat ? combatDisplay(s, s.combat, `Combat on ${hexName(s, s.combat.target)} as declared`) : null;
    case 'dive-bomb':
      return diveDisplay(s, m.target, diveDrm(s, m.target), `Stuka dive-bombing of ${hexName(s, m.target)}`);
    case 'bridgehead': {
      const r = game.resolve(s, m);
      if (!r.ok || r.state.stage.kind !== 'bridgehead-roll') return null;
      return bridgeheadDisplay(r.state, m.unit, m.target, r.state.stage.drm, (unitsAt(s)[m.target] ?? []).length > 0);
    }
    default:
      return null;
  }
}

/** The odds of the chance move now pending (a die or a chit), or null. */
export function pendingRoll(s: State): RollOdds | null {
  if (game.actor(s).kind !== 'chance') return null;
  const st = s.stage;
  if (st.kind === 'draw') return drawDisplay(s);
  if (st.kind === 'dive-roll') return diveDisplay(s, st.target, st.drm, `Roll for the ${rollPurpose(s)}`);
  if (st.kind === 'bridgehead-roll') return bridgeheadDisplay(s, st.unit, st.target, st.drm, (unitsAt(s)[st.target] ?? []).length > 0);
  if (st.kind === 'landing') return landingDisplay(s, `Roll for the ${rollPurpose(s)}`, st.unit);
  if (st.kind === 'll-reroll') return landingDisplay(s, `Roll for ${rollPurpose(s)}`, st.unit ?? null);
  if (s.combat?.stage === 'roll') return combatDisplay(s, s.combat, `Combat roll: ${rollPurpose(s)}`);
  return engineDisplay(s);
}

/**
 * A roll this module has no table for (a newer rule's): each chance outcome resolved by the engine
 * and grouped by what it changed, in the log's words, so the rows are still exact.
 */
function engineDisplay(s: State): RollOdds {
  const rows = new Map<string, Rational>();
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    const label = r.ok ? explainMove(s, o.move, r.state).map((l) => l.text).join('; ') || 'no change' : 'refused';
    addRow(rows, label, o.p);
  }
  return { title: `Roll: ${s.stage.kind.replace(/-/g, ' ')}`, total: '1 die', terms: [], rows: toRows(rows), rule: moveRuleIn(s, { type: 'roll' }) };
}
