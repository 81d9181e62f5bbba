/**
 * D-Day at Omaha Beach moves in words (for the CLI's `play` log and the playground), and what a
 * move changed, read off the US player's views before and after it: steps lost, units landed,
 * drifted, disrupted or eliminated, German counters revealed, disrupted, defeated, VP. Everything
 * is read from views, so nothing face down can leak into a log (DDOB 9.1).
 */
import { card } from '../cards/index.js';
import { MAP } from '../map/index.js';
import { game, type View } from '../game.js';
import type { Move, State } from '../state.js';
import { boxName, faceName, germanName, hexName, plural, seenStacks, unitName, unitShort, type Seen } from './names.js';

/** A sentence and the rule it follows. */
export interface Described {
  readonly text: string;
  readonly rule?: string;
}

/** A move in words with its rule, and what it changed. */
export interface MoveDescription extends Described {
  readonly effects: readonly Described[];
}

/** Where each move type's rule is (DDOB section). */
export const MOVE_RULES: Readonly<Record<Move['type'], string>> = {
  draw: 'DDOB 2.3',
  reveal: 'DDOB 9.1',
  place: 'DDOB 5.1',
  'mine-loss': 'DDOB 5.14',
  'ranger-drift': 'DDOB 5.13',
  delay: 'DDOB 5.34',
  follow: 'DDOB 5.12',
  eliminate: 'DDOB 7.63',
  'fire-target': 'DDOB 6.31',
  hero: 'DDOB 11.1',
  'hero-sacrifice': 'DDOB 11.14',
  restore: 'DDOB 7.7',
  interrogate: 'DDOB 4 (events)',
  clear: 'DDOB 10',
  'end-engineers': 'DDOB 10',
  move: 'DDOB 7.2',
  'remove-disrupted': 'DDOB 7.7',
  'remove-climb': 'DDOB 7.5',
  'start-cliff': 'DDOB 7.5',
  'declare-attack': 'DDOB 8.1',
  commit: 'DDOB 8.1',
  barrage: 'DDOB 8.4',
  'resolve-attack': 'DDOB 8.3',
  'commit-naval': 'DDOB 8.5',
  'hero-use': 'DDOB 8.23',
  'naval-barrage': 'DDOB 8.52',
  attrition: 'DDOB 8.3',
  infiltrate: 'DDOB 7.32',
  'end-actions': 'DDOB 7',
  displace: 'DDOB 16.82',
  'place-base': 'DDOB 19.1',
  'advance-base': 'DDOB 19.2',
  garrison: 'DDOB 19.3',
  'make-cp': 'DDOB 18.1',
  'abandon-cp': 'DDOB 18.11',
  'end-hq': 'DDOB 15',
  exit: 'DDOB 20.3',
  'set-up': 'DDOB 21.1',
};

/** The rule of a move, also for a move type this describer does not know yet. */
export function moveRule(m: { readonly type: string }): string | undefined {
  return (MOVE_RULES as Readonly<Record<string, string>>)[m.type];
}

/** What a card is drawn for, from the step pending. */
function drawnFor(s: Seen): string {
  const st = s.step;
  if (st?.kind !== 'draw') return '';
  const p = st.purpose;
  switch (p.for) {
    case 'landing':
      return ` for the ${p.sector} sector's landing checks (DDOB 5.1)`;
    case 'event':
      return ' for the turn\'s event (DDOB 4)';
    case 'fire':
      return ` for German fire in the ${p.sector} sector (DDOB 6.1)`;
    case 'infiltration':
      return ` for the infiltration of ${p.units.join(' and ')} into ${hexName(p.to)} (DDOB 7.32)`;
    case 'barrage':
      return ` for ${p.unit}'s barrage on ${germanName(s, p.target)} (DDOB 8.4)`;
    case 'naval-hit':
      return ' for the naval hit (DDOB 4, events)';
    case 'naval-hit-us':
      return ` for the naval hit on US units in ${hexName(p.hex)} (DDOB 4, events)`;
    case 'bombardment':
      return ` for the pre-invasion bombardment, ${p.first === null ? 'first' : 'second'} card (DDOB 22.1)`;
  }
}

/**
 * A move type not listed here (a rule added after this describer): its type in words and each
 * field named, never JSON.
 */
export function genericSentence(m: { readonly type: string } & Readonly<Record<string, unknown>>): string {
  const fields = Object.entries(m)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${Array.isArray(v) ? v.map(String).join(' and ') : typeof v === 'object' && v !== null ? Object.entries(v).map(([a, b]) => `${a} ${String(b)}`).join(', ') : String(v)}`);
  const head = m.type.replace(/[-_]/g, ' ');
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}

/** A move in words, as the US player reads it in `s` (a state or the US view). */
export function describeMove(s: Seen, m: Move): string {
  switch (m.type) {
    case 'draw':
      return `Card ${m.card} drawn${drawnFor(s)}`;
    case 'reveal': {
      const r = 'reveals' in s ? s.reveals[0] : undefined;
      return `Revealed${r ? ` at ${hexName(r.hex)}` : ''}: ${r?.what === 'dm' ? `depth marker ${m.face}` : faceName(m.face)}`;
    }
    case 'place':
      return `Place ${unitShort(m.unit)} in ${boxName(m.box)}`;
    case 'mine-loss':
      return `${unitName(s, m.unit)} loses a step to a mine`;
    case 'ranger-drift':
      return m.boxes === 0 ? `${unitName(s, m.unit)} does not drift` : `Drift ${unitName(s, m.unit)} ${plural(m.boxes, 'box')} East`;
    case 'delay':
      return `Delay ${unitShort(m.unit)} one turn`;
    case 'follow':
      return `${unitName(s, m.unit)} goes to ${boxName(m.box)}`;
    case 'eliminate':
      return `Eliminate ${unitName(s, m.unit)} (overstacked)`;
    case 'fire-target':
      return `German fire hits ${unitName(s, m.unit)}`;
    case 'hero':
      return `${unitName(s, m.unit)} gets a Hero`;
    case 'restore':
      return `Restore a step to ${unitName(s, m.unit)}`;
    case 'interrogate':
      return `Prisoners talk: reveal ${germanName(s, m.hex)}`;
    case 'clear':
      return `Engineers clear the obstacles in ${hexName(m.hex)}`;
    case 'end-engineers':
      return 'End the engineer phase';
    case 'move':
      return `Move ${m.units.map((u) => unitName(s, u)).join(' and ')} to ${hexName(m.to)}`;
    case 'remove-disrupted':
      return `Remove the Disrupted marker of ${unitName(s, m.unit)}`;
    case 'remove-climb':
      return `Remove the Climb marker of ${unitName(s, m.unit)}`;
    case 'start-cliff':
      return `${unitName(s, m.unit)} starts climbing the cliff`;
    case 'declare-attack':
      return `${unitName(s, m.unit)} attacks ${germanName(s, m.target)}`;
    case 'commit':
      return `Commit ${unitName(s, m.unit)} to the attack`;
    case 'barrage':
      return `${unitName(s, m.unit)} barrages ${germanName(s, m.target)}`;
    case 'resolve-attack': {
      const st = s.step;
      return st?.kind === 'attack' ? `Resolve the attack of ${st.committed.join(', ')} on ${germanName(s, st.target)}` : 'Resolve the attack';
    }
    case 'commit-naval':
      return 'Add a Naval Gunfire marker to the attack (+9)';
    case 'hero-use':
      return m.use === 'wild' ? 'The Hero supplies a missing weapon' : 'The Hero adds 1 to the attack strength';
    case 'naval-barrage':
      return `Naval barrage on ${germanName(s, m.target)}`;
    case 'attrition':
      return m.unit === null ? 'No attrition loss' : `Attrition: ${unitName(s, m.unit)} loses a step to remove the depth marker`;
    case 'infiltrate': {
      const st = s.step;
      const where = st?.kind === 'infiltrate' ? ` into ${hexName(st.to)}` : '';
      return m.go ? `Go on${where}` : `Stay back (do not go on${where})`;
    }
    case 'end-actions':
      return 'End the action phase';
    case 'displace':
      return `${unitName(s, m.unit)} is displaced to ${hexName(m.to)}`;
    case 'place-base':
      return `Set up an Engineer Beach Base in ${hexName(m.hex)}`;
    case 'advance-base':
      return `Advance the Engineer Range of the base in ${hexName(m.hex)}`;
    case 'garrison':
      return `Garrison ${m.position}`;
    case 'make-cp':
      return `${unitName(s, m.unit)} becomes a Command Post`;
    case 'abandon-cp':
      return `Abandon the Command Post ${unitName(s, m.unit)} and move to ${hexName(m.to)}`;
    case 'end-hq':
      return 'End the Engineer & HQ phase';
    case 'exit':
      return `${unitName(s, m.unit)} exits the map`;
    case 'set-up':
      return `Set up ${unitShort(m.unit)} in ${hexName(m.at)}`;
    default:
      return genericSentence(m as { readonly type: string } & Readonly<Record<string, unknown>>);
  }
}

const viewOf = (s: State): View => game.view(s, 'us');

/** What changed between two US views, one line each with its rule. */
export function changes(a: View, b: View, told: readonly string[] = []): Described[] {
  const out: Described[] = [];
  for (const [id, u] of Object.entries(b.us)) {
    const was = a.us[id];
    if (!was) continue;
    if (was.loc.kind !== 'out' && u.loc.kind === 'out') {
      out.push({ text: `${unitName(a, id)} is ${u.loc.why === 'eliminated' ? 'eliminated' : 'removed from play'}`, rule: 'DDOB 6.3' });
      continue;
    }
    if (u.steps < was.steps) out.push({ text: `${unitName(a, id)} loses ${plural(was.steps - u.steps, 'step')}`, rule: 'DDOB 6.3' });
    if (u.steps > was.steps) out.push({ text: `${unitName(a, id)} regains ${plural(u.steps - was.steps, 'step')}`, rule: 'DDOB 7.7' });
    const moved = JSON.stringify(was.loc) !== JSON.stringify(u.loc);
    if (moved && u.loc.kind === 'hex' && was.loc.kind === 'box') out.push({ text: `${unitShort(id)} lands in ${hexName(u.loc.hex)}`, rule: 'DDOB 5.2' });
    else if (moved && u.loc.kind === 'box' && was.loc.kind === 'box') out.push({ text: `${unitShort(id)} drifts to ${boxName(u.loc.box)}`, rule: 'DDOB 5.11' });
    else if (moved && u.loc.kind === 'box' && was.loc.kind === 'track') out.push({ text: `${unitShort(id)} arrives in ${boxName(u.loc.box)}`, rule: 'DDOB 5.3' });
    else if (moved && u.loc.kind === 'track' && was.loc.kind !== 'track') out.push({ text: `${unitShort(id)} is delayed to turn ${u.loc.turn}`, rule: 'DDOB 5.1' });
    else if (moved && u.loc.kind === 'hex' && was.loc.kind === 'hex' && !told.includes(id)) out.push({ text: `${unitShort(id)} moves to ${hexName(u.loc.hex)}`, rule: 'DDOB 7.2' });
    if (was.disrupted === 'no' && u.disrupted !== 'no') out.push({ text: `${unitName(b, id)} is disrupted`, rule: 'DDOB 7.7' });
    if (u.hero !== was.hero && u.hero !== 'none') out.push({ text: `${unitName(b, id)} has a Hero`, rule: 'DDOB 11.1' });
  }
  for (const [hex, g] of Object.entries(a.german)) {
    const h = b.german[hex];
    if (!h) {
      out.push({ text: `${germanName(a, hex)} is defeated`, rule: 'DDOB 8.3' });
      continue;
    }
    if (!g.unit && h.unit) out.push({ text: `the German unit at ${hexName(hex)} is revealed: ${faceName(h.unit)}`, rule: 'DDOB 9.1' });
    if (g.unit && !h.unit) out.push({ text: `the German unit at ${hexName(hex)} is turned face down again`, rule: 'DDOB 8.3' });
    if (g.dm === 'none' && h.dm !== 'none') out.push({ text: `${germanName(b, hex)} gains a depth marker`, rule: 'DDOB 9.2' });
    if (g.dm !== 'none' && h.dm === 'none') out.push({ text: `the depth marker at ${hexName(hex)} is removed`, rule: 'DDOB 8.3' });
    if (g.dm === 'face-down' && h.dm !== 'none' && h.dm !== 'face-down') out.push({ text: `the depth marker at ${hexName(hex)} is revealed: ${h.dm}`, rule: 'DDOB 9.2' });
    if (!g.disrupted && h.disrupted) out.push({ text: `${germanName(b, hex)} is disrupted`, rule: 'DDOB 8.3' });
    if (g.disrupted && !h.disrupted) out.push({ text: `${germanName(b, hex)} is no longer disrupted`, rule: 'DDOB 6.4' });
  }
  for (const hex of Object.keys(b.german)) if (!a.german[hex]) out.push({ text: `a German unit appears at ${hexName(hex)} (${b.german[hex]?.unit ? faceName(b.german[hex]?.unit ?? '') : 'face down'})`, rule: 'DDOB 9.3' });
  for (const hex of b.cleared) if (!a.cleared.includes(hex)) out.push({ text: `obstacles cleared in ${hexName(hex)}`, rule: 'DDOB 10' });
  if (a.vp !== b.vp) out.push({ text: `victory points ${a.vp} -> ${b.vp}`, rule: 'DDOB 13' });
  if (a.turn !== b.turn) out.push({ text: `turn ${b.turn} begins`, rule: 'DDOB 3' });
  if (!a.result && b.result) {
    out.push(
      b.result.kind === 'catastrophic'
        ? { text: `catastrophic losses in the ${b.result.division} Division: the Germans win`, rule: 'DDOB 13.1' }
        : { text: `game over with ${b.result.vp} VP: ${b.result.win ? 'US victory' : 'German victory'}`, rule: 'DDOB 13' },
    );
  }
  return out;
}

/**
 * The move played in `before` that led to `after`, in words with its rule, and what it changed as
 * the US player sees it. For the CLI's log.
 */
export function explainMove(before: State, m: Move, after: State): MoveDescription {
  const rule = moveRule(m);
  const st = before.step;
  // A Fire card: what it shows and which positions it makes fire, before what their fire did.
  const fire = m.type === 'draw' && st?.kind === 'draw' && st.purpose.for === 'fire' && before.reveals.length === 0 ? [whoFires(before, m.card, st.purpose.sector)] : [];
  return { text: describeMove(before, m), ...(rule ? { rule } : {}), effects: [...fire, ...changes(viewOf(before), viewOf(after), m.type === 'move' ? m.units : [])] };
}

const SYMBOLS = { diamond: '◆', triangle: '▲', circle: '●' } as const;

/** A card as printed: its fire squares (a double square fires only with a depth marker), target symbol and artillery (DDOB 6.1, 6.5). */
export function cardText(id: number): string {
  const c = card(id);
  const squares = c.fire.map((q) => `${q.colour}${q.double ? ' (double)' : ''}`).join(', ');
  return `fire squares ${squares || 'none'}; target ${SYMBOLS[c.target]}${c.artillery ? `; artillery ${c.artillery.value} (calibres ${c.artillery.calibres.join(', ')})` : ''}${c.mine ? '; mine' : ''}`;
}

/** For a Fire card: the held, undisrupted positions of the sector whose colour it shows, i.e. those that fire (DDOB 6.1). */
function whoFires(s: State, id: number, sector: 'East' | 'West'): Described {
  const c = card(id);
  const firing: string[] = [];
  for (const [hex, g] of Object.entries(seenStacks(s))) {
    const pos = MAP.position.get(g.position);
    if (!pos || pos.sector !== sector || g.disrupted) continue;
    const q = c.fire.find((x) => x.colour === pos.colour);
    if (!q || (q.double && g.dm === 'none')) continue;
    firing.push(`${pos.id}${pos.hexes.length > 1 ? ` (hex ${hex})` : ''}`);
  }
  return { text: `card ${id}: ${cardText(id)}; ${firing.length ? `fires: ${firing.join(', ')}` : 'no position of the sector fires'}`, rule: 'DDOB 6.1' };
}

/** The log of a move: the move, then every change with its rule (the playground's `narrate`). */
export function narrateMove(before: State, m: Move, after: State): readonly Described[] {
  const d = explainMove(before, m, after);
  return [{ text: d.text, ...(d.rule ? { rule: d.rule } : {}) }, ...d.effects];
}
