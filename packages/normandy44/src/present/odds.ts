/**
 * The odds of a roll before it is made: the odds ratio, the CRT column after every shift (each
 * with its rule), die modifiers, and the exact distribution of what the roll does, as kernel
 * Rationals over the engine's own die (`game.chanceOutcomes`) read on the same tables the engine
 * reads (`crtResult`, `JABO`, `ddCell`). Rolls whose effect only the engine computes in full (the
 * weather, strafing, the invasion rolls, attrition) are read by resolving each face.
 */
import { RAT_ZERO, dieOutcomes, ratAdd, ratMul, type ChanceOutcome, type GameEvent, type Rational } from '@esagono/kernel';
import { CRT_COLUMNS, FACTOR_LIMIT, JABO, crtResult, ddCell, type CrtResult } from '../data/tables.js';
import { BATTLE_GROUP, attackerFactors, defenceStrength, defendersOf, odds as engineOdds, shifts, type Odds } from '../combat/odds.js';
import { eligibleAttackers } from '../combat/flow.js';
import { ddColumn, ddDrm } from '../combat/retreat.js';
import { isClear } from '../movement/movement.js';
import { game } from '../game.js';
import { unitById } from '../position.js';
import type { Combat, Move, State } from '../state.js';
import { faceFor, info } from '../units.js';
import { MOVE_RULE, formationName, rollPurpose } from './describe.js';
import { INVASION_WORDS, RESULT_WORDS, SCATTER_WORDS, STRAFE_WORDS, WEATHER_NAME } from './explain.js';
import { hexName, unitTitle } from './names.js';

export interface OddsTerm {
  readonly label: string;
  readonly value: string;
  readonly rule: string;
}

/** A roll explained before it is made (the shape of the playground's `ChanceDisplay`). */
export interface RollOdds {
  readonly title: string;
  /** The dice in short, e.g. `1 die on the 2-1 column`. */
  readonly total: string;
  readonly terms: readonly OddsTerm[];
  /** Each outcome with its exact probability; they sum to 1. */
  readonly rows: readonly { readonly label: string; readonly p: Rational }[];
  readonly rule: string;
}

/** The one six-sided die every Normandy '44 roll uses (N44 2.1), as the engine lists it. */
const DIE: readonly ChanceOutcome<number>[] = dieOutcomes(6, (d) => d);

const RESULT_ORDER: readonly CrtResult[] = ['A1', 'A1/DR', 'EX', 'DR', 'A1/D1', 'D1', 'A1/D2', 'DH'];

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const columnName = (c: number | null): string => (c === null ? 'below 1-3 (not allowed)' : c < 0 ? 'automatic A1 (below 1-3)' : (CRT_COLUMNS[c] as string));

/** Adds `p` to the row labelled `label`, keeping first-seen order. */
function addRow(rows: Map<string, Rational>, label: string, p: Rational): void {
  rows.set(label, ratAdd(rows.get(label) ?? RAT_ZERO, p));
}

const toRows = (rows: Map<string, Rational>) => [...rows].map(([label, p]) => ({ label, p }));

/** The CRT result distribution of a final column; -1 is the automatic A1 (N44 10.6). */
export function columnDistribution(column: number): Map<CrtResult, Rational> {
  const out = new Map<CrtResult, Rational>();
  if (column < 0) {
    out.set('A1', { num: 1, den: 1 });
    return out;
  }
  for (const o of DIE) {
    const r = crtResult(column, o.move);
    out.set(r, ratAdd(out.get(r) ?? RAT_ZERO, o.p));
  }
  return out;
}

/** Does a Jabo roll come before this attack (a German attack in Clear weather, N44 19.1.3)? */
const jaboAhead = (s: State, c: Combat): boolean => s.phase.startsWith('german') && isClear(s) && (c.stage === 'declare' || c.stage === 'jabo');

/** The result distribution of an attack: over the Jabo roll first when one is ahead. */
export function attackResults(s: State, c: Combat): Map<CrtResult, Rational> {
  if (!jaboAhead(s, c)) {
    const o = engineOdds(s, c);
    return columnDistribution(o.column === null ? -1 : o.column);
  }
  const out = new Map<CrtResult, Rational>();
  for (const j of DIE) {
    const o = engineOdds(s, { ...c, jabo: JABO.leftShifts[j.move - 1] as number });
    for (const [r, p] of columnDistribution(o.column === null ? -1 : o.column)) out.set(r, ratAdd(out.get(r) ?? RAT_ZERO, ratMul(j.p, p)));
  }
  return out;
}

function resultRows(dist: Map<CrtResult, Rational>) {
  return RESULT_ORDER.filter((r) => dist.has(r)).map((r) => ({ label: `${r}: ${RESULT_WORDS[r]}`, p: dist.get(r) as Rational }));
}

/** The terms of an attack: factors, defence, odds, each shift with its rule, the final column. */
export function attackTerms(s: State, c: Combat, o: Odds = engineOdds(s, c)): OddsTerm[] {
  const factors = attackerFactors(s, c);
  const sum = factors.reduce((a, f) => a + f.strength, 0);
  const def = defenceStrength(s, c.target);
  const defenders = defendersOf(s, c.target);
  const terms: OddsTerm[] = [
    {
      label: `Attack: ${factors.map((f) => `${unitTitle(f.id)} ${f.strength}${f.halved ? ' (halved)' : ''}`).join(', ') || 'no unit yet'}${sum > FACTOR_LIMIT ? `, at most ${FACTOR_LIMIT}` : ''}`,
      value: String(o.attack),
      rule: 'N44 11.1',
    },
    {
      label: `Defence: ${defenders.map((u) => `${unitTitle(u.id)} ${faceFor(info(u.id), u.steps).strength ?? 0}`).join(', ') || 'none'}${def.dcb > 0 ? `, terrain DCB +${def.dcb}` : ''}`,
      value: String(o.defence),
      rule: 'N44 11.2',
    },
    { label: `Odds ${o.attack} to ${o.defence}, rounded for the defender`, value: o.raw === null ? 'below 1-3' : (CRT_COLUMNS[Math.min(8, o.raw)] as string), rule: 'N44 10.5' },
  ];
  if (c.maf === null) terms.push({ label: 'No Main Assault Force chosen yet: every attacker halved', value: '', rule: 'N44 10.3' });
  else terms.push({ label: `Main Assault Force: ${formationName(c.maf)}`, value: '', rule: 'N44 10.3' });
  for (const x of shifts(s, c)) terms.push({ label: x.why, value: `${signed(x.shift)} column${Math.abs(x.shift) === 1 ? '' : 's'}`, rule: x.rule });
  if (jaboAhead(s, c)) terms.push({ label: 'Jabo roll first: 1-3 none, 4 one column left, 5 two, 6 three', value: '0 to -3', rule: 'N44 19.1.3' });
  terms.push({ label: jaboAhead(s, c) ? 'Column before the Jabo roll' : 'Final column', value: columnName(o.column), rule: 'N44 10.6' });
  return terms;
}

function combatDisplay(s: State, c: Combat, title: string): RollOdds {
  const o = engineOdds(s, c);
  const jabo = jaboAhead(s, c);
  if (o.raw === null) {
    // Below 1-3 before shifts the attack may not be resolved at all (N44 10.5): nothing is rolled.
    return { title, total: 'no roll: below 1-3 before shifts, the attack must be called off', terms: attackTerms(s, c, o), rows: [{ label: 'not allowed: call the attack off', p: { num: 1, den: 1 } }], rule: 'N44 10.5' };
  }
  const dist = attackResults(s, c);
  return {
    title,
    total: o.column === null || (o.column < 0 && !jabo) ? 'no roll: automatic A1' : `1 die on the ${columnName(o.column)} column${jabo ? ', after the Jabo die' : ''}`,
    terms: attackTerms(s, c, o),
    rows: resultRows(dist),
    rule: 'N44 10.5-10.6, CRT',
  };
}

/** The MAF choices open to an attack's attackers (N44 10.3), as the engine lists them. */
function mafChoices(s: State, c: Combat): string[] {
  const fs = [...new Set(c.attackers.map((id) => info(id).formation))].sort();
  const total = c.attackers.reduce((a, id) => {
    const u = unitById(s, id);
    return a + (u ? (faceFor(info(id), u.steps).strength ?? 0) : 0);
  }, 0);
  if (c.attackers.length > 1 && fs.length > 1 && total <= 6) fs.push(BATTLE_GROUP);
  return fs;
}

/** With no MAF chosen yet, the choice giving the best final column (what the odds can fairly show). */
function withBestMaf(s: State, c: Combat): Combat {
  if (c.maf !== null || c.attackers.length === 0) return c;
  let best: Combat = c;
  let bestCol = -2;
  for (const maf of mafChoices(s, c)) {
    const k = { ...c, maf };
    const col = engineOdds(s, k).column ?? -2;
    if (col > bestCol) {
      best = k;
      bestCol = col;
    }
  }
  return best;
}

/**
 * The odds of the attack a move builds, before anything is rolled: an `attack` with every unit
 * that may join it and the best MAF; a `commit`, `maf`, `artillery`, `naval` or `air` with the
 * attack as it would then stand (the best MAF while none is chosen); a `resolve` as declared.
 * Null for moves that lead to no combat roll.
 */
export function attackOdds(s: State, m: Move): RollOdds | null {
  if (m.type === 'attack') {
    const r = game.resolve(s, m);
    if (!r.ok || !r.state.combat) return null;
    const st = r.state;
    const all = eligibleAttackers(st, m.target).map((u) => u.id);
    const c = withBestMaf(st, { ...(st.combat as Combat), attackers: all });
    return combatDisplay(st, c, `Attack on ${hexName(m.target, s)} if every eligible unit joins (${all.length}) with the best Main Assault Force, no support`);
  }
  if (m.type === 'commit' || m.type === 'maf' || m.type === 'artillery' || m.type === 'naval' || m.type === 'air') {
    const r = game.resolve(s, m);
    if (!r.ok || !r.state.combat) return null;
    const c0 = r.state.combat;
    const c = withBestMaf(r.state, c0);
    return combatDisplay(r.state, c, `Attack on ${hexName(c.target, s)} after this choice${c0.maf === null && c.maf !== null ? ` (with ${formationName(c.maf)} as Main Assault Force)` : ''}`);
  }
  if (m.type === 'resolve' && s.combat) return combatDisplay(s, s.combat, `Attack on ${hexName(s.combat.target, s)} as declared`);
  return null;
}

/** The Determined Defense roll now pending (N44 12.4): the column, the DRM and each effect. */
function ddDisplay(s: State, c: Combat): RollOdds | null {
  const lead = c.lead ? unitById(s, c.lead) : undefined;
  if (!lead) return null;
  const col = ddColumn(s, c.target);
  const own = ddDrm(s, c, lead);
  const drm = Math.min(2, own + (c.ddSupport ? 1 : 0));
  const rows = new Map<string, Rational>();
  for (const o of DIE) {
    const cell = ddCell(col, o.move + drm);
    const effect = cell.effect === 'lead' ? ', the lead loses a step' : cell.effect === 'EX' ? ', the lead and an attacker lose a step' : cell.effect === 'A1' ? ', the attacker loses a step' : '';
    addRow(rows, `${cell.cancels ? 'holds: no retreat' : 'fails'}${effect}${cell.ipRemoved ? ', the IP is removed' : ''}`, o.p);
  }
  return {
    title: `Determined Defense of ${hexName(c.target, s)} led by ${unitTitle(lead.id)}`,
    total: `1 die ${signed(drm)} on the ${col} column`,
    terms: [
      { label: `Column: ${col}`, value: col, rule: 'N44 12.4' },
      { label: `Lead ${unitTitle(lead.id)}: troop quality or armour`, value: signed(own), rule: 'N44 12.4.1-12.4.2' },
      ...(c.ddSupport ? [{ label: 'Defensive support', value: '+1', rule: 'N44 12.4.3' }] : []),
      { label: 'Total DRM, at most +2', value: signed(drm), rule: 'N44 12.4.1' },
    ],
    rows: toRows(rows),
    rule: 'N44 12.4, Determined Defense table',
  };
}

/** A roll read by resolving each face with the engine, grouped by what it did (its events and state). */
function engineDisplay(s: State, label: (after: State, events: readonly GameEvent[]) => string, title: string, rule: string, terms: OddsTerm[] = []): RollOdds {
  const rows = new Map<string, Rational>();
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    addRow(rows, r.ok ? label(r.state, r.events) : 'refused', o.p);
  }
  return { title, total: '1 die', terms, rows: toRows(rows), rule };
}

/** What a roll did to one unit: its steps before and after. */
function lossOf(before: State, after: State, id: string | undefined): string {
  const a = after.units.find((u) => u.id === id);
  const b = before.units.find((u) => u.id === id);
  if (!a || !b) return 'no loss';
  if (a.box === 'eliminated' && b.box !== 'eliminated') return 'eliminated';
  const n = b.steps - a.steps;
  return n <= 0 ? 'no loss' : n === 1 ? 'loses a step' : `loses ${n} steps`;
}

const resultOf = (events: readonly GameEvent[], prefix: string): string => events.find((e) => e.type.startsWith(prefix))?.type.slice(prefix.length) ?? '?';

/** The odds of the chance move now pending, or null when no roll is pending. */
export function pendingRoll(s: State): RollOdds | null {
  if (game.actor(s).kind !== 'chance') return null;
  const c = s.combat;
  if (c && (c.stage === 'roll' || c.stage === 'jabo')) return combatDisplay(s, c, `Combat roll: ${rollPurpose(s)}`);
  if (c && c.stage === 'dd-roll') return ddDisplay(s, c);
  const what = rollPurpose(s);
  const inv = s.invasion;
  if (s.phase === 'invasion' && inv) {
    if (inv.stage === 'scatter') {
      const id = inv.scatter[0] as string;
      return engineDisplay(s, (_a, ev) => `${resultOf(ev, 'scatter-')}: ${SCATTER_WORDS[resultOf(ev, 'scatter-')] ?? ''}`, `Roll for ${what}`, 'N44 20.2, dispersal chart', [
        { label: 'Dispersal chart column: the division', value: info(id).counter.formation ?? '82', rule: 'N44 20.2' },
      ]);
    }
    if (inv.stage === 'beach-roll') return engineDisplay(s, (_a, ev) => `${resultOf(ev, 'invasion-')}: ${INVASION_WORDS[resultOf(ev, 'invasion-')] ?? ''}`, `Roll for ${what}`, 'N44 20.3, Invasion CRT (Utah column)');
    const tank = s.units.find((u) => u.box === 'landing' && info(u.id).counter.front.ddTank);
    return engineDisplay(s, (a) => `DD tanks: ${lossOf(s, a, tank?.id)}`, `Roll for ${what}`, 'N44 20.3.5, DD tank chart');
  }
  if (s.phase === 'initial') return engineDisplay(s, (a) => `space ${a.space}: ${WEATHER_NAME(a.space)}`, `Roll for ${what}`, s.turn === 2 ? 'N44 4.2' : 'N44 4.1, weather chart');
  if (s.attrition.length > 0) return engineDisplay(s, (a) => lossOf(s, a, s.attrition[0]), `Roll for ${what}`, 'N44 18.5, attrition chart');
  if (s.strafeQueue.length > 0) return engineDisplay(s, (a, ev) => `${STRAFE_WORDS[resultOf(ev, 'strafe-')] ?? 'no effect'}${lossOf(s, a, s.strafeQueue[0]) === 'no loss' ? '' : `, ${lossOf(s, a, s.strafeQueue[0])}`}`, `Roll for ${what}`, 'N44 19.1.4, strafing chart');
  return engineDisplay(s, (_a, ev) => ev.map((e) => e.type).join(', ') || 'no effect', `Roll for ${what}`, MOVE_RULE.roll as string);
}
