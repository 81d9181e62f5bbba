/**
 * The scenario editor's names, mapped onto our ids. Three kinds of rows:
 * - base content, read as is;
 * - re-skins: an expansion's art for a base terrain with the same rules (winter forest, desert
 *   village...), read as the base terrain with a warning that the art differs;
 * - content the engine does not model (`unsupported`, naming the feature and its expansion):
 *   refused, or read as the fallback given with a warning, as the caller chooses.
 * Names in none of the tables are refused outright, naming the name and the hex.
 * Expansions are named by their boxes; the editor's names are the official editor's (the same
 * names bga-devs/bga-memoir reads).
 */
import type { ObstacleId } from '../../data/obstacles.js';
import type { TerrainId } from '../../data/terrain.js';
import type { UnitType } from '../../data/units.js';
import type { BoardFace, Front, Nation, Side } from '../schema.js';

export const TERRAIN_PACK = 'Terrain Pack';
export const EASTERN_FRONT = 'Eastern Front';
export const PACIFIC_THEATER = 'Pacific Theater';
export const MEDITERRANEAN_THEATER = 'Mediterranean Theater';
export const WINTER_WARS = 'Winter Wars';
export const BREAKTHROUGH = 'Breakthrough';
export const EQUIPMENT_PACK = 'Equipment Pack';

/** Something the engine does not model: what it is, and the expansion whose rules it needs. */
export interface Feature {
  readonly name: string;
  /** The expansion the rule comes from; null for a rule of the scenario alone, or an option no table names. */
  readonly expansion: string | null;
}

const feature = (name: string, expansion: string | null): Feature => ({ name, expansion });

export const FEATURES = {
  roads: feature('roads', TERRAIN_PACK),
  railroads: feature('railroads', TERRAIN_PACK),
  railroadStation: feature('railroad stations', TERRAIN_PACK),
  marshes: feature('marshes', TERRAIN_PACK),
  highGround: feature('high ground', TERRAIN_PACK),
  wadis: feature('wadis', TERRAIN_PACK),
  oasis: feature('oases', TERRAIN_PACK),
  airfields: feature('airfields', TERRAIN_PACK),
  desertAirfields: feature('desert airfields', MEDITERRANEAN_THEATER),
  jungleAirfields: feature('jungle airfields', PACIFIC_THEATER),
  fortress: feature('fortresses', TERRAIN_PACK),
  lighthouse: feature('lighthouses', TERRAIN_PACK),
  powerPlant: feature('power plants', TERRAIN_PACK),
  prisonCamp: feature('prison camps', TERRAIN_PACK),
  radar: feature('radar stations', TERRAIN_PACK),
  supplyDepot: feature('supply depots', TERRAIN_PACK),
  fieldBunkers: feature('field bunkers', TERRAIN_PACK),
  fords: feature('river fords', TERRAIN_PACK),
  pontoons: feature('pontoon bridges', TERRAIN_PACK),
  railroadBridges: feature('railroad bridges', TERRAIN_PACK),
  roadBlocks: feature('road blocks', TERRAIN_PACK),
  trains: feature('trains', TERRAIN_PACK),
  minefields: feature('minefields', TERRAIN_PACK),
  bigGuns: feature('big guns', TERRAIN_PACK),
  engineers: feature('combat engineers', TERRAIN_PACK),
  desertRules: feature('North African desert rules', TERRAIN_PACK),
  cityRuins: feature('city ruins', EASTERN_FRONT),
  winterTrenches: feature('trenches', EASTERN_FRONT),
  ravines: feature('ravines', EASTERN_FRONT),
  frozenRivers: feature('frozen rivers', EASTERN_FRONT),
  soviets: feature('Soviet units', EASTERN_FRONT),
  snipers: feature('snipers', EASTERN_FRONT),
  cavalry: feature('cavalry', EASTERN_FRONT),
  skiTroops: feature('ski troops', EASTERN_FRONT),
  blitz: feature('Blitz rules', EASTERN_FRONT),
  commissar: feature('Russian command rules (Political Commissar)', EASTERN_FRONT),
  jungles: feature('jungles', PACIFIC_THEATER),
  ricePaddies: feature('rice paddies', PACIFIC_THEATER),
  caves: feature('caves', PACIFIC_THEATER),
  fieldHospital: feature('field hospitals', PACIFIC_THEATER),
  hqTents: feature('HQ & supply tents', PACIFIC_THEATER),
  desertHqTents: feature('HQ & supply tents', MEDITERRANEAN_THEATER),
  pier: feature('piers', PACIFIC_THEATER),
  riverMouths: feature('river mouths', PACIFIC_THEATER),
  pacificTrenches: feature('trenches', PACIFIC_THEATER),
  japanese: feature('Imperial Japanese Army units', PACIFIC_THEATER),
  flameThrowers: feature('flame thrower tanks', PACIFIC_THEATER),
  gungHo: feature('US Marine Corps command rules (Gung Ho!)', PACIFIC_THEATER),
  nightAttacks: feature('Night Attack rules', PACIFIC_THEATER),
  coastlines: feature('coastlines', MEDITERRANEAN_THEATER),
  ergs: feature('ergs & ridges', MEDITERRANEAN_THEATER),
  escarpments: feature('escarpments', MEDITERRANEAN_THEATER),
  antiTank: feature('anti-tank guns', MEDITERRANEAN_THEATER),
  britishCommand: feature('British Commonwealth Forces command rules', MEDITERRANEAN_THEATER),
  italianArmy: feature('Italian Royal Army rules', MEDITERRANEAN_THEATER),
  italianCommand: feature('Italian High Command rules', MEDITERRANEAN_THEATER),
  // The Tiger rules (summary card Troops 16); Villers-Bocage lists this expansion among its packs.
  tigers: feature('Tiger tanks', MEDITERRANEAN_THEATER),
  heavyAntiTank: feature('heavy anti-tank guns', WINTER_WARS),
  breakthrough: feature('the Breakthrough board', BREAKTHROUGH),
  equipment: feature('equipment', EQUIPMENT_PACK),
  exitCountsTwo: feature('exits worth 2 medals for infantry', null),
  deckReshuffling: feature('deck reshuffling', null),
  emptySectionMedals: feature('medals for emptied sections', null),
} as const satisfies Record<string, Feature>;
export type FeatureId = keyof typeof FEATURES;

// ---------------------------------------------------------------------------------------------
// Hex terrain (`terrain.name`).

export interface TileRow {
  /** What the engine plays; for unsupported content, what it is read as under `warn`. */
  readonly terrain: TerrainId;
  readonly road?: true;
  /** A re-skin: the rules of `terrain`, drawn as this. */
  readonly art?: string;
  readonly unsupported?: FeatureId;
}

const base = (terrain: TerrainId): TileRow => ({ terrain });
const reskin = (terrain: TerrainId, art: string): TileRow => ({ terrain, art });
const expansionTile = (unsupported: FeatureId, terrain: TerrainId = 'countryside'): TileRow => ({ terrain, unsupported });
const road = (art?: string, terrain: TerrainId = 'countryside'): TileRow => ({
  terrain,
  road: true,
  unsupported: 'roads',
  ...(art ? { art } : {}),
});

export const M44_TERRAIN: Readonly<Record<string, TileRow>> = {
  buildings: base('town'),
  church: base('church'),
  woods: base('woods'),
  hedgerow: base('hedgerow'),
  hills: base('hill'),
  river: base('river'),
  // River bends, forks and headwaters are river tiles of other shapes (Terrain Pack: same rules).
  // A closed ring of bends is a pond (see `pondHexes`).
  curve: base('river'),
  riverFL: base('river'),
  riverFR: base('river'),
  riverY: base('river'),
  pond: base('river'),
  // Lake tiles: "a lake may be river tiles or the dedicated lake tiles of some expansions" (M44 p.18).
  lakeA: base('lake'),
  lakeB: base('lake'),
  lakeC: base('lake'),
  // Altitude 2 (M44 p.18 [L778]); the Terrain Pack's own mountain rules are warned of (`MOUNTAIN_NOTE`).
  mountain: base('mountain'),
  // Re-skins: the expansions treat them as the base terrain (Terrain Pack: desert forests and
  // villages "as in the base game"; Eastern Front, Winter Wars: winter forest, hill, church).
  wforest: reskin('woods', 'winter forest'),
  palmtrees: reskin('woods', 'palm forest'),
  wvillage: reskin('town', 'winter village'),
  bled: reskin('town', 'North African village'),
  pvillage: reskin('town', 'Pacific village'),
  wchurch: reskin('church', 'winter church'),
  whill: reskin('hill', 'winter hill'),
  dhill: reskin('hill', 'desert hill'),
  pbeach: reskin('beach', 'Pacific beach'),
  // Roads (Terrain Pack): kept as a road flag, whose movement bonus the engine does not play.
  road: road(),
  roadcurve: road(),
  roadFL: road(),
  roadFR: road(),
  roadX: road(),
  roadY: road(),
  hillroad: road(undefined, 'hill'),
  hillcurve: road(undefined, 'hill'),
  droad: road('desert road'),
  droadcurve: road('desert road'),
  droadFL: road('desert road'),
  droadFR: road('desert road'),
  droadX: road('desert road'),
  wroad: road('winter road'),
  wroadcurve: road('winter road'),
  wroadFL: road('winter road'),
  wroadFR: road('winter road'),
  wroadX: road('winter road'),
  wroadY: road('winter road'),
  // Expansion terrain; under `warn` the hex is read as open ground (or as the river it is).
  rail: expansionTile('railroads'),
  railcurve: expansionTile('railroads'),
  railFL: expansionTile('railroads'),
  railFR: expansionTile('railroads'),
  railX: expansionTile('railroads'),
  railroad: expansionTile('railroads'),
  wrail: expansionTile('railroads'),
  wrailcurve: expansionTile('railroads'),
  wrailFR: expansionTile('railroads'),
  wrailroad: expansionTile('railroads'),
  station: expansionTile('railroadStation'),
  marshes: expansionTile('marshes'),
  wmarshes: expansionTile('marshes'),
  highground: expansionTile('highGround'),
  wadi: expansionTile('wadis'),
  wcurve: expansionTile('wadis'),
  oasis: expansionTile('oasis'),
  airfield: expansionTile('airfields'),
  airfieldX: expansionTile('airfields'),
  cairfield: expansionTile('airfields'),
  dairfield: expansionTile('desertAirfields'),
  dairfieldX: expansionTile('desertAirfields'),
  pairfield: expansionTile('jungleAirfields'),
  pairfieldX: expansionTile('jungleAirfields'),
  fortress: expansionTile('fortress'),
  lighthouse: expansionTile('lighthouse'),
  powerplant: expansionTile('powerPlant'),
  camp: expansionTile('prisonCamp'),
  radar: expansionTile('radar'),
  depot: expansionTile('supplyDepot'),
  wruins: expansionTile('cityRuins'),
  wtrenches: expansionTile('winterTrenches'),
  wravine: expansionTile('ravines'),
  wriver: expansionTile('frozenRivers'),
  wcurved: expansionTile('frozenRivers'),
  wriverFR: expansionTile('frozenRivers'),
  pjungle: expansionTile('jungles'),
  price: expansionTile('ricePaddies'),
  pcave: expansionTile('caves', 'hill'),
  pmcave: expansionTile('caves', 'mountain'),
  phospital: expansionTile('fieldHospital'),
  pheadquarter: expansionTile('hqTents'),
  dcamp: expansionTile('desertHqTents'),
  ppier: expansionTile('pier'),
  pmouth: expansionTile('riverMouths', 'river'),
  ptrenches: expansionTile('pacificTrenches'),
  coast: expansionTile('coastlines'),
  coastcurve: expansionTile('coastlines'),
  dridge: expansionTile('ergs'),
  descarpment: expansionTile('escarpments'),
};

/** What the engine's mountain leaves out of the Terrain Pack's mountain rules. */
export const MOUNTAIN_NOTE =
  "read with the base rules' altitude 2 (M44 p.18); the Terrain Pack's own mountain rules " +
  '(only infantry climbing from a hill, 2 dice of protection, artillery range on a mountain) are not modelled';

/**
 * `terrain.behavior` on a hill: the scenario's cliff, bluff or steep hill. A bluff climbed from
 * the beach costs infantry 2 hexes and bars armour, which is the rulebook's dune (M44 p.17 [L733-748]).
 */
export const M44_HILL_BEHAVIOR: Readonly<Record<string, TerrainId>> = {
  HILL: 'hill',
  CLIFF: 'cliff',
  BLUFF: 'dune',
  STEEP_HILL: 'steep-hill',
};
/** Behaviours that only repeat what the tile is: a river too wide to ford is a river (M44 p.16). */
export const M44_SAME_BEHAVIOR: Readonly<Record<string, TerrainId>> = { WIDE_RIVER: 'river', MOUNTAIN: 'mountain' };
/** `terrain.behavior` making the hex impassable by scenario rule. */
export const M44_IMPASSABLE_BEHAVIOR = 'IMPASSABLE_HILL';

// ---------------------------------------------------------------------------------------------
// Square tiles (`rect_terrain.name`) and obstacles (`obstacle.name`).

export interface ObstacleRow {
  /** What the engine plays; null: under `warn` the piece is left off. */
  readonly obstacle: ObstacleId | null;
  readonly art?: string;
  readonly unsupported?: FeatureId;
}

/** `sand` + SEAWALL is an embankment (M44 p.19 [L859]). */
export const M44_SEAWALL_BEHAVIOR = 'SEAWALL';

export const M44_OBSTACLES: Readonly<Record<string, ObstacleRow>> = {
  bunker: { obstacle: 'bunker' },
  bridge: { obstacle: 'bridge' },
  wbridge: { obstacle: 'bridge', art: 'winter bridge' },
  wire: { obstacle: 'wire' },
  sand: { obstacle: 'sandbag' },
  hedgehog: { obstacle: 'hedgehog' },
  casemate: { obstacle: null, unsupported: 'fieldBunkers' },
  wbunker: { obstacle: null, unsupported: 'fieldBunkers' },
  dbunker: { obstacle: null, unsupported: 'fieldBunkers' },
  pbunker: { obstacle: null, unsupported: 'fieldBunkers' },
  ford: { obstacle: null, unsupported: 'fords' },
  pontoon: { obstacle: null, unsupported: 'pontoons' },
  wpontoon: { obstacle: null, unsupported: 'pontoons' },
  railbridge: { obstacle: null, unsupported: 'railroadBridges' },
  wrailbridge: { obstacle: null, unsupported: 'railroadBridges' },
  roadblock: { obstacle: null, unsupported: 'roadBlocks' },
  droadblock: { obstacle: null, unsupported: 'roadBlocks' },
  wroadblock: { obstacle: null, unsupported: 'roadBlocks' },
  loco: { obstacle: null, unsupported: 'trains' },
  wagon: { obstacle: null, unsupported: 'trains' },
};

// ---------------------------------------------------------------------------------------------
// Units (`unit.name`: kind, `2` for a special-forces symbol (M44 p.12 [L508]), nation).

export const M44_UNIT_KIND: Readonly<Record<string, UnitType>> = { inf: 'infantry', tank: 'armor', gun: 'artillery' };
export const M44_NATION: Readonly<Record<string, { readonly nation: Nation; readonly side: Side }>> = {
  ger: { nation: 'de', side: 'axis' },
  us: { nation: 'us', side: 'allies' },
  brit: { nation: 'gb', side: 'allies' },
};
/** Nations whose armies bring their own rules: read under `warn` as units of their side with no nation. */
export const M44_EXPANSION_NATION: Readonly<Record<string, { readonly side: Side; readonly feature: FeatureId }>> = {
  ru: { side: 'allies', feature: 'soviets' },
  jp: { side: 'axis', feature: 'japanese' },
};

export interface UnitRow {
  readonly type: UnitType;
  readonly elite: boolean;
  readonly nation?: Nation;
  readonly side: Side;
  readonly unsupported?: FeatureId;
}

/** Every unit name the importer reads; special-forces artillery does not exist (M44 p.12 [L516]). */
export const M44_UNITS: Readonly<Record<string, UnitRow>> = Object.fromEntries(
  Object.entries(M44_UNIT_KIND).flatMap(([kind, type]) =>
    (type === 'artillery' ? [''] : ['', '2']).flatMap((two) => [
      ...Object.entries(M44_NATION).map(([suffix, n]) => [
        `${kind}${two}${suffix}`,
        { type, elite: two === '2', nation: n.nation, side: n.side },
      ]),
      ...Object.entries(M44_EXPANSION_NATION).map(([suffix, n]) => [
        `${kind}${two}${suffix}`,
        { type, elite: two === '2', side: n.side, unsupported: n.feature },
      ]),
    ]),
  ),
);

/**
 * The editor writes a Tiger as German elite armour of one figure (`tank2ger`, `nbr_units: 1`;
 * a Tiger is a single figure), as Villers-Bocage does; some files name it `tiger...`. A plain
 * German tank of one figure is a weakened unit, not a Tiger.
 */
export function isTiger(name: string, row: UnitRow | undefined, figures: number | undefined): boolean {
  return /tiger/i.test(name) || (row?.type === 'armor' && row.elite && row.nation === 'de' && figures === 1);
}

/** Badge names (`unit.badge`) that are insignia (British, US, German; M44 p.12 [L522-530]). */
export const M44_BADGES: Readonly<Record<string, Nation>> = { badge1: 'gb', badge2: 'us', badge4: 'de' };
/** The French Resistance badge (M44 p.13 [L552-563]). */
export const M44_RESISTANCE_BADGE = 'badge3';
/** Badges of special units the engine does not model; under `warn` the unit is read without it. */
export const M44_EXPANSION_BADGES: Readonly<Record<string, FeatureId>> = {
  badge5: 'bigGuns',
  badge6: 'engineers',
  badge8: 'engineers',
  badge12: 'engineers',
  badge28: 'engineers',
  badge26: 'snipers',
  badge27: 'snipers',
  badge29: 'cavalry',
  badge30: 'skiTroops',
  badge33: 'flameThrowers',
  badge37: 'antiTank',
  badge46: 'heavyAntiTank',
};

/** Unit behaviours the editor records, as our unit fields. */
export const M44_UNIT_BEHAVIORS = ['FRENCH_RESISTANCE', 'GERMAN_2VICTANK', 'CAN_IGNORE_ONE_FLAG'] as const;
export const M44_EQUIPMENT: Readonly<Record<string, string>> = { wittmann: 'Wittmann' };

// ---------------------------------------------------------------------------------------------
// Tags, board, front, options.

/** Medal tags: which side the medal counts for (medals 1, 4 and 6 are Allied). */
export const M44_MEDALS: Readonly<Record<string, Side>> = { medal1: 'allies', medal4: 'allies', medal6: 'allies', medal2: 'axis' };
/** A tag whose `group` of hexes (and the tagged hex) a unit of `side` may leave the board from. */
export const M44_EXIT_BEHAVIOR = 'EXIT_MARKER';
/** Tag behaviours of expansion markers; under `warn` the marker is left off. */
export const M44_EXPANSION_TAGS: Readonly<Record<string, FeatureId>> = { MINE_FIELD: 'minefields' };
/** Marker tags with no rule of their own (the unit carries it). */
export const M44_MARKER_BEHAVIORS = ['IS_WITTMANN'] as const;

export const M44_FACE: Readonly<Record<string, BoardFace>> = { COUNTRY: 'countryside', BEACH: 'beach', WINTER: 'winter', DESERT: 'desert' };
export const M44_BOARD_TYPE: Readonly<Record<string, 'standard' | 'overlord'>> = { STANDARD: 'standard', OVERLORD: 'overlord' };
/** Board types with no place on our boards: always refused. */
export const M44_EXPANSION_BOARDS: Readonly<Record<string, FeatureId>> = { BRKTHRU: 'breakthrough' };
export const M44_FRONT: Readonly<Record<string, Front>> = {
  WESTERN: 'western',
  EASTERN: 'eastern',
  PACIFIC: 'pacific',
  MEDITERRANEAN: 'mediterranean',
};

/** `game_info.options` of expansion rules (a false, 0 or empty value means the rule is off). */
export const M44_EXPANSION_OPTIONS: Readonly<Record<string, FeatureId>> = {
  blitz_rules: 'blitz',
  russian_commissar_rule: 'commissar',
  north_african_desert_rules: 'desertRules',
  italy_royal_army: 'italianArmy',
  italy_high_command: 'italianCommand',
  british_commonwealth: 'britishCommand',
  gung_ho: 'gungHo',
  night_visibility_rules: 'nightAttacks',
  infantry_exit_counts_2: 'exitCountsTwo',
  deck_reshuffling: 'deckReshuffling',
  empty_section_medals: 'emptySectionMedals',
};

/**
 * Summary cards a scenario's rules text says are in effect, e.g. "(Troops 16 - Tigers)": the one
 * place some files state a rule (Villers-Bocage's British command rules are nowhere else).
 */
export const M44_SUMMARY_CARDS: Readonly<Record<string, FeatureId>> = {
  'nations 5': 'britishCommand',
  'troops 4': 'engineers',
  'troops 16': 'tigers',
};

/** The editor's `packs` keys, for the warning naming the boxes a map's pieces come from. */
export const M44_PACKS: Readonly<Record<string, string>> = {
  terrain: TERRAIN_PACK,
  eastern: EASTERN_FRONT,
  pacific: PACIFIC_THEATER,
  mediterranean: MEDITERRANEAN_THEATER,
};
