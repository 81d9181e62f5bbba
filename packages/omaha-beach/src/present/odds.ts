/**
 * The odds of what the German cards and the hidden counters will do, before the card is drawn or
 * the counter turned: every chance outcome the engine offers (`chanceOutcomes`: a card of the deck,
 * a face not yet seen) is resolved by the engine itself on the public position, and the outcomes
 * are grouped by what the US player would see change. The probabilities are therefore the
 * engine's, exactly (kernel Rationals). A face flipped back face down (DDOB 8.3) is taken out of
 * the position first, so the odds never depend on what the US player may not know.
 */
import { RAT_ONE, chanceLeaves, oddsRows, type ChanceOdds, type OddsLeaf, type OddsRow, type OddsTerm } from '@esagono/kernel';
import { combatData, sideOf, unitsAt } from '../core.js';
import { readAttack } from '../combat/index.js';
import { barrageColumn } from '../data/barrage-table.js';
import { landingPeriod } from '../data/landing-tables.js';
import { tideOf } from '../data/tracks.js';
import { revealFaces } from '../german/index.js';
import { MAP } from '../map/index.js';
import { game, type View } from '../game.js';
import type { Move, State } from '../state.js';
import { germanName, hexName, plural, seenStacks } from './names.js';

export type { ChanceOdds, OddsTerm } from '@esagono/kernel';

/** The position with every face the US player has not seen taken out (DDOB 8.3, 9.1). */
export function publicState(s: State): State {
  let t = s;
  for (const [hex, g] of Object.entries(s.german)) {
    const hideUnit = !g.unit.revealed && g.unit.face !== null;
    const hideDm = !!g.dm && !g.dm.revealed && g.dm.face !== null;
    if (!hideUnit && !hideDm) continue;
    const gone = [hideUnit ? g.unit.face : null, hideDm ? (g.dm?.face ?? null) : null];
    t = {
      ...t,
      known: t.known.filter((k) => !gone.includes(k)),
      german: { ...t.german, [hex]: { ...g, unit: hideUnit ? { ...g.unit, face: null } : g.unit, dm: g.dm && hideDm ? { ...g.dm, face: null } : g.dm } },
    };
  }
  return t;
}

const isChance = (s: State): boolean => game.actor(s).kind === 'chance';

type Leaf = OddsLeaf<State>;

/** Reveals continue the same resolution (an attack reads the unit, then its DM, DDOB 8.3). */
const sameResolution = (next: State): State | null => (next.reveals.length > 0 && isChance(next) ? next : null);

/**
 * The outcomes of the chance move pending in `s`, followed through the counters it turns over
 * (a reveal leads to the next reveal of the same resolution), at most 3 draws deep (kernel `chanceLeaves`).
 */
const leaves = (s: State): Leaf[] => chanceLeaves(game, s, sameResolution, 3);

/** What the US player sees of the units (a view without its costly victory-point count). */
interface Seen {
  readonly us: State['us'];
  readonly german: View['german'];
  readonly result: State['result'];
}
const seenOf = (s: State): Seen => ({ us: s.us, german: seenStacks(s), result: s.result });

/** What the US player sees change, in one short label (the rows of the odds). */
function outcomeLabel(a: Seen, b: Seen, pending: State): string {
  let lost = 0;
  let elim = 0;
  let disrupted = 0;
  let drifted = 0;
  let delayed = 0;
  let landed = 0;
  for (const [id, u] of Object.entries(b.us)) {
    const was = a.us[id];
    if (!was) continue;
    if (was.loc.kind !== 'out' && u.loc.kind === 'out') {
      elim++;
      continue;
    }
    lost += Math.max(0, was.steps - u.steps);
    if (was.disrupted === 'no' && u.disrupted !== 'no') disrupted++;
    if (was.loc.kind === 'box' && u.loc.kind === 'box' && was.loc.box !== u.loc.box) drifted++;
    if (was.loc.kind === 'box' && u.loc.kind === 'track') delayed++;
    if (was.loc.kind === 'box' && u.loc.kind === 'hex') landed++;
  }
  const us = [
    elim ? `${plural(elim, 'US unit')} eliminated` : '',
    lost ? `US loses ${plural(lost, 'step')}` : '',
    disrupted ? `${plural(disrupted, 'US unit')} disrupted` : '',
    drifted ? `${plural(drifted, 'unit')} drift` : '',
    delayed ? `${plural(delayed, 'unit')} delayed` : '',
  ];
  const de: string[] = [];
  for (const [hex, g] of Object.entries(a.german)) {
    const h = b.german[hex];
    if (!h) de.push(`${MAP.positionAt.get(hex)?.id ?? hex} defeated`);
    else {
      if (!g.disrupted && h.disrupted) de.push(`${MAP.positionAt.get(hex)?.id ?? hex} disrupted`);
      if (g.dm !== 'none' && h.dm === 'none') de.push(`DM at ${MAP.positionAt.get(hex)?.id ?? hex} removed`);
      if (g.dm === 'none' && h.dm !== 'none') de.push(`${MAP.positionAt.get(hex)?.id ?? hex} gains depth`);
      if (g.unit && !h.unit) de.push(`${MAP.positionAt.get(hex)?.id ?? hex} turned face down`);
    }
  }
  for (const hex of Object.keys(b.german)) if (!a.german[hex]) de.push(`German unit appears at position ${MAP.positionAt.get(hex)?.id ?? hex}`);
  const parts = [...us, ...de].filter((x) => x !== '');
  // Landing is what a landing check is for: say it only when nothing else happened.
  if (parts.length === 0 && landed > 0) parts.push(`${plural(landed, 'unit')} land unharmed`);
  const next = pending.step?.kind;
  const choice = !isChance(pending) && next && ['fire-choice', 'artillery-choice', 'mine', 'stacking', 'attrition', 'hero-use', 'leader-follow', 'ranger-drift'].includes(next) ? ' (then a US choice)' : '';
  if (pending.result && !a.result) parts.push(pending.result.kind === 'catastrophic' ? 'catastrophic defeat' : 'game over');
  return `${parts.length ? parts.join(', ') : 'no effect'}${choice}`;
}

/** Groups leaves by what the US player sees change, most likely first; the least likely beyond 10 as one row (kernel `oddsRows`). */
function rowsOf(s: State, ls: readonly Leaf[]): OddsRow[] {
  const a = seenOf(s);
  return oddsRows(ls, (l) => outcomeLabel(a, seenOf(l.state), l.state));
}

const SYMBOL = { diamond: '◆', triangle: '▲', circle: '●' } as const;

/** Why a draw reads as it does: the table it is read on and what in the position matters. */
function drawTerms(s: State): { title: string; terms: OddsTerm[]; rule: string } {
  const st = s.step;
  const deck = s.deck.length > 0 ? s.deck.length : s.discard.length;
  const base: OddsTerm = { label: 'cards that may be drawn', value: String(deck), rule: 'DDOB 2.3' };
  if (st?.kind !== 'draw') return { title: 'A card is drawn', terms: [base], rule: 'DDOB 2.3' };
  const p = st.purpose;
  switch (p.for) {
    case 'landing': {
      const boxes = MAP.boxes.filter((b) => b.sector === p.sector).map((b) => b.name);
      const units = Object.values(s.us).filter((u) => u.loc.kind === 'box' && boxes.includes(u.loc.box));
      return {
        title: `Landing checks in the ${p.sector} sector: ${plural(units.length, 'unit')} in the landing boxes`,
        rule: 'DDOB 5.1',
        terms: [
          base,
          { label: 'Landing table', value: landingPeriod(s.turn), rule: 'DDOB 5.1' },
          { label: 'column', value: 'the letter printed by each unit\'s target symbol (◆ ▲ ●)', rule: 'DDOB 5.1' },
          { label: 'tide', value: tideOf(s.turn), rule: 'DDOB 5.21' },
          { label: 'mines', value: 'a mine symbol costs a unit in an obstacle box a step', rule: 'DDOB 5.14' },
        ],
      };
    }
    case 'fire': {
      const g = seenStacks(s);
      const terms: OddsTerm[] = [base, { label: 'a position fires', value: 'when the card shows its colour square (a double square only with a depth marker)', rule: 'DDOB 6.1' }];
      for (const [hex, stack] of Object.entries(g)) {
        const pos = MAP.position.get(stack.position);
        if (!pos || pos.sector !== p.sector || stack.disrupted || !s.rules.sectors.includes(pos.sector)) continue;
        const fof = MAP.fireHexes.get(pos.id) ?? new Set<string>();
        const targets = Object.values(s.us).filter((u) => u.loc.kind === 'hex' && fof.has(u.loc.hex) && u.loc.hex !== hex).length;
        if (targets === 0) continue;
        terms.push({ label: `${pos.id}${pos.hexes.length > 1 ? ` hex ${hex}` : ''} (${pos.colour}${stack.dm !== 'none' ? ', with depth marker' : ''})`, value: `${plural(targets, 'US unit')} in its field of fire`, rule: 'DDOB 6.2' });
      }
      terms.push({ label: 'target symbol', value: 'the card\'s symbol picks which units are hit', rule: 'DDOB 6.31' });
      terms.push({ label: 'German artillery', value: 'the card\'s artillery section', rule: 'DDOB 6.5' });
      return { title: `German fire in the ${p.sector} sector (turn ${s.turn})`, terms, rule: 'DDOB 6' };
    }
    case 'event':
      return { title: `Event card for turn ${s.turn}`, terms: [base, { label: 'event', value: `the bracket for turn ${s.turn}`, rule: 'DDOB 4' }], rule: 'DDOB 4' };
    case 'infiltration':
      return {
        title: `Infiltration of ${p.units.join(' and ')} into ${hexName(p.to)}`,
        rule: 'DDOB 7.32',
        terms: [
          base,
          { label: 'watching colours', value: p.colours.join(', '), rule: 'DDOB 7.32' },
          { label: 'loss', value: 'if the card shows a watching colour and the unit\'s target symbol', rule: 'DDOB 7.32' },
          ...p.units.flatMap((id) => {
            const u = s.us[id];
            const side = u ? sideOf(u) : null;
            return side ? [{ label: `${id} target symbol`, value: SYMBOL[side.symbol], rule: 'DDOB 6.31' }] : [];
          }),
        ],
      };
    case 'barrage': {
      const u = s.us[p.unit];
      const strength = u ? (sideOf(u)?.strength ?? 0) : 0;
      const pos = MAP.position.get(s.german[p.target]?.position ?? '');
      return {
        title: `${p.unit} barrages ${germanName(s, p.target)}`,
        rule: 'DDOB 8.4',
        terms: [
          base,
          { label: `${p.unit} strength`, value: `${strength}: column ${barrageColumn(strength)}`, rule: 'DDOB 8.4' },
          { label: 'row', value: `whether the card shows ${pos ? `${pos.id}'s colour (${pos.colour})` : 'the target\'s colour'} and ${p.unit}'s symbol (${u && sideOf(u) ? SYMBOL[sideOf(u)!.symbol] : '?'})`, rule: 'DDOB 8.4' },
        ],
      };
    }
    case 'naval-hit':
      return { title: 'Naval hit', terms: [base, { label: 'target', value: 'by the card\'s target symbol', rule: 'DDOB 4 (events)' }], rule: 'DDOB 4' };
    case 'naval-hit-us':
      return { title: `Naval hit on US units in ${hexName(p.hex)}`, terms: [base, { label: 'hit', value: 'the unit with the card\'s symbol', rule: 'DDOB 4 (events)' }], rule: 'DDOB 4' };
    case 'bombardment':
      return { title: `Pre-invasion bombardment, ${p.first === null ? 'first' : 'second'} Fire card`, terms: [base, { label: 'bombardment', value: 'two Fire cards, read as the variant says', rule: 'DDOB 22.1' }], rule: 'DDOB 22.1' };
  }
}

/** The attack being resolved, as the chart reads it where it can already be read (DDOB 8.3). */
function attackTerms(s: State): OddsTerm[] {
  const st = s.step;
  if (st?.kind !== 'attack-resolve') return [];
  const g = s.german[st.target];
  const attack = st.attackers.reduce((n, id) => n + (s.us[id] ? (sideOf(s.us[id]!)?.strength ?? 0) : 0), 0);
  const terms: OddsTerm[] = [
    { label: 'attackers', value: st.attackers.map((id) => `${id} ${s.us[id] ? (sideOf(s.us[id]!)?.strength ?? 0) : 0}`).join(', '), rule: 'DDOB 8.3' },
    { label: 'attack strength', value: String(attack + (st.naval ? 9 : 0)), rule: 'DDOB 8.3' },
  ];
  if (st.naval) terms.push({ label: 'Naval Gunfire', value: '+9, with NA AR DE', rule: 'DDOB 8.51' });
  if (g?.unit.revealed) {
    const r = readAttack(s, st.target, st.attackers, st.naval, st.hero ?? 'auto');
    terms.push({ label: 'German defence', value: `${r.defence} (doubled by terrain where the chart says)`, rule: 'DDOB 8.31' });
    terms.push({ label: 'weapons', value: r.weapons ? 'all required weapons present' : 'a required weapon is missing', rule: 'DDOB 8.2' });
    terms.push({ label: 'chart column', value: r.column, rule: 'DDOB 8.3' });
  } else terms.push({ label: 'German defence', value: 'unknown until the counter is revealed', rule: 'DDOB 9.1' });
  return terms;
}

/** The odds of the chance move pending in `s` (a card about to be drawn, a counter about to be turned), or null. */
export function pendingOdds(state: State): ChanceOdds | null {
  const s = publicState(state);
  if (!isChance(s)) return null;
  const ls = leaves(s);
  if (ls.length === 0) return null;
  const rows = rowsOf(s, ls);
  const r = s.reveals[0];
  if (r) {
    const g = s.german[r.hex];
    const faces = revealFaces(s, r).length;
    const at = s.step?.kind === 'attack-resolve' ? s.step : null;
    return {
      title: `${at ? 'Attack on' : 'Revealing'} ${germanName(s, r.hex)}`,
      total: `1 of ${plural(faces, r.what === 'unit' ? 'face' : 'depth marker')}`,
      terms: [
        { label: r.what === 'unit' ? `face-down ${g?.unit.cls ?? ''} counter` : `face-down ${g?.dm?.back ?? ''} depth marker`, value: `${faces} not yet seen, each equally likely`, rule: 'DDOB 9.1' },
        ...attackTerms(s),
      ],
      rows,
      rule: at ? 'DDOB 8.3' : 'DDOB 9.1',
    };
  }
  const d = drawTerms(s);
  return { title: d.title, total: `1 card of ${s.deck.length > 0 ? s.deck.length : s.discard.length}`, terms: d.terms, rows, rule: d.rule };
}

/** Moves that lead to a draw or a reveal, and what to play after them to reach it. */
function towardRoll(s: State, m: Move): State | null {
  const r = game.resolve(s, m);
  if (!r.ok) return null;
  if (isChance(r.state)) return r.state;
  // An attack declared or joined: its odds if it were resolved now (DDOB 8.1, 8.3).
  if ((m.type === 'declare-attack' || m.type === 'commit' || m.type === 'commit-naval') && r.state.step?.kind === 'attack') {
    const t = game.resolve(r.state, { type: 'resolve-attack' });
    return t.ok ? t.state : null;
  }
  if (m.type === 'resolve-attack' || m.type === 'hero-use') return r.state;
  return null;
}

/**
 * The odds of what `m` would lead to: a card drawn (German fire on an infiltration, a tank
 * barrage) or an attack resolved (its face-down counters turned), or null for a move that leads
 * to none. An attack whose counters are all known is certain: one row, probability 1.
 */
export function moveOdds(state: State, m: Move): ChanceOdds | null {
  if (!['declare-attack', 'commit', 'commit-naval', 'resolve-attack', 'hero-use', 'barrage', 'move', 'interrogate'].includes(m.type)) return null;
  const s = publicState(state);
  const t = towardRoll(s, m);
  if (!t) return null;
  if (isChance(t)) return pendingOdds(t);
  const st = s.step?.kind === 'attack' ? s.step : null;
  const target = m.type === 'declare-attack' ? m.target : (st?.target ?? null);
  if (!target) return null;
  const attackers = m.type === 'declare-attack' ? [m.unit] : [...(st?.committed ?? []), ...(m.type === 'commit' ? [m.unit] : [])];
  const label = outcomeLabel(seenOf(s), seenOf(t), t);
  return {
    title: `Attack on ${germanName(s, target)} by ${attackers.join(', ')}`,
    total: 'no card: the counters are known',
    terms: attackTerms({ ...s, step: { kind: 'attack-resolve', division: st?.division ?? '1st', target, attackers, naval: st?.naval ?? false, hero: null } }),
    rows: [{ label, p: RAT_ONE }],
    rule: 'DDOB 8.3',
  };
}

/** US units a German position's fire can reach now: for the board and tests. */
export function unitsUnderFire(s: State, position: string): string[] {
  const fof = MAP.fireHexes.get(position) ?? new Set<string>();
  return [...fof].flatMap((h) => unitsAt(s, h).filter((u) => combatData(u.id) !== null).map((u) => u.id)).sort();
}

