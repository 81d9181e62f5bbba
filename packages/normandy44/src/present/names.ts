/**
 * Names as a player reads them: units as printed on their counters (`US 8/4`, `German 1058/91`),
 * hexes by their printed numbers with the place name printed there (`2512 Carentan`).
 */
import type { Board } from '../map/index.js';
import { board } from '../position.js';
import type { Player, State, UnitState } from '../state.js';
import { faceFor, unitInfo } from '../units.js';

export const SIDE_NAME: Readonly<Record<Player, string>> = { german: 'German', allied: 'Allied' };

/** The nation word printed on a counter's side: US, British, Canadian; every German arm reads German. */
function nationWord(id: string, side: Player): string {
  const c = unitInfo(id)?.counter;
  if (!c) return SIDE_NAME[side];
  return c.side === 'german' ? 'German' : c.nation;
}

/** A counter's printed designation: unit, then its formation when it has one (`8/4`, `HQ VII`). */
export function counterLabel(id: string): string {
  const c = unitInfo(id)?.counter;
  if (!c) return id;
  return c.formation && c.formation !== c.unit ? `${c.unit}/${c.formation}` : c.unit;
}

/** A unit as printed, without where it stands: `US 8/4`. */
export function unitTitle(id: string, side?: Player): string {
  const i = unitInfo(id);
  return `${nationWord(id, side ?? i?.side ?? 'allied')} ${counterLabel(id)}`;
}

/** Place kinds whose name is printed on the map at the hex (drop zones and mobilization areas are not names). */
const NAMED = new Set(['city', 'town', 'battery', 'other']);

/**
 * The map a position is played on. Called with the state so that a package whose `board` picks the
 * map by scenario (the Cotentin for Cherbourg, the whole map for the campaign) draws and names the
 * right one; a `board` of no argument ignores it.
 */
export function mapOf(s?: { readonly scenario: string }): Board {
  return (board as (s?: { readonly scenario: string }) => Board)(s);
}

/** The place name printed at a hex, if any. */
export function placeAt(hex: string, s?: { readonly scenario: string }): string | undefined {
  return mapOf(s).file.places.find((p) => NAMED.has(p.kind) && p.hexes.includes(hex))?.name;
}

/** A hex as the map numbers it, with its place name: `2512 (Carentan)`. */
export function hexName(hex: string | null | undefined, s?: { readonly scenario: string }): string {
  if (!hex) return 'off the map';
  const p = placeAt(hex, s);
  return p ? `${hex} (${p})` : hex;
}

/** A unit and where it is: `US 8/4 at 2914`, `US 12/4 in a later wave`. */
export function unitName(s: State, id: string): string {
  const u = s.units.find((x) => x.id === id);
  if (!u) return unitTitle(id);
  return `${unitTitle(id, u.side)} ${whereIs(u, s)}`;
}

const BOX_WORDS: Readonly<Record<UnitState['box'], string>> = {
  map: 'on the map',
  landing: 'in the landing box',
  wave: 'in a later wave',
  britain: 'in Britain',
  reinforcement: 'among the reinforcements',
  eliminated: 'eliminated',
  removed: 'removed from play',
};

export function whereIs(u: UnitState, s?: { readonly scenario: string }): string {
  return u.box === 'map' && u.hex ? `at ${hexName(u.hex, s)}` : BOX_WORDS[u.box];
}

/** The values on the face a unit shows: `strength 6, MA 4, TQ 1, armour 3`. */
export function faceWords(u: UnitState): string {
  const i = unitInfo(u.id);
  if (!i) return '';
  const f = faceFor(i, u.steps);
  const bits = [
    `strength ${f.strength ?? '-'}${f.defenseOnly ? ' (defends only)' : ''}`,
    `MA ${f.ma ?? '-'}`,
    `TQ ${f.tq ?? '-'}`,
    f.armor ? `${f.armor.box === 'grey' ? 'armour' : 'anti-tank'} ${f.armor.value}` : '',
  ];
  return bits.filter((x) => x !== '').join(', ');
}

/** Words for a phase (N44 3). */
export function phaseName(phase: State['phase']): string {
  if (phase === 'over') return 'the game is over';
  return phase.replace(/-/g, ' ').replace(/^(german|allied)/, (x) => (x === 'german' ? 'German' : 'Allied'));
}
