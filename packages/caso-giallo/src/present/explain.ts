/**
 * What a move changed, line by line with its rule: the chit drawn and the cup left, the round that
 * starts, the combat result read on the CRT, units moved, retreated, reduced, eliminated or
 * disrupted, hexes changing control, bridgeheads, refugees, Stukas spent, the end of the game.
 * Read from the states around the move. Case Yellow hides nothing (digest 9.2.10), so every viewer
 * reads the same lines.
 */
import { captureTrack } from '../endphase/index.js';
import { columnLabel } from '../combat/odds.js';
import type { CrtResult } from '../data/tables.js';
import { readResult } from '../combat/results.js';
import { diveResult } from '../air/stuka.js';
import { landingResult } from '../air/paradrop.js';
import type { Move, State, Unit } from '../state.js';
import { CHIT_NAME, describeMove, moveRuleIn } from './describe.js';
import { SIDE_NAME, counterName, hexName } from './names.js';

export interface ExplainLine {
  readonly text: string;
  readonly rule: string;
}

/** What each CRT result does (CG charts L5482-L5508, R11.3e-g, R11.9). */
export const RESULT_WORDS: Readonly<Record<CrtResult, string>> = {
  AE: 'the attacker loses two steps (one for a lone corps) and is disrupted',
  AL1: 'the attacker loses a step',
  C: 'contact: no effect',
  BL1: 'both sides lose a step',
  ENG: 'engaged: the lower-TR side loses a step, both stay engaged',
  DR: 'the defender retreats two hexes',
  DL1: 'the defender loses a step and retreats two hexes',
  DE: 'the defender is destroyed: small units eliminated, two steps from the others, and it retreats',
};

const cupWords = (s: State): string => `German ${s.cup.german}, Allied Move ${s.cup.alliedMove}, Allied Combat ${s.cup.alliedCombat}`;

function unitLines(before: State, move: Move, after: State): ExplainLine[] {
  const out: ExplainLine[] = [];
  const was = new Map(before.units.map((u) => [u.id, u] as const));
  const own = 'unit' in move && typeof move.unit === 'string' ? move.unit : null;
  const combat = before.combat !== null || before.stage.kind === 'overrun';
  for (const a of after.units) {
    const b = was.get(a.id) as Unit | undefined;
    if (!b) continue;
    const name = counterName(after, a.id);
    if (a.loc === -1 && b.loc !== -1) {
      if (move.type === 'eliminate' && a.id === own) continue;
      out.push({ text: `${name}${b.loc >= 0 ? ` at ${hexName(before, b.loc)}` : ''} is eliminated`, rule: before.stage.kind === 'landing' || before.stage.kind === 'll-reroll' ? 'CG SB4 landing table' : combat ? 'CG R11.3' : moveRuleIn(before, move) });
      continue;
    }
    if (a.steps < b.steps) out.push({ text: `${name} loses a step`, rule: combat ? 'CG R11.3e' : before.stage.kind === 'landing' ? 'CG SB4 landing table' : moveRuleIn(before, move) });
    if (a.loc >= 0 && a.loc !== b.loc && a.id !== own && !(move.type === 'step' && before.moving?.units.includes(a.id) && before.moving.units.includes(own ?? ''))) {
      out.push({ text: b.loc === -2 ? `${name} lands at ${hexName(after, a.loc)}` : `${name} goes to ${hexName(after, a.loc)}`, rule: b.loc === -2 ? 'CG SB4' : combat ? 'CG R11.4' : 'CG R10.1' });
    }
    if (a.dis && !b.dis) out.push({ text: `${name} is Disrupted`, rule: before.stage.kind === 'dive-roll' ? 'CG R5.1e' : 'CG R6.2' });
    else if (!a.dis && b.dis && a.loc >= 0) out.push({ text: `${name} is no longer Disrupted`, rule: 'CG R12.2' });
  }
  return out;
}

function boardLines(before: State, after: State): ExplainLine[] {
  const out: ExplainLine[] = [];
  for (let loc = 0; loc < after.control.length; loc++) {
    if (after.control[loc] !== before.control[loc]) out.push({ text: `${hexName(after, loc)} passes to ${after.control[loc] === 'G' ? 'German' : 'Allied'} control`, rule: 'CG R9.1' });
  }
  for (const loc of after.bridgeheads) if (!before.bridgeheads.includes(loc)) out.push({ text: `Bridgehead established at ${hexName(after, loc)}`, rule: 'CG R10.8c' });
  if (before.stage.kind === 'bridgehead-roll' && after.bridgeheads.length === before.bridgeheads.length) out.push({ text: 'The bridgehead attempt fails', rule: 'CG R10.8' });
  for (const loc of after.worksDestroyed) if (!before.worksDestroyed.includes(loc)) out.push({ text: `The Defensive Works at ${hexName(after, loc)} are destroyed`, rule: 'CG R10.9b' });
  for (const r of after.refugees) if (!before.refugees.some((x) => x.loc === r.loc)) out.push({ text: `Refugees clog ${hexName(after, r.loc)}`, rule: 'CG R10.10' });
  if (after.stukas.used > before.stukas.used) out.push({ text: `Stukas left: ${after.stukas.available} of ${after.stukas.available + after.stukas.used}`, rule: 'CG R11.3c' });
  const track = [captureTrack(before), captureTrack(after)];
  if (track[0] !== track[1]) out.push({ text: `Dutch City Capture Track ${track[0]} → ${track[1]}`, rule: 'CG SB8.11' });
  return out;
}

function sequenceLines(before: State, move: Move, after: State): ExplainLine[] {
  const out: ExplainLine[] = [];
  if (move.type === 'draw') out.push({ text: `The ${CHIT_NAME[move.chit] ?? move.chit} chit is drawn; left in the cup: ${cupWords(after)}`, rule: 'CG R4.1 C3' });
  const st = before.stage;
  if (st.kind === 'dive-roll' && move.type === 'roll') {
    const r = diveResult(move.die + st.drm);
    out.push({ text: `Stuka table: ${move.die} ${st.drm >= 0 ? '+' : ''}${st.drm} reads ${r}${r === 'NE' || r === 'NE*' ? ', no effect' : ''}`, rule: 'CG R5.1e' });
  }
  if (st.kind === 'landing' && move.type === 'land') out.push({ text: `Landing table: ${move.die} ${st.drm >= 0 ? '+' : ''}${st.drm} reads ${landingResult(move.die + st.drm)}`, rule: 'CG SB4 landing table' });
  const c0 = before.combat;
  if (c0 && c0.stage === 'roll' && move.type === 'roll' && c0.column !== null) {
    // The result the engine reads for this die (CG R11.3d), with the TR rule applied.
    const r = readResult(before, c0, move.die);
    out.push({ text: `Result ${r.result} on the ${columnLabel(c0.column)} column${r.upgraded ? ' (read one better: the attacker has the higher TR)' : ''}: ${RESULT_WORDS[r.result]}${r.retreatHexes > 0 ? `; retreat ${r.retreatHexes} hex${r.retreatHexes === 1 ? '' : 'es'}` : ''}`, rule: 'CG R11.3d' });
  } else if (c0 && move.type === 'resolve' && c0.result === null && after.combat?.result === 'AE') {
    out.push({ text: 'Below 1-3 after shifts: automatic AE', rule: 'CG R11.3b' });
  }
  if (after.rounds.length > before.rounds.length) {
    const r = after.rounds[after.rounds.length - 1] as State['rounds'][number];
    out.push({ text: `Action Round ${after.rounds.length}: ${SIDE_NAME[r.side]} ${r.mode === 'move' ? 'Move' : 'Combat'} round`, rule: 'CG R4.1' });
  }
  if (after.turn !== before.turn) out.push({ text: `Turn ${after.turn} begins`, rule: 'CG R4' });
  if (after.stage.kind === 'over' && before.stage.kind !== 'over') out.push({ text: `The game is over: Dutch City Capture Track ${captureTrack(after)}`, rule: 'CG SB8.11' });
  return out;
}

/** What `move` changed from `before` to `after`, each line with its rule (the move itself is not repeated). */
export function explainMove(before: State, move: Move, after: State): ExplainLine[] {
  return [...sequenceLines(before, move, after), ...unitLines(before, move, after), ...boardLines(before, after)];
}

/** The move in words with its rule, then every change it made: the log of one move. */
export function narrateMove(before: State, move: Move, after: State): ExplainLine[] {
  return [{ text: describeMove(before, move), rule: moveRuleIn(before, move) }, ...explainMove(before, move, after)];
}

/** A move for a text log (the CLI's `play`): the move in words with its rule, and its effects. */
export interface MoveLog {
  readonly text: string;
  readonly rule: string;
  readonly effects: readonly ExplainLine[];
}

export function logMove(before: State, move: Move, after: State): MoveLog {
  return { text: describeMove(before, move), rule: moveRuleIn(before, move), effects: explainMove(before, move, after) };
}

