/**
 * Moves in words, for logs, buttons and the CLI: units named as printed, hexes as the map numbers
 * them, never raw JSON. A move type this file does not know yet (a newer rule) still reads as a
 * sentence: its type and each field, units and hexes named.
 */
import { CRT_COLUMNS } from '../data/tables.js';
import { BATTLE_GROUP } from '../combat/odds.js';
import type { Move, State } from '../state.js';
import { unitInfo } from '../units.js';
import { hexName, phaseName, unitName, unitTitle } from './names.js';

/** The rule each move type applies (the engine's own references, packages/normandy44/src/game.ts). */
export const MOVE_RULE: Readonly<Record<string, string>> = {
  roll: 'N44 2.1',
  'end-phase': 'N44 3',
  move: 'N44 9',
  select: 'N44 9.1',
  deselect: 'N44 9.1',
  land: 'N44 20.5',
  shed: 'N44 7.2',
  'buy-supply': 'N44 26.3.4',
  reserve: 'N44 15.1',
  strafe: 'N44 19.1.4',
  'resolve-strafing': 'N44 19.1.4',
  'start-ip': 'N44 16.1',
  replace: 'N44 6.2',
  'relocate-cotentin': 'N44 17.4',
  'cherbourg-bombardment': 'N44 19.2',
  attack: 'N44 10.1',
  commit: 'N44 10.2',
  maf: 'N44 10.3',
  artillery: 'N44 11.6',
  naval: 'N44 19.2',
  air: 'N44 19.1.2',
  resolve: 'N44 10.5',
  cancel: 'N44 10.1',
  lose: 'N44 12.2',
  'determined-defense': 'N44 12.4',
  'retreat-all': 'N44 12.4',
  'desperate-defense': 'N44 12.5',
  retreat: 'N44 13.1',
  advance: 'N44 14',
  'end-advance': 'N44 14',
  // Move types of the campaign and the mini-game (their sentences in NEWER below).
  evacuate: 'N44 21.2',
  'withdraw-airborne': 'N44 22.2',
  'assign-supply': 'N44 5.2',
  'buy-army-supply': 'N44 5.3',
  // German reinforcements, fortification removals, attachment to the Main Assault Force.
  enter: 'N44 6.6',
  'delay-entry': 'N44 6.6',
  'remove-ip': 'N44 16.1',
  'remove-strongpoint': 'N44 16.2',
  detach: 'N44 10.3',
};

/** The rule of a move, or `N44` for a type newer than this table. */
export const moveRule = (m: { readonly type: string }): string => MOVE_RULE[m.type] ?? 'N44';

/** A Main Assault Force choice in words: a division as printed, or a Battle Group (N44 10.3). */
export function formationName(formation: string): string {
  if (formation === BATTLE_GROUP) return 'a Battle Group (every attacker, at most 6 factors)';
  const m = /^(allied|german):(.*)$/.exec(formation);
  if (m) return `the ${m[1] === 'german' ? 'German' : 'Allied'} ${m[2]} formation`;
  return unitInfo(formation) ? unitTitle(formation) : formation;
}

/** What a die roll is for, read off the state it is rolled in. */
export function rollPurpose(s: State): string {
  const inv = s.invasion;
  if (s.phase === 'invasion' && inv) {
    if (inv.stage === 'scatter') return `airborne dispersal of ${unitName(s, inv.scatter[0] ?? '')}`;
    if (inv.stage === 'beach-roll') return 'the Utah assault on the Invasion CRT';
    if (inv.stage === 'dd-tank') return 'the DD tanks swimming ashore';
    return 'the invasion';
  }
  if (s.phase === 'initial') return `the weather of turn ${s.turn}`;
  if (s.attrition.length > 0) return `isolation attrition of ${unitName(s, s.attrition[0] ?? '')}`;
  if (s.strafeQueue.length > 0) return `strafing of ${unitName(s, s.strafeQueue[0] ?? '')}`;
  const c = s.combat;
  if (c?.stage === 'jabo') return `Jabos over the attack on ${hexName(c.target, s)}`;
  if (c?.stage === 'roll') return `the attack on ${hexName(c.target, s)} at ${c.column !== null && c.column >= 0 ? CRT_COLUMNS[c.column] : '?'}`;
  if (c?.stage === 'dd-roll') return `Determined Defense of ${hexName(c.target, s)}${c.lead ? ` led by ${unitTitle(c.lead)}` : ''}`;
  return 'a roll';
}

const UNIT_FIELDS = new Set(['unit', 'lead', 'hq']);
const HEX_FIELDS = new Set(['to', 'target', 'hex', 'from']);

/** A move type this describer does not know: its type in words, then each field, named. */
export function genericSentence(s: State, m: { readonly type: string }): string {
  const words = m.type.replace(/[-_]+/g, ' ');
  const fields = Object.entries(m)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => {
      if (typeof v === 'string' && UNIT_FIELDS.has(k)) return `${k} ${unitName(s, v)}`;
      if (typeof v === 'string' && HEX_FIELDS.has(k)) return `${k} ${hexName(v, s)}`;
      if (Array.isArray(v)) return `${k} ${v.map((x) => (typeof x === 'string' && unitInfo(x) ? unitTitle(x) : String(x))).join(', ')}`;
      if (typeof v === 'string' && unitInfo(v)) return `${k} ${unitTitle(v)}`;
      return `${k} ${typeof v === 'object' && v !== null ? Object.entries(v).map(([a, b]) => `${a} ${String(b)}`).join(', ') : String(v)}`;
    });
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  return fields.length > 0 ? `${head}: ${fields.join('; ')}` : head;
}

type Fields = Readonly<Record<string, unknown>>;
const str = (v: unknown): string => (typeof v === 'string' ? v : String(v));

/**
 * Sentences for move types newer than the `Move` union this file was written against (the
 * campaign's and the mini-game's), by type: read off the move's fields, so they apply as soon as
 * the engine lists such a move. Anything else falls back to `genericSentence`.
 */
const NEWER: Readonly<Record<string, (s: State, m: Fields) => string>> = {
  evacuate: (s, m) => `Evacuate ${unitName(s, str(m.unit))} to Britain`,
  'withdraw-airborne': (_s, m) => `Withdraw the ${str(m.division)} airborne division`,
  'assign-supply': (_s, m) => `Put a Supply Point on the ${m.track === 'cherbourg' ? 'Fortress Cherbourg' : '7th Army'} track`,
  'buy-army-supply': (_s, m) => `Buy a Supply Point for the ${m.army === 'british' ? 'British 2nd' : 'US 1st'} Army`,
};

/** Strategic or truck movement, when a move says so (N44 9.8). */
const modeWords = (m: Fields): string => (typeof m.mode === 'string' ? ` by ${m.mode.replace(/-/g, ' ')} movement` : '');

/** The Towns a move, landing, retreat or advance passes through, when it names them (N44 6.2, 13.1, 14, 20.5). */
function viaWords(s: State, via: string | readonly string[] | undefined): string {
  if (via === undefined) return '';
  const hexes = typeof via === 'string' ? [via] : via;
  return hexes.length > 0 ? ` through ${hexes.map((h) => hexName(h, s)).join(', ')}` : '';
}

/** A move in words, read in the state it is played in. */
export function describeMove(s: State, m: Move): string {
  switch (m.type) {
    case 'roll':
      return `Die roll ${m.die} for ${rollPurpose(s)}`;
    case 'end-phase':
      return `End the ${phaseName(s.phase)} phase`;
    case 'move':
      return `Move ${unitName(s, m.unit)} to ${hexName(m.to, s)}${modeWords(m as Fields)}${viaWords(s, m.via)}`;
    case 'select':
      return `Pick ${unitName(s, m.unit)} to move next`;
    case 'deselect':
      return s.moving ? `Pick another unit than ${unitName(s, s.moving)}` : 'Pick another unit';
    case 'land':
      return `Land ${unitName(s, m.unit)} at ${hexName(m.to, s)}${viaWords(s, m.via)}`;
    case 'shed':
      return `Eliminate ${unitName(s, m.unit)} to end an overstack`;
    case 'buy-supply':
      return 'Buy a US Supply Point with Reinforcement Points';
    case 'reserve': {
      const to = (m as Fields).to;
      return `Put ${unitName(s, m.unit)} in Reserve${typeof to === 'string' ? ` at ${hexName(to, s)}` : ''}`;
    }
    case 'strafe':
      return `Assign an air unit to strafe ${hexName(m.target, s)}`;
    case 'resolve-strafing':
      return 'Resolve the strafing missions';
    case 'start-ip':
      return `${unitName(s, m.unit)} begins an Improved Position`;
    case 'replace':
      return `Replacement: ${unitName(s, m.unit)} at ${hexName(m.hex, s)}`;
    case 'relocate-cotentin':
      return `Move the HQ Artillery Cotentin to ${hexName(m.hex, s)}`;
    case 'cherbourg-bombardment':
      return 'Both US naval units bombard Cherbourg (once per game)';
    case 'attack':
      return `Attack ${hexName(m.target, s)}`;
    case 'commit':
      return `Commit ${unitName(s, m.unit)} to the attack`;
    case 'maf':
      return `Main Assault Force: ${formationName(m.formation)}`;
    case 'artillery':
      return `Artillery shift from ${unitName(s, m.hq)}`;
    case 'naval':
      return 'Naval support (one shift)';
    case 'air':
      return 'Air support (one shift)';
    case 'resolve':
      return s.combat ? `Resolve the attack on ${hexName(s.combat.target, s)}` : 'Resolve the attack';
    case 'cancel':
      return s.combat ? `Call off the attack on ${hexName(s.combat.target, s)}` : 'Call off the attack';
    case 'lose':
      return `${unitName(s, m.unit)} loses a step`;
    case 'determined-defense':
      return `Determined Defense led by ${unitName(s, m.lead)}${m.support ? `, supported by ${m.support === 'naval' ? 'naval gunfire' : m.support === 'air' ? 'air' : unitName(s, m.support)}` : ''}`;
    case 'retreat-all':
      return 'No Determined Defense: the defenders retreat';
    case 'desperate-defense':
      return 'Desperate Defense: stay and lose two steps';
    case 'retreat':
      return `Retreat ${unitName(s, m.unit)} to ${hexName(m.to, s)}${viaWords(s, m.via)}`;
    case 'advance':
      return `Advance ${unitName(s, m.unit)} to ${hexName(m.to, s)}${viaWords(s, m.via)}`;
    case 'enter':
      return `${unitName(s, m.unit)} enters the map at ${hexName(m.to, s)}`;
    case 'delay-entry':
      return `${unitName(s, m.unit)} waits a turn, to enter next turn in the ${m.colour} Entry Zone`;
    case 'remove-ip':
      return `Remove the Improved Position at ${hexName(m.hex, s)}, to build one elsewhere`;
    case 'remove-strongpoint':
      return `Remove the Strongpoint ${unitName(s, m.unit)} from the game`;
    case 'detach':
      return `Keep ${unitName(s, m.unit)} out of the Main Assault Force (not attached by stacking)`;
    case 'end-advance':
      return s.phase === 'invasion' ? 'End the advance off the beach' : 'End the advance after combat';
    default: {
      const newer = NEWER[(m as { readonly type: string }).type];
      return newer ? newer(s, m as Fields) : genericSentence(s, m as { readonly type: string });
    }
  }
}
