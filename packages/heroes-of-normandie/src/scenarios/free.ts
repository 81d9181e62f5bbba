/**
 * A free scenario (HoN p.4 L198-252, L274) on a stand-in battlefield: 200 Army Points a side,
 * 30 VP to win, 8 turns. The battlefield, armies, deployment and objectives are ours (`stand-in`):
 * the rulebook's scenario booklet is not in the sources.
 */
import { deepFreeze } from '@esagono/kernel';
import { z } from 'zod';
import { standardDeck } from '../data/cards.js';
import { STAND_IN } from '../data/provenance.js';
import { ScenarioSchema, type Scenario } from '../data/schemas.js';

type Input = z.input<typeof ScenarioSchema>;
type Deployment = Input['deployment']['US'][number];

const input: Input = {
  id: 'free-skirmish',
  name: 'Free skirmish at the crossroads (stand-in)',
  kind: 'free',
  armyPoints: 200,
  vpTarget: 30,
  turns: 8,
  initiative: 'US',
  battlefield: {
    width: 16,
    height: 12,
    tiles: [
      { tile: 'forest-3x3', at: { x: 1, y: 4 } },
      { tile: 'house-2x2', at: { x: 7, y: 5 } },
      { tile: 'thicket-2x2', at: { x: 12, y: 4 } },
      { tile: 'hedgerow-4x1', at: { x: 10, y: 7 } },
      { tile: 'sandbags-2x1', at: { x: 6, y: 2 } },
      { tile: 'sandbags-2x1', at: { x: 9, y: 9 } },
      { tile: 'stream-1x3', at: { x: 15, y: 4 } },
      { tile: 'crater-1x1', at: { x: 5, y: 6 } },
    ],
    edges: [{ x: 4, y: 6, dir: 0, noPassage: true }],
    provenance: STAND_IN,
  },
  zones: { US: { x: 0, y: 9, w: 16, h: 3 }, DE: { x: 0, y: 0, w: 16, h: 3 } },
  objectives: [
    { x: 8, y: 6, vp: 10 },
    { x: 2, y: 5, vp: 5 },
    { x: 13, y: 5, vp: 5 },
  ],
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-30cal-team' }, { slot: 1, option: 'us-sherman' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-planning' }, { slot: 1, option: 'us-bazooka-team' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-mg42-team' }, { slot: 1, option: 'de-panzer-iv' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-heroic' }, { slot: 1, option: 'de-panzerschreck-team' }] },
      ],
      heroes: ['de-feldwebel'],
    },
  },
  deployment: {
    US: [
      { unit: 't0.0', x: 3, y: 10 },
      { unit: 't0.1', x: 6, y: 10 },
      { unit: 't0.2', x: 11, y: 10 },
      { unit: 't0.s0.0', x: 9, y: 9 },
      { unit: 't0.s1.0', x: 7, y: 11, facing: 2 },
      { unit: 't1.0', x: 5, y: 11 },
      { unit: 't1.s1.0', x: 8, y: 10 },
      { unit: 'h0', x: 12, y: 11 },
    ],
    DE: [
      { unit: 't0.0', x: 3, y: 1 },
      { unit: 't0.1', x: 9, y: 1 },
      { unit: 't0.2', x: 12, y: 1 },
      { unit: 't0.s0.0', x: 6, y: 2 },
      { unit: 't0.s1.0', x: 8, y: 0, facing: 6 },
      { unit: 't1.0', x: 5, y: 0 },
      { unit: 't1.s1.0', x: 10, y: 2 },
      { unit: 'h0', x: 11, y: 0 },
    ],
  },
  decks: { US: standardDeck('US'), DE: standardDeck('DE') },
  provenance: STAND_IN,
};

export const FREE_SKIRMISH: Scenario = deepFreeze(ScenarioSchema.parse(input));

/** A tile and its options by slot (`null`: the slot left empty). */
type TileSpec = readonly [tile: string, ...options: (string | null)[]];

/** An army of a variant: tiles with their options, heroes. */
interface ArmySpec {
  readonly tiles: readonly TileSpec[];
  readonly heroes: readonly string[];
}

/** Changes to the base deployment: units dropped, faces turned, squares moved, or a whole list. */
interface DeploySpec {
  readonly drop?: readonly string[];
  readonly face?: Readonly<Record<string, 'hidden' | 'overwatch'>>;
  readonly move?: Readonly<Record<string, { readonly x?: number; readonly y?: number }>>;
  readonly list?: readonly Deployment[];
}

/** A variant of the free scenario on the same battlefield (stand-in): what differs from the base. */
interface VariantSpec {
  readonly id: string;
  /** Appended to the base name: `Free skirmish at the crossroads, <label> (stand-in)`. */
  readonly label: string;
  readonly armies: { readonly US: ArmySpec; readonly DE: ArmySpec };
  readonly deployment?: { readonly US?: DeploySpec; readonly DE?: DeploySpec };
  /** Restricted cards added to the standard deck (an Artillery or Aviation card needs its command, HoN p.4 L260). */
  readonly cards?: { readonly US?: Readonly<Record<string, number>>; readonly DE?: Readonly<Record<string, number>> };
}

const army = (faction: 'US' | 'DE', a: ArmySpec): Input['armies']['US'] => ({
  faction,
  tiles: a.tiles.map(([tile, ...opts]) => ({ tile, options: opts.flatMap((option, slot) => (option === null ? [] : [{ slot, option }])) })),
  heroes: [...a.heroes],
});

function deploy(base: readonly Deployment[], d: DeploySpec = {}): Deployment[] {
  if (d.list) return [...d.list];
  return base
    .filter((x) => !d.drop?.includes(x.unit))
    .map((x) => {
      const face = d.face?.[x.unit];
      const move = d.move?.[x.unit];
      return face || move ? { ...x, ...move, ...(face ? { face } : {}) } : x;
    });
}

/** The one builder of the variants: the base scenario with the variant's armies, deployment and cards. */
function variant(v: VariantSpec): Scenario {
  return deepFreeze(
    ScenarioSchema.parse({
      ...input,
      id: v.id,
      name: `Free skirmish at the crossroads, ${v.label} (stand-in)`,
      armies: { US: army('US', v.armies.US), DE: army('DE', v.armies.DE) },
      deployment: { US: deploy(input.deployment.US, v.deployment?.US), DE: deploy(input.deployment.DE, v.deployment?.DE) },
      decks: { US: { ...standardDeck('US'), ...v.cards?.US }, DE: { ...standardDeck('DE'), ...v.cards?.DE } },
    } satisfies Input),
  );
}

const US_HQ = 'us-command';
const DE_HQ = 'de-command';
const US_PLATOON = 'us-rifle-platoon';
const DE_PLATOON = 'de-rifle-platoon';

/** The variants, each a stand-in on the base battlefield (HoN p.4 L198-252 for the armies). */
const VARIANTS: readonly VariantSpec[] = [
  {
    // Equipment and commands instead of some supports: Ammo, the Initiative command and a Battle Plan
    // for the US; grenades, Directives and a mortar for the Germans.
    id: 'free-skirmish-equipped',
    label: 'equipped',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-ammo', 'us-sherman'], [US_HQ, 'us-initiative', 'us-battle-plan']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-grenades', 'de-panzer-iv'], [DE_HQ, 'de-directive', 'de-mortar-team']], heroes: ['de-feldwebel'] },
    },
    deployment: { US: { drop: ['t0.s0.0', 't1.s1.0'] }, DE: { drop: ['t0.s0.0'] } },
  },
  {
    // Hidden things: a half-track (Trasporto), a Smoke command and a .30 cal deployed on its Opportunity
    // Fire face (HoN p.15 L1260); a German Artillery Spotter deployed hidden (Imboscata, HoN p.14 L1125)
    // behind the sandbags, the mortar it guides and an MG Nest command (HoN p.13 L1081).
    id: 'free-skirmish-hidden',
    label: 'hidden',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-30cal-team', 'us-halftrack'], [US_HQ, 'us-smoke', 'us-bazooka-team']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-spotter-team', 'de-panzer-iv'], [DE_HQ, 'de-mg-nest', 'de-mortar-team']], heroes: ['de-feldwebel'] },
    },
    deployment: { US: { face: { 't0.s0.0': 'overwatch' } }, DE: { face: { 't0.s0.0': 'hidden' } } },
  },
  {
    // Equipment that attacks: a US Grenade Launcher (HoN p.11 L859-869), Demolition Charges for the house
    // (L822-830) and a Position (L893-897); German Panzerfausts (L887-889) and HE Shells for the Panzer IV
    // (L877-883), on the officer's tile so the whole army may use them (L768).
    id: 'free-skirmish-arsenal',
    label: 'arsenal',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-grenade-launcher', 'us-sherman'], [US_HQ, 'us-position', 'us-demolition-charge']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-panzerfaust', 'de-panzer-iv'], [DE_HQ, 'de-he-shells', 'de-panzerschreck-team']], heroes: ['de-feldwebel'] },
    },
    deployment: { US: { drop: ['t0.s0.0', 't1.s1.0'] }, DE: { drop: ['t0.s0.0'] } },
  },
  {
    // The counters and cards options bring: Tricky's two Stratagem decoys on their secret face in the
    // sandbags (HoN p.12 L979-985), the Artillery and Airstrike commands with two Artillery and two
    // Aviation cards (HoN p.8 L582-594, p.13 L1001-1009); a German Goliath (HoN p.10 L838-842), a Horn of
    // Plenty beside the mortar (HoN p.11 L873-875) and Infiltrated on the HQ (HoN p.13 L1063-1065), two
    // platoons and no hero.
    id: 'free-skirmish-specials',
    label: 'specials',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-tricky', 'us-sherman'], [US_HQ, 'us-artillery', 'us-airstrike']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-mortar-team'], [DE_PLATOON, 'de-goliath'], [DE_HQ, 'de-infiltrated', 'de-horn-of-plenty']], heroes: [] },
    },
    deployment: {
      US: {
        list: [
          { unit: 't0.0', x: 3, y: 10 },
          { unit: 't0.1', x: 6, y: 10 },
          { unit: 't0.2', x: 11, y: 10 },
          { unit: 't0.s0.0', x: 9, y: 9, face: 'hidden' },
          { unit: 't0.s0.1', x: 10, y: 9, face: 'hidden' },
          { unit: 't0.s1.0', x: 7, y: 11, facing: 2 },
          { unit: 't1.0', x: 5, y: 11 },
          { unit: 'h0', x: 12, y: 11 },
        ],
      },
      DE: {
        list: [
          { unit: 't0.0', x: 3, y: 1 },
          { unit: 't0.1', x: 9, y: 1 },
          { unit: 't0.2', x: 12, y: 1 },
          { unit: 't0.s0.0', x: 6, y: 2 },
          { unit: 't1.0', x: 2, y: 0 },
          { unit: 't1.1', x: 4, y: 0 },
          { unit: 't1.2', x: 13, y: 0 },
          { unit: 't1.s0.0', x: 8, y: 0, facing: 6 },
          { unit: 't2.0', x: 5, y: 0 },
          { unit: 't2.s1.0', x: 7, y: 2 },
        ],
      },
    },
    cards: { US: { 'us-barrage': 2, 'us-air-support': 2 } },
  },
  {
    // A 2-space vehicle: a Panther in place of the Panzer IV, its front at (8,1) and its rear at (8,0),
    // facing south (HoN p.6 L368-380), its hull machine gun firing only ahead (HoN p.7 L494-496).
    id: 'free-skirmish-armour',
    label: 'armour',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-30cal-team', 'us-sherman'], [US_HQ, 'us-planning', 'us-bazooka-team']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-mg42-team', 'de-panther'], [DE_HQ, 'de-heroic', 'de-panzerschreck-team']], heroes: ['de-feldwebel'] },
    },
    deployment: { DE: { move: { 't0.s1.0': { y: 1 } } } },
  },
  {
    // The support weapons no other variant fields: an M1917 on its tripod, deployed packed (Treppiede,
    // HoN p.15 L1367-1373), and an M16 MGMC, a 2-space half-track with Raffica and AAA (HoN p.15
    // L1246-1250, p.14 L1113-1115), its front at (7,10) facing north; a German Flak 38 (AAA) in the
    // sandbags. Both sides have the Airstrike command and two Aviation cards, so each side's AAA unit
    // counts in the other's AA tests (HoN p.8 L590-594).
    id: 'free-skirmish-support',
    label: 'support weapons',
    armies: {
      US: { tiles: [[US_PLATOON, 'us-m1917-team', 'us-m16-mgmc'], [US_HQ, 'us-airstrike', 'us-bazooka-team']], heroes: ['us-sergeant'] },
      DE: { tiles: [[DE_PLATOON, 'de-flak-team', 'de-panzer-iv'], [DE_HQ, 'de-airstrike', 'de-panzerschreck-team']], heroes: ['de-feldwebel'] },
    },
    deployment: { US: { move: { 't0.s1.0': { y: 10 } } } },
    cards: { US: { 'us-air-support': 2 }, DE: { 'de-air-support': 2 } },
  },
];

const built = Object.fromEntries(VARIANTS.map((v) => [v.id, variant(v)]));

export const FREE_SKIRMISH_EQUIPPED: Scenario = built['free-skirmish-equipped']!;

export const scenarios: Readonly<Record<string, Scenario>> = deepFreeze({ 'free-skirmish': FREE_SKIRMISH, ...built });
