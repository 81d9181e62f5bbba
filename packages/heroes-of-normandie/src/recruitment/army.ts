/**
 * Army creation for a free scenario (HoN p.4 L198-252): cost in Army Points, the legality of
 * tiles, options and heroes (T73), and the unit instances an army brings, with the Break Point
 * group each belongs to (L278-282).
 */
import { CONSTANTS } from '../data/constants.js';
import { HEROES, OPTIONS, TILES } from '../data/recruitment.js';
import type { ArmyList, Hero, RecruitmentOption, RecruitmentTile } from '../data/schemas.js';

export interface Catalogue {
  readonly tiles: Readonly<Record<string, RecruitmentTile>>;
  readonly options: Readonly<Record<string, RecruitmentOption>>;
  readonly heroes: Readonly<Record<string, Hero>>;
}

export const STAND_IN_CATALOGUE: Catalogue = { tiles: TILES, options: OPTIONS, heroes: HEROES };

export interface ArmyProblem {
  readonly path: string;
  readonly message: string;
  readonly rule: string;
}

export function armyCost(list: ArmyList, cat: Catalogue = STAND_IN_CATALOGUE): number {
  let cost = 0;
  for (const t of list.tiles) {
    cost += cat.tiles[t.tile]?.cost ?? 0;
    for (const o of t.options) cost += cat.options[o.option]?.cost ?? 0;
  }
  for (const h of list.heroes) cost += cat.heroes[h]?.cost ?? 0;
  return cost;
}

/** Army Points available: the agreed total, +30 with Nazi Basterds (HoN p.12 L963). */
export function armyBudget(list: ArmyList, points: number, cat: Catalogue = STAND_IN_CATALOGUE): number {
  const basterds = list.tiles.some((t) => t.options.some((o) => cat.options[o.option]?.trait === 'naziBasterds'));
  return points + (basterds ? CONSTANTS.naziBasterdsPoints.value : 0);
}

/** Every problem with an army list, empty when it is legal (HoN p.4 L208, L214, L238, L248; T73). */
export function armyProblems(list: ArmyList, points: number, cat: Catalogue = STAND_IN_CATALOGUE): ArmyProblem[] {
  const out: ArmyProblem[] = [];
  if (list.tiles.length === 0) out.push({ path: 'tiles', message: 'an army needs at least one Recruitment Tile', rule: 'HoN p.4 L208' });
  const hasOfficer = list.tiles.some((t) => cat.tiles[t.tile]?.officer === true);
  const badges = new Set(list.tiles.map((t) => cat.tiles[t.tile]?.badge).filter((b): b is string => b !== undefined));
  list.tiles.forEach((t, i) => {
    const tile = cat.tiles[t.tile];
    if (!tile) return out.push({ path: `tiles.${i}.tile`, message: `unknown tile ${t.tile}`, rule: 'HoN p.4 L139' }), undefined;
    if (tile.faction !== list.faction) out.push({ path: `tiles.${i}.tile`, message: `${t.tile} is not ${list.faction}`, rule: 'HoN p.4 L202' });
    const used = new Set<number>();
    t.options.forEach((o, j) => {
      const at = `tiles.${i}.options.${j}`;
      const opt = cat.options[o.option];
      const slot = tile.slots[o.slot];
      if (!opt) return out.push({ path: `${at}.option`, message: `unknown option ${o.option}`, rule: 'HoN p.4 L145' }), undefined;
      if (!slot) return out.push({ path: `${at}.slot`, message: `${t.tile} has no slot ${o.slot}`, rule: 'HoN p.4 L214' }), undefined;
      if (used.has(o.slot)) out.push({ path: `${at}.slot`, message: `slot ${o.slot} is already filled`, rule: 'HoN p.4 L214' });
      used.add(o.slot);
      if (opt.faction !== list.faction) out.push({ path: `${at}.option`, message: `${o.option} is not ${list.faction}`, rule: 'HoN p.4 L202' });
      if (opt.size !== slot.size) out.push({ path: `${at}.option`, message: `a ${opt.size} option does not fit a ${slot.size} slot`, rule: 'HoN p.4 L214' });
      if (!opt.bands.some((b) => slot.bands.includes(b)))
        out.push({ path: `${at}.option`, message: `no band of ${o.option} matches the slot's edges`, rule: 'HoN p.4 L214' });
      if (opt.type === 'command' && !hasOfficer)
        out.push({ path: `${at}.option`, message: 'a Command needs an Officer tile', rule: 'HoN p.4 L238' });
    });
  });
  list.heroes.forEach((h, i) => {
    const hero = cat.heroes[h];
    if (!hero) return out.push({ path: `heroes.${i}`, message: `unknown hero ${h}`, rule: 'HoN p.4 L242' }), undefined;
    if (hero.faction !== list.faction) out.push({ path: `heroes.${i}`, message: `${h} is not ${list.faction}`, rule: 'HoN p.4 L242' });
    if (hero.badge !== 'generic' && !badges.has(hero.badge))
      out.push({ path: `heroes.${i}`, message: `${h} needs a tile with the badge ${hero.badge}`, rule: 'HoN p.4 L248' });
  });
  const cost = armyCost(list, cat);
  const budget = armyBudget(list, points, cat);
  if (cost > budget) out.push({ path: 'tiles', message: `the army costs ${cost} AP, more than ${budget}`, rule: 'HoN p.4 L200' });
  return out;
}

export interface UnitInstance {
  readonly id: string;
  readonly counter: string;
  /** Break Point group: the option's key when the unit came with a support option, else the tile's; null for heroes. */
  readonly group: string | null;
}

/** The units an army brings: `t<i>.<k>`, `t<i>.s<slot>.<k>`, `h<j>` (the ids deployment lists use). */
export function armyUnits(list: ArmyList, cat: Catalogue = STAND_IN_CATALOGUE): UnitInstance[] {
  const out: UnitInstance[] = [];
  list.tiles.forEach((t, i) => {
    const tile = cat.tiles[t.tile];
    tile?.units.forEach((c, k) => out.push({ id: `t${i}.${k}`, counter: c, group: `t${i}` }));
    for (const o of t.options) {
      cat.options[o.option]?.units.forEach((c, k) => out.push({ id: `t${i}.s${o.slot}.${k}`, counter: c, group: `t${i}.s${o.slot}` }));
    }
  });
  list.heroes.forEach((h, j) => {
    const hero = cat.heroes[h];
    if (hero) out.push({ id: `h${j}`, counter: hero.counter, group: null });
  });
  return out;
}

export interface GroupInstance {
  readonly key: string;
  readonly breakPoint: number;
  readonly vp: number;
  readonly stars: number;
  readonly grants: readonly string[];
  readonly wide: boolean;
  readonly markers: number;
}

/** The Break Point groups of an army: every tile and every option (HoN p.4 L278-282). */
export function armyGroups(list: ArmyList, cat: Catalogue = STAND_IN_CATALOGUE): GroupInstance[] {
  const out: GroupInstance[] = [];
  list.tiles.forEach((t, i) => {
    const tile = cat.tiles[t.tile];
    if (!tile) return;
    const corner = tile.cornerStars && t.options.some((o) => o.slot === tile.cornerStars?.slot) ? tile.cornerStars.stars : 0;
    out.push({ key: `t${i}`, breakPoint: tile.breakPoint, vp: tile.vp, stars: tile.stars + corner, grants: [], wide: false, markers: 0 });
    for (const o of t.options) {
      const opt = cat.options[o.option];
      if (!opt) continue;
      const grant = opt.command ?? opt.trait ?? opt.equipment;
      // Options without units break with their tile: they count toward no Break Point of their own.
      out.push({
        key: `t${i}.s${o.slot}`,
        breakPoint: opt.breakPoint ?? 99,
        vp: opt.vp,
        stars: opt.stars,
        grants: grant ? [grant] : [],
        wide: tile.officer,
        markers: opt.markers,
      });
    }
  });
  return out;
}
