/**
 * Heroes of Normandie moves in words (the CLI's `play` log, the playground's buttons and log) and
 * what a move changed, read off the viewer's views before and after it, so a face-down Order
 * token, the opponent's hand and a card drawn by the other side never leak (HoN p.5 L302-316,
 * p.8 L560). Units are named as printed on their counters, squares by (column, row) from the top
 * left of the battlefield.
 */
import { CARDS } from '../data/cards.js';
import { ROSTER } from '../data/roster.js';
import { game } from '../game.js';
import { type Move, type Player, type State, type Unit } from '../state.js';
import type { UnitView, View } from '../view.js';

/** A sentence and the rule it follows. */
export interface Described {
  readonly text: string;
  readonly rule?: string;
}

export interface MoveDescription extends Described {
  readonly effects: readonly Described[];
}

/** What the describer reads: a state, or a player's view of it (`view.state`). */
export type Seen = Pick<State, 'activation' | 'attack' | 'scatter'> & { readonly units: readonly (Unit | UnitView)[] };

export const SIDE_NAME: Readonly<Record<Player, string>> = { US: 'US', DE: 'German' };
/** Kernel square directions 0-7 as the engine turns units. */
export const DIRS = ['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const;
const DX = [1, 1, 0, -1, -1, -1, 0, 1] as const;
const DY = [0, -1, -1, -1, 0, 1, 1, 1] as const;

export const MOVE_RULES: Readonly<Record<Move['type'], string>> = {
  place: 'HoN p.5 L298',
  'end-orders': 'HoN p.5 L298',
  play: 'HoN p.8 L560',
  step: 'HoN p.6 L353',
  turn: 'HoN p.6 L370',
  stop: 'HoN p.5 L339',
  pass: 'HoN p.5 L332',
  overwatch: 'HoN p.15 L1256',
  tripod: 'HoN p.15 L1369',
  fire: 'HoN p.7 L454',
  assault: 'HoN p.6 L394',
  'aoe-fire': 'HoN p.14 L1195',
  raffica: 'HoN p.15 L1248',
  'barrage-fire': 'HoN p.14 L1163',
  grenade: 'HoN p.10 L848',
  'opportunity-fire': 'HoN p.9 L689',
  hold: 'HoN p.9 L691',
  equipment: 'HoN p.10 L776',
  retreat: 'HoN p.6 L424',
  relocate: 'HoN p.6 L380',
  'supply-move': 'HoN p.8 L604',
  'end-step': 'HoN p.8 L596',
  'keep-initiative': 'HoN p.13 L1071',
  'special-order': 'HoN p.5 L324',
  autonomous: 'HoN p.14 L1157',
  directive: 'HoN p.13 L1029',
  heroic: 'HoN p.12 L949',
  discard: 'HoN p.8 L596',
  die: 'HoN p.7 L512',
  'two-dice': 'HoN p.15 L1286',
  'choose-die': 'HoN p.15 L1286',
  substitute: 'HoN p.15 L1315',
  'assault-dice': 'HoN p.6 L414',
  draw: 'HoN p.8 L560',
  'place-smoke': 'HoN p.13 L1093',
  smoke: 'HoN p.13 L1097',
  embark: 'HoN p.15 L1355',
  disembark: 'HoN p.15 L1355',
  hide: 'HoN p.14 L1121',
  unload: 'HoN p.15 L1359',
  'grenade-room': 'HoN p.10 L850',
  demolish: 'HoN p.14 L1171',
  'mg-nest': 'HoN p.13 L1081',
  veteran: 'HoN p.12 L995',
  'destruction-dice': 'HoN p.14 L1171',
  panzerfaust: 'HoN p.11 L889',
  launch: 'HoN p.11 L863',
  'demolition-charge': 'HoN p.10 L826',
  position: 'HoN p.11 L897',
  conceal: 'HoN p.13 L1059',
  'sticky-bomb': 'HoN p.11 L903',
  detonate: 'HoN p.10 L840',
};

/** The rule of a move, also for a move type added after this describer (undefined then). */
export function moveRule(m: { readonly type: string }): string | undefined {
  return (MOVE_RULES as Readonly<Record<string, string>>)[m.type];
}

const EQUIPMENT: Readonly<Record<Extract<Move, { type: 'equipment' }>['item'], string>> = {
  ammo: 'Ammunition',
  ammoBelt: 'Ammo Belt',
  apcShells: 'APC Shells',
  additionalShielding: 'Additional Shielding',
  fuel: 'Fuel',
  triggerhappy: 'Trigger Happy',
  hardboiled: 'Hardboiled',
};

const DIRECTIVES: Readonly<Record<Extract<Move, { type: 'directive' }>['directive'], string>> = {
  fireAtWill: 'Fire at Will!',
  charge: 'Charge!',
  doubleTime: 'Double Time!',
  holdYourGround: 'Hold Your Ground!',
};

/** The printed name of the side up, e.g. `Rifle Squad`. */
export function counterName(u: Pick<Unit, 'counter' | 'side'>): string {
  return ROSTER[u.counter]?.sides[u.side]?.name ?? u.counter;
}

export const square = (x: number, y: number): string => `(${x}, ${y})`;

/** `US Rifle Squad at (3, 4)`. */
export function unitName(s: Seen, id: string): string {
  const u = s.units.find((x) => x.id === id);
  return u ? `${SIDE_NAME[u.owner]} ${counterName(u)} at ${square(u.x, u.y)}` : `unit ${id}`;
}

const cardName = (id: string): string => CARDS[id]?.name ?? id;

/** A move type not listed here: its type in words and each field named, never JSON. */
export function genericSentence(m: { readonly type: string } & Readonly<Record<string, unknown>>): string {
  const fields = Object.entries(m)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${Array.isArray(v) ? v.map((x) => (typeof x === 'object' && x !== null ? Object.values(x).map(String).join(' ') : String(x))).join(' and ') : typeof v === 'object' && v !== null ? Object.entries(v).map(([a, b]) => `${a} ${String(b)}`).join(', ') : String(v)}`);
  const head = m.type.replace(/[-_]/g, ' ');
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}

const SPACE = ['front', 'rear'] as const;

/** The spaces a shot names with a 2-space firer or target (HoN p.7 L478-486), e.g. `, from the rear space at the front space`. */
function aimWords(m: { readonly from?: 0 | 1; readonly at?: 0 | 1 }): string {
  return m.from === undefined || m.at === undefined ? '' : `, from the ${SPACE[m.from]} space at the ${SPACE[m.at]} space`;
}

/** The unit being activated (or attacking), named. */
const active = (s: Seen): string => (s.activation ? unitName(s, s.activation.unit) : 'the unit');

/** A move in words, read in `s` (a state or a view's state). A token placed shows its value: callers hide it from the opponent. */
export function describeMove(s: Seen, m: Move): string {
  switch (m.type) {
    case 'place':
      return `Place ${m.token === 'bluff' ? 'a Bluff token' : `Order token ${m.token}`} on ${unitName(s, m.unit)}`;
    case 'end-orders':
      return 'Done placing Order tokens';
    case 'play':
      return `Play ${cardName(m.card)}`;
    case 'step': {
      const u = s.activation ? s.units.find((x) => x.id === s.activation?.unit) : undefined;
      return u ? `${unitName(s, u.id)} steps ${DIRS[m.dir] ?? m.dir} to ${square(u.x + (DX[m.dir] ?? 0), u.y + (DY[m.dir] ?? 0))}` : `Step ${DIRS[m.dir] ?? m.dir}`;
    }
    case 'turn':
      return `${active(s)} turns to face ${DIRS[m.facing] ?? m.facing}`;
    case 'stop':
      return `${active(s)} ends its activation`;
    case 'pass':
      return 'Pass';
    case 'overwatch':
      return `${active(s)} sets Opportunity Fire`;
    case 'tripod':
      return `${active(s)} flips its tripod (sets up or picks up its weapon)`;
    case 'fire':
      return `${active(s)} ${m.mode === 'suppressive' ? 'lays Suppressive Fire' : 'fires'} with weapon ${m.weapon + 1} at ${unitName(s, m.target)}${aimWords(m)}`;
    case 'assault':
      return `${active(s)} assaults ${unitName(s, m.target)}`;
    case 'aoe-fire':
      return `${active(s)} fires on the corner above left of ${square(m.px, m.py)}`;
    case 'raffica':
      return `${active(s)} fires a burst: ${m.shots.map((x) => `${unitName(s, x.target)} +${x.bonus}${aimWords(x)}`).join(', ')}`;
    case 'barrage-fire':
      return `Barrage: ${unitName(s, m.unit)} fires at ${unitName(s, m.target)}${aimWords(m)}`;
    case 'grenade':
      return `${active(s)} throws a grenade on the corner above left of ${square(m.px, m.py)}`;
    case 'opportunity-fire':
      return `Opportunity Fire: ${unitName(s, m.unit)} fires at ${unitName(s, m.target)}${aimWords(m)}`;
    case 'hold':
      return s.attack ? 'No reaction' : 'No Opportunity Fire';
    case 'equipment':
      return `Announce ${EQUIPMENT[m.item]}`;
    case 'retreat':
      return `${s.attack?.retreatUnit ? unitName(s, s.attack.retreatUnit) : 'The loser'} retreats to ${square(m.x, m.y)}`;
    case 'relocate':
      return `Relocate the vehicle to ${square(m.x, m.y)}`;
    case 'supply-move':
      return `Supply move: ${unitName(s, m.unit)}`;
    case 'end-step':
      return 'End this Supply step';
    case 'keep-initiative':
      return 'Keep the initiative (Initiative command)';
    case 'special-order':
      return `Special Order (Order 0) on ${unitName(s, m.unit)}`;
    case 'autonomous':
      return `Activate ${unitName(s, m.unit)} on its own (Autonomous)`;
    case 'directive':
      return `Directive ${DIRECTIVES[m.directive]} on ${unitName(s, m.unit)}`;
    case 'heroic':
      return m.use ? `Spend a Heroic marker: ${active(s)} is activated again` : 'Keep the Heroic marker';
    case 'discard':
      return `Discard ${cardName(m.card)}`;
    case 'die': {
      if (s.scatter) return `Scatter die: ${m.face}`;
      const a = s.attack;
      if (!a) return `Die: ${m.face}`;
      const what = a.stage === 'damage' ? 'location die' : a.mode === 'grenade' ? 'explosion die' : 'fire die';
      return `${what} against ${unitName(s, a.target)}: ${m.face}`;
    }
    case 'two-dice':
      return `Location dice: ${m.first} and ${m.second}`;
    case 'choose-die':
      return `Keep the location die ${m.face}`;
    case 'substitute':
      return `The hit goes to ${unitName(s, m.unit)} instead`;
    case 'assault-dice':
      return `Assault dice${s.attack ? ` (${unitName(s, s.attack.attacker)} on ${unitName(s, s.attack.target)})` : ''}: attacker keeps ${m.attacker}, defender ${m.defender}`;
    case 'draw':
      return `Draw ${cardName(m.card)}`;
    case 'place-smoke':
      return `Place ${m.token === 'bluff' ? 'a Bluff token' : `Order token ${m.token}`} on smoke bomb ${m.smoke}`;
    case 'smoke':
      return `${active(s)} throws the smoke bomb on the corner above left of ${square(m.px, m.py)}`;
    case 'embark':
      return `${active(s)} boards ${unitName(s, m.vehicle)}`;
    case 'disembark':
      return `${active(s)} gets out to ${square(m.x, m.y)}`;
    case 'hide':
      return `${active(s)} hides (Ambush)`;
    case 'unload':
      return `The passenger is placed at ${square(m.x, m.y)}`;
    case 'grenade-room':
      return `${active(s)} throws a grenade into the room of ${square(m.x, m.y)}`;
    case 'demolish':
      return `${active(s)} attacks the structure (terrain tile ${m.tile})`;
    case 'mg-nest':
      return `Place the MG Nest on ${square(m.x, m.y)}`;
    case 'veteran':
      return 'Spend a Veteran marker: roll the die again';
    case 'destruction-dice':
      return `Destruction dice: ${m.hits} of 4 or more`;
    case 'panzerfaust':
      return `${active(s)} fires a Panzerfaust at ${unitName(s, m.target)}`;
    case 'launch':
      return `${active(s)} fires ${m.item === 'rifleGrenade' ? 'a rifle grenade' : 'an HE shell'} on the corner above left of ${square(m.px, m.py)}`;
    case 'sticky-bomb':
      return `${active(s)} places a Sticky Bomb on ${unitName(s, m.vehicle)}`;
    case 'conceal':
      return `Put a Concealed tile on ${unitName(s, m.unit)}`;
    case 'position':
      return `Lay the Position tile under ${unitName(s, m.unit)} instead of moving`;
    case 'demolition-charge':
      return `${active(s)} blows a Demolition Charge on the structure (terrain tile ${m.tile})`;
    default:
      return genericSentence(m as { readonly type: string } & Readonly<Record<string, unknown>>);
  }
}

/** What a player (or, null, an onlooker holding no hand) sees: the onlooker sees no face-down token. */
export function viewFor(s: State, viewer: Player | null): View {
  if (viewer) return game.view(s, viewer);
  const v = game.view(s, 'US');
  const hide = s.phase === 'orders';
  return { ...v, hand: [], deck: {}, state: { ...v.state, units: v.state.units.map((u) => (u.owner === 'US' && u.token !== null && !u.revealed ? { ...u, token: hide ? null : 'hidden' } : u)) } };
}

const tokenWords = (t: UnitView['token']): string => (t === 'bluff' ? 'a Bluff' : `Order ${String(t)}`);

/** What changed between two views of the same player, one line each with its rule. */
export function changes(a: View, b: View, told: readonly string[] = []): Described[] {
  const out: Described[] = [];
  const sa = a.state;
  const sb = b.state;
  for (const u of sb.units) {
    const was = sa.units.find((x) => x.id === u.id);
    if (!was) continue;
    const name = unitName(sa, u.id);
    if (was.alive && !u.alive) {
      out.push({ text: `${name} is ${u.wreck ? 'wrecked' : 'eliminated'}`, rule: 'HoN p.7 L514-522' });
      continue;
    }
    if (u.side !== was.side) out.push({ text: `${name} is flipped to its ${counterName(u)} side`, rule: 'HoN p.7 L514' });
    if (u.suppressed > was.suppressed) out.push({ text: `${name} gets ${u.suppressed - was.suppressed} Suppressed marker${u.suppressed - was.suppressed > 1 ? 's' : ''}`, rule: 'HoN p.7 L516' });
    if (u.suppressed < was.suppressed) out.push({ text: `${name} loses ${was.suppressed - u.suppressed} Suppressed marker${was.suppressed - u.suppressed > 1 ? 's' : ''}`, rule: 'HoN p.8 L600' });
    for (const d of u.damage) if (!was.damage.includes(d)) out.push({ text: `${name}: ${d} damaged`, rule: 'HoN p.7 L524-542' });
    if ((u.x !== was.x || u.y !== was.y) && !told.includes(u.id)) out.push({ text: `${SIDE_NAME[u.owner]} ${counterName(u)} moves to ${square(u.x, u.y)}`, rule: 'HoN p.6 L353' });
    if (u.revealed && !was.revealed && u.token !== null && u.token !== 'hidden') out.push({ text: `${name}: its token is revealed, ${tokenWords(u.token)}`, rule: 'HoN p.5 L332' });
    if (u.activated && !was.activated) out.push({ text: `${name} is activated`, rule: 'HoN p.5 L339' });
    if (u.overwatch && !was.overwatch) out.push({ text: `${name} is on Opportunity Fire`, rule: 'HoN p.15 L1256' });
  }
  for (const p of ['US', 'DE'] as const) {
    if (sa.sides[p].vp !== sb.sides[p].vp) out.push({ text: `${SIDE_NAME[p]} victory points ${sa.sides[p].vp} -> ${sb.sides[p].vp}`, rule: 'HoN p.4 L274' });
  }
  sb.objectives.forEach((o, i) => {
    const was = sa.objectives[i];
    if (was && was.holder !== o.holder) out.push({ text: `objective at ${square(o.x, o.y)} ${o.holder ? `taken by the ${SIDE_NAME[o.holder]}s` : 'no longer held'}`, rule: 'HoN p.4 L274' });
  });
  sb.groups.forEach((g, i) => {
    if (g.broken && !sa.groups[i]?.broken) out.push({ text: `${SIDE_NAME[g.owner]} group ${g.key} reaches its Break Point`, rule: 'HoN p.4 L280' });
  });
  if (sa.turn !== sb.turn) out.push({ text: `turn ${sb.turn} begins`, rule: 'HoN p.5 L290' });
  if (!sa.result && sb.result) out.push({ text: sb.result.winner ? `${SIDE_NAME[sb.result.winner]}s win: ${sb.result.reason}` : `draw: ${sb.result.reason}`, rule: 'HoN p.4 L274' });
  return out;
}

/** Who drew the card of a `draw` move. */
function drawer(before: State, after: State): Player | undefined {
  return (['US', 'DE'] as const).find((p) => after.sides[p].hand.length > before.sides[p].hand.length);
}

/**
 * The log of a move as `viewer` may know it: a token placed on the other side's unit is only "a
 * token", a card drawn by the other side only "a card"; then every change, with its rule.
 */
export function narrateMove(before: State, m: Move, after: State, viewer: Player | null): readonly Described[] {
  const rule = moveRule(m);
  const r = rule ? { rule } : {};
  const va = viewFor(before, viewer);
  const vb = viewFor(after, viewer);
  let head: string;
  if (m.type === 'place' && before.units.find((u) => u.id === m.unit)?.owner !== viewer) {
    const owner = before.units.find((u) => u.id === m.unit)?.owner;
    head = `${owner ? SIDE_NAME[owner] : 'A player'} places a face-down token (hidden) on ${unitName(before, m.unit)}`;
  } else if (m.type === 'place-smoke' && before.smokes.find((x) => x.id === m.smoke)?.owner !== viewer) {
    const owner = before.smokes.find((x) => x.id === m.smoke)?.owner;
    head = `${owner ? SIDE_NAME[owner] : 'A player'} places a face-down token (hidden) on smoke bomb ${m.smoke}`;
  } else if (m.type === 'draw' && drawer(before, after) !== viewer) {
    const p = drawer(before, after);
    head = `${p ? SIDE_NAME[p] : 'A player'} draws a card (hidden)`;
  } else head = describeMove(before, m);
  const told = m.type === 'step' || m.type === 'retreat' || m.type === 'relocate' ? before.units.filter((u) => u.x !== after.units.find((x) => x.id === u.id)?.x || u.y !== after.units.find((x) => x.id === u.id)?.y).map((u) => u.id) : [];
  return [{ text: head, ...r }, ...changes(va, vb, m.type === 'step' && before.activation ? [before.activation.unit] : told)];
}

/** The move in words with its rule and its changes as `viewer` sees them (default: an onlooker). For the CLI. */
export function explainMove(before: State, m: Move, after: State, viewer: Player | null = null): MoveDescription {
  const [head, ...effects] = narrateMove(before, m, after, viewer);
  return { text: head?.text ?? '', ...(head?.rule ? { rule: head.rule } : {}), effects };
}
