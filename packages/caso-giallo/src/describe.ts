/**
 * Human-readable moves and positions for logs, the CLI and the playground: hex numbers instead
 * of location ids, counter names, the odds before a roll.
 */
import { combatOdds } from './combat/declare.js';
import { captureTrack } from './endphase/index.js';
import { boardOf, counterOf } from './position.js';
import type { Move, State } from './state.js';

export function describeMove(s: State, m: Move): string {
  const hex = (loc: number) => boardOf(s).ids[loc] ?? `#${loc}`;
  const name = (id: string) => counterOf(s, id)?.name ?? id;
  switch (m.type) {
    case 'drop':
      return `drop ${name(m.unit)} on ${hex(m.to)}`;
    case 'land':
      return `landing roll ${m.die}`;
    case 'dive-bomb':
      return `Stuka dive-bombs ${hex(m.target)}`;
    case 'end-dive-bombing':
      return 'no more dive bombing';
    case 'chit':
      return `play the chit as ${m.mode === 'move' ? 'a Move' : 'a Combat'} round`;
    case 'draw':
      return `chit drawn: ${m.chit}`;
    case 'refugee':
      return `refugees in ${hex(m.to)}`;
    case 'end-refugees':
      return 'no more refugees';
    case 'redeploy-pick':
      return `redeploy ${name(m.unit)}`;
    case 'redeploy':
      return `${name(m.unit)} redeploys to ${hex(m.to)}`;
    case 'end-redeploy':
      return 'no more redeployments';
    case 'hold-drop':
      return 'the paratroopers stay in the airborne box';
    case 'paradrop':
      return 'paradrop for 2 air assets';
    case 'lift-refugee':
      return `refugees lifted from ${hex(m.from)}`;
    case 'step':
      return `${name(m.unit)}${s.moving?.units.includes(m.unit) && s.moving.units.length > 1 ? ' and group' : ''} to ${hex(m.to)}`;
    case 'group':
      return `move together: ${m.units.map(name).join(', ')}`;
    case 'drop-off':
      return `${name(m.unit)} leaves the group`;
    case 'overrun':
      return `overrun ${hex(m.target)}`;
    case 'bridgehead':
      return `${name(m.unit)} tries a bridgehead on ${hex(m.target)}`;
    case 'end-movement':
      return 'end of movement';
    case 'eliminate':
      return `${name(m.unit)} is eliminated`;
    case 'attack':
      return `attack ${hex(m.target)}`;
    case 'commit':
      return `${name(m.unit)} joins the attack`;
    case 'air':
      return 'commit an air asset';
    case 'resolve': {
      const odds = s.combat ? combatOdds(s, s.combat) : null;
      return odds ? `resolve at ${odds.label} (shifts ${odds.shifts.map((x) => `${x.amount > 0 ? '+' : ''}${x.amount} ${x.why}`).join(', ') || 'none'})` : 'resolve';
    }
    case 'abandon':
      return 'call off the attack';
    case 'roll':
      return `die ${m.die}`;
    case 'lose-step':
      return `${name(m.unit)} loses a step`;
    case 'retreat':
      return `${name(m.unit)} retreats ${m.path.map(hex).join(' > ')}`;
    case 'advance':
      return `${name(m.unit)} advances to ${hex(m.to)}`;
    case 'end-advance':
      return 'no more advances';
    case 'end-round':
      return 'end of the round';
    case 'terror-bomb':
      return `terror bombing of ${hex(m.target)}`;
    case 'no-terror':
      return 'no terror bombing';
    case 'reinforce':
      return `${name(m.unit)} enters at ${hex(m.to)}`;
    case 'exit':
      return `${name(m.unit)} exits the map`;
  }
}

/** One line for a position: round, stage, capture track, Stukas. */
export function describeTurn(s: State): string {
  const round = s.round ? `round ${s.rounds.length}: ${s.round.side} ${s.round.mode}` : `${s.rounds.length} rounds played`;
  return `${round}; ${s.stage.kind}; Dutch City Capture Track ${captureTrack(s)}; Stukas ${s.stukas.available}; cup G${s.cup.german} AM${s.cup.alliedMove} AC${s.cup.alliedCombat}`;
}
