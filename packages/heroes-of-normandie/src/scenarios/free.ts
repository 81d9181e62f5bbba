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

const input: z.input<typeof ScenarioSchema> = {
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

/**
 * The same battlefield with equipment and commands instead of some supports: Ammo, the Initiative
 * command and a Battle Plan for the US, grenades, Directives and
 * a mortar for the Germans (stand-in).
 */
const equipped: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-equipped',
  name: 'Free skirmish at the crossroads, equipped (stand-in)',
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-ammo' }, { slot: 1, option: 'us-sherman' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-initiative' }, { slot: 1, option: 'us-battle-plan' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-grenades' }, { slot: 1, option: 'de-panzer-iv' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-directive' }, { slot: 1, option: 'de-mortar-team' }] },
      ],
      heroes: ['de-feldwebel'],
    },
  },
  deployment: {
    US: input.deployment.US.filter((d) => d.unit !== 't0.s0.0' && d.unit !== 't1.s1.0'),
    DE: input.deployment.DE.filter((d) => d.unit !== 't0.s0.0'),
  },
};

export const FREE_SKIRMISH_EQUIPPED: Scenario = deepFreeze(ScenarioSchema.parse(equipped));

/**
 * The same battlefield with hidden things (stand-in): the US bring a half-track (Trasporto), a
 * Smoke command and a .30 cal deployed on its Opportunity Fire face (HoN p.15 L1260); the Germans
 * an Artillery Spotter deployed hidden (Imboscata, HoN p.14 L1125) behind the sandbags, the mortar it
 * guides and an MG Nest command (HoN p.13 L1081).
 */
const hidden: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-hidden',
  name: 'Free skirmish at the crossroads, hidden (stand-in)',
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-30cal-team' }, { slot: 1, option: 'us-halftrack' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-smoke' }, { slot: 1, option: 'us-bazooka-team' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-spotter-team' }, { slot: 1, option: 'de-panzer-iv' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-mg-nest' }, { slot: 1, option: 'de-mortar-team' }] },
      ],
      heroes: ['de-feldwebel'],
    },
  },
  deployment: {
    US: input.deployment.US.map((d) => (d.unit === 't0.s0.0' ? { ...d, face: 'overwatch' as const } : d)),
    DE: input.deployment.DE.map((d) => (d.unit === 't0.s0.0' ? { ...d, face: 'hidden' as const } : d)),
  },
};

export const FREE_SKIRMISH_HIDDEN: Scenario = deepFreeze(ScenarioSchema.parse(hidden));

/**
 * The same battlefield with equipment that attacks (stand-in): the US bring a Grenade Launcher
 * (HoN p.11 L859-869), Demolition Charges for the house (L822-830) and a Position (L893-897), the Germans Panzerfausts
 * (L887-889) and HE Shells for the Panzer IV (L877-883), on the officer's tile so the whole army may
 * use them (L768).
 */
const arsenal: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-arsenal',
  name: 'Free skirmish at the crossroads, arsenal (stand-in)',
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-grenade-launcher' }, { slot: 1, option: 'us-sherman' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-position' }, { slot: 1, option: 'us-demolition-charge' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-panzerfaust' }, { slot: 1, option: 'de-panzer-iv' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-he-shells' }, { slot: 1, option: 'de-panzerschreck-team' }] },
      ],
      heroes: ['de-feldwebel'],
    },
  },
  deployment: {
    US: input.deployment.US.filter((d) => d.unit !== 't0.s0.0' && d.unit !== 't1.s1.0'),
    DE: input.deployment.DE.filter((d) => d.unit !== 't0.s0.0'),
  },
};

export const FREE_SKIRMISH_ARSENAL: Scenario = deepFreeze(ScenarioSchema.parse(arsenal));

/**
 * The same battlefield with the counters and cards options bring (stand-in): the US bring Tricky's
 * two Stratagem decoys deployed on their secret face in the sandbags (HoN p.12 L979-985), and the
 * Artillery and Airstrike commands with two Artillery and two Aviation cards in their deck (HoN p.8
 * L582-594, p.13 L1001-1009); the Germans a Goliath (HoN p.10 L838-842), a Horn of Plenty beside
 * their mortar (HoN p.11 L873-875) and the Infiltrated command on their HQ (HoN p.13 L1063-1065),
 * two platoons and no hero.
 */
const specials: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-specials',
  name: 'Free skirmish at the crossroads, specials (stand-in)',
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-tricky' }, { slot: 1, option: 'us-sherman' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-artillery' }, { slot: 1, option: 'us-airstrike' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-mortar-team' }] },
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-goliath' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-infiltrated' }, { slot: 1, option: 'de-horn-of-plenty' }] },
      ],
      heroes: [],
    },
  },
  deployment: {
    US: [
      { unit: 't0.0', x: 3, y: 10 },
      { unit: 't0.1', x: 6, y: 10 },
      { unit: 't0.2', x: 11, y: 10 },
      { unit: 't0.s0.0', x: 9, y: 9, face: 'hidden' },
      { unit: 't0.s0.1', x: 10, y: 9, face: 'hidden' },
      { unit: 't0.s1.0', x: 7, y: 11, facing: 2 },
      { unit: 't1.0', x: 5, y: 11 },
      { unit: 'h0', x: 12, y: 11 },
    ],
    DE: [
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
  decks: { US: { ...standardDeck('US'), 'us-barrage': 2, 'us-air-support': 2 }, DE: standardDeck('DE') },
};

export const FREE_SKIRMISH_SPECIALS: Scenario = deepFreeze(ScenarioSchema.parse(specials));

/**
 * The same battlefield with a 2-space vehicle (stand-in): the Germans field a Panther in place of
 * the Panzer IV, its front space at (8,1) and its rear at (8,0), facing south (HoN p.6 L368-380),
 * its hull machine gun firing only ahead (HoN p.7 L494-496).
 */
const armour: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-armour',
  name: 'Free skirmish at the crossroads, armour (stand-in)',
  armies: {
    US: input.armies.US,
    DE: {
      ...input.armies.DE,
      tiles: input.armies.DE.tiles.map((t) => ({ ...t, options: (t.options ?? []).map((o) => (o.option === 'de-panzer-iv' ? { ...o, option: 'de-panther' } : o)) })),
    },
  },
  deployment: {
    US: input.deployment.US,
    DE: input.deployment.DE.map((d) => (d.unit === 't0.s1.0' ? { ...d, y: 1 } : d)),
  },
};

export const FREE_SKIRMISH_ARMOUR: Scenario = deepFreeze(ScenarioSchema.parse(armour));

/**
 * The same battlefield with the support weapons no other variant fields (stand-in): the US bring an
 * M1917 on its tripod, deployed packed (Treppiede, HoN p.15 L1367-1373), and an M16 MGMC, a 2-space
 * half-track with Raffica and AAA (HoN p.15 L1246-1250, p.14 L1113-1115), its front at (7,10) facing
 * north; the Germans a Flak 38 (AAA) in the sandbags. Both sides have the Airstrike command and two
 * Aviation cards, so each side's AAA units count in the other's AA tests (HoN p.8 L590-594).
 */
const support: z.input<typeof ScenarioSchema> = {
  ...input,
  id: 'free-skirmish-support',
  name: 'Free skirmish at the crossroads, support weapons (stand-in)',
  armies: {
    US: {
      faction: 'US',
      tiles: [
        { tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-m1917-team' }, { slot: 1, option: 'us-m16-mgmc' }] },
        { tile: 'us-command', options: [{ slot: 0, option: 'us-airstrike' }, { slot: 1, option: 'us-bazooka-team' }] },
      ],
      heroes: ['us-sergeant'],
    },
    DE: {
      faction: 'DE',
      tiles: [
        { tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-flak-team' }, { slot: 1, option: 'de-panzer-iv' }] },
        { tile: 'de-command', options: [{ slot: 0, option: 'de-airstrike' }, { slot: 1, option: 'de-panzerschreck-team' }] },
      ],
      heroes: ['de-feldwebel'],
    },
  },
  deployment: {
    US: input.deployment.US.map((d) => (d.unit === 't0.s1.0' ? { ...d, y: 10 } : d)),
    DE: input.deployment.DE,
  },
  decks: { US: { ...standardDeck('US'), 'us-air-support': 2 }, DE: { ...standardDeck('DE'), 'de-air-support': 2 } },
};

export const FREE_SKIRMISH_SUPPORT: Scenario = deepFreeze(ScenarioSchema.parse(support));

export const scenarios: Readonly<Record<string, Scenario>> = deepFreeze({
  'free-skirmish': FREE_SKIRMISH,
  'free-skirmish-equipped': FREE_SKIRMISH_EQUIPPED,
  'free-skirmish-hidden': FREE_SKIRMISH_HIDDEN,
  'free-skirmish-arsenal': FREE_SKIRMISH_ARSENAL,
  'free-skirmish-specials': FREE_SKIRMISH_SPECIALS,
  'free-skirmish-armour': FREE_SKIRMISH_ARMOUR,
  'free-skirmish-support': FREE_SKIRMISH_SUPPORT,
});
