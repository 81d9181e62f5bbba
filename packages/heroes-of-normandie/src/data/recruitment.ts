/**
 * Stand-in recruitment tiles, options and heroes for both factions (values of our own; the
 * rulebook prints none, digest §5.7). The shapes follow HoN p.4 L139-166.
 */
import { z } from 'zod';
import { HeroSchema, RecruitmentOptionSchema, RecruitmentTileSchema, type Hero, type RecruitmentOption, type RecruitmentTile } from './schemas.js';
import { STAND_IN } from './provenance.js';

function byId<S extends z.ZodType<{ id: string }>>(schema: S, rows: readonly z.input<S>[], what: string): Readonly<Record<string, z.output<S>>> {
  const out: Record<string, z.output<S>> = {};
  rows.forEach((row, i) => {
    const r = schema.safeParse(row);
    if (!r.success) throw new Error(`${what}[${i}]: ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
    out[r.data.id] = r.data;
  });
  return out;
}

const platoon = (f: 'us' | 'de', squad: string, badge: string): z.input<typeof RecruitmentTileSchema> => ({
  id: `${f}-rifle-platoon`, name: f === 'us' ? 'Rifle Platoon' : 'Grenadier-Zug', faction: f === 'us' ? 'US' : 'DE', badge, cost: 45, officer: false,
  stars: 2, cornerStars: { stars: 1, slot: 1 },
  slots: [{ size: 'small', bands: ['green'] }, { size: 'large', bands: ['green', 'blue'] }],
  units: [squad, squad, squad], breakPoint: 2, vp: 10, provenance: STAND_IN,
});

const command = (f: 'us' | 'de', officer: string, badge: string): z.input<typeof RecruitmentTileSchema> => ({
  id: `${f}-command`, name: f === 'us' ? 'Platoon HQ' : 'Zugtrupp', faction: f === 'us' ? 'US' : 'DE', badge, cost: 25, officer: true,
  stars: 1, slots: [{ size: 'small', bands: ['yellow'] }, { size: 'small', bands: ['yellow', 'green'] }],
  units: [officer], breakPoint: 1, vp: 10, provenance: STAND_IN,
});

export const TILES: Readonly<Record<string, RecruitmentTile>> = byId(RecruitmentTileSchema, [
  platoon('us', 'us-rifle-squad', '4th Infantry Division'),
  command('us', 'us-lieutenant', '4th Infantry Division'),
  platoon('de', 'de-grenadiers', '352. Infanterie-Division'),
  command('de', 'de-leutnant', '352. Infanterie-Division'),
], 'tiles');

type OptionInput = z.input<typeof RecruitmentOptionSchema>;
const support = (id: string, name: string, faction: 'US' | 'DE', cost: number, size: 'small' | 'large', bands: string[], units: string[], vp: number): OptionInput =>
  ({ id, name, faction, type: 'support', cost, size, bands, units, breakPoint: units.length, vp, provenance: STAND_IN });

export const OPTIONS: Readonly<Record<string, RecruitmentOption>> = byId(RecruitmentOptionSchema, [
  support('us-30cal-team', '.30 cal Team', 'US', 20, 'small', ['green'], ['us-30cal'], 5),
  support('us-bazooka-team', 'Bazooka Team', 'US', 15, 'small', ['green'], ['us-bazooka'], 5),
  support('us-sniper-team', 'Sniper', 'US', 15, 'small', ['green'], ['us-sniper'], 5),
  support('us-howitzer-team', 'Pack Howitzer', 'US', 25, 'small', ['green'], ['us-pack-howitzer'], 5),
  support('us-jeep', 'Jeep .50', 'US', 20, 'large', ['blue'], ['us-jeep'], 5),
  support('us-sherman', 'Sherman', 'US', 45, 'large', ['blue'], ['us-sherman'], 15),
  support('us-halftrack', 'M3 Half-track', 'US', 20, 'large', ['blue'], ['us-halftrack'], 5),
  support('de-spotter-team', 'Artilleriebeobachter', 'DE', 10, 'small', ['green'], ['de-artillery-spotter'], 5),
  { id: 'de-mg-nest', name: 'MG-Nest', faction: 'DE', type: 'command', command: 'mgNest', cost: 10, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'us-veteran', name: 'Veterans', faction: 'US', type: 'trait', trait: 'veteran', cost: 10, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-smoke', name: 'Smoke', faction: 'US', type: 'command', command: 'smoke', cost: 10, size: 'small', bands: ['yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-courageous', name: 'Courageous', faction: 'US', type: 'trait', trait: 'courageous', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'us-ammo', name: 'Ammo', faction: 'US', type: 'equipment', equipment: 'ammo', cost: 5, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'us-apc-shells', name: 'APC Shells', faction: 'US', type: 'equipment', equipment: 'apcShells', cost: 5, size: 'small', bands: ['blue', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-fuel', name: 'Fuel', faction: 'US', type: 'equipment', equipment: 'fuel', cost: 5, size: 'small', bands: ['blue', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-grenades', name: 'Grenades', faction: 'US', type: 'equipment', equipment: 'grenade', cost: 5, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'us-grenade-launcher', name: 'M7 Grenade Launcher', faction: 'US', type: 'equipment', equipment: 'grenadeLauncher', cost: 10, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'us-demolition-charge', name: 'Demolition Charges', faction: 'US', type: 'equipment', equipment: 'demolitionCharge', cost: 5, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-position', name: 'Foxhole', faction: 'US', type: 'equipment', equipment: 'position', cost: 5, size: 'small', bands: ['green', 'yellow'], markers: 1, provenance: STAND_IN },
  { id: 'us-hedgerow-cutter', name: 'Culin Hedgerow Cutter', faction: 'US', type: 'equipment', equipment: 'cullingHedgerowCutter', cost: 5, size: 'small', bands: ['blue', 'yellow'], markers: 2, provenance: STAND_IN },
  { id: 'us-sticky-bomb', name: 'Sticky Bombs', faction: 'US', type: 'equipment', equipment: 'stickyBomb', cost: 5, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'us-ace-driver', name: 'Ace Driver', faction: 'US', type: 'trait', trait: 'aceDriver', cost: 5, size: 'small', bands: ['blue', 'yellow'], provenance: STAND_IN },
  { id: 'us-ferocious', name: 'Ferocious', faction: 'US', type: 'trait', trait: 'ferocious', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'us-triggerhappy', name: 'Triggerhappy', faction: 'US', type: 'trait', trait: 'triggerhappy', cost: 10, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-hardboiled', name: 'Hardboiled', faction: 'US', type: 'trait', trait: 'hardboiled', cost: 10, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-hardened', name: 'Hardened', faction: 'US', type: 'trait', trait: 'hardened', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'us-heroic', name: 'Heroic', faction: 'US', type: 'trait', trait: 'heroic', cost: 10, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-initiative', name: 'Initiative', faction: 'US', type: 'command', command: 'initiative', cost: 10, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'us-directive', name: 'Directives', faction: 'US', type: 'command', command: 'directive', cost: 10, size: 'small', bands: ['yellow'], markers: 3, provenance: STAND_IN },
  { id: 'us-battle-plan', name: 'Battle Plan', faction: 'US', type: 'command', command: 'battlePlan', cost: 15, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'us-improvisation', name: 'Improvisation', faction: 'US', type: 'command', command: 'improvisation', cost: 5, size: 'small', bands: ['yellow'], provenance: STAND_IN },
  { id: 'us-planning', name: 'Planning', faction: 'US', type: 'command', command: 'planning', cost: 10, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'us-bluff', name: 'Bluff', faction: 'US', type: 'command', command: 'bluff', cost: 5, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  // Tricky brings its 2 Stratagem decoys (L981); the Goliath and the Horn of Plenty their counter (L840, L875).
  { id: 'us-tricky', name: 'Tricky', faction: 'US', type: 'trait', trait: 'tricky', cost: 10, size: 'small', bands: ['green', 'yellow'], units: ['us-stratagem', 'us-stratagem'], markers: 2, provenance: STAND_IN },
  { id: 'de-tricky', name: 'Listig', faction: 'DE', type: 'trait', trait: 'tricky', cost: 10, size: 'small', bands: ['green', 'yellow'], units: ['de-stratagem', 'de-stratagem'], markers: 2, provenance: STAND_IN },
  { id: 'de-goliath', name: 'Goliath', faction: 'DE', type: 'equipment', equipment: 'goliath', cost: 15, size: 'small', bands: ['green', 'yellow'], units: ['de-goliath'], markers: 1, provenance: STAND_IN },
  { id: 'de-horn-of-plenty', name: 'Horn of Plenty', faction: 'DE', type: 'equipment', equipment: 'hornOfPlenty', cost: 10, size: 'small', bands: ['green', 'yellow'], units: ['de-horn-of-plenty'], markers: 1, provenance: STAND_IN },
  { id: 'de-infiltrated', name: 'Infiltriert', faction: 'DE', type: 'command', command: 'infiltrated', cost: 15, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  support('us-recon-halftrack', 'M3 Recon Half-track', 'US', 25, 'large', ['blue'], ['us-recon-halftrack'], 5),
  support('us-m16-mgmc', 'M16 MGMC', 'US', 30, 'large', ['blue'], ['us-m16-mgmc'], 5),
  support('us-m1917-team', 'M1917 Team', 'US', 20, 'small', ['green'], ['us-m1917-tripod'], 5),
  support('de-flak-team', 'Flak 38', 'DE', 20, 'small', ['green'], ['de-flak-38'], 5),
  { id: 'us-airstrike', name: 'Airstrike', faction: 'US', type: 'command', command: 'airstrike', cost: 15, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  { id: 'de-artillery', name: 'Artillerie', faction: 'DE', type: 'command', command: 'artillery', cost: 15, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  { id: 'de-airstrike', name: 'Luftangriff', faction: 'DE', type: 'command', command: 'airstrike', cost: 15, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  { id: 'us-artillery', name: 'Artillery', faction: 'US', type: 'command', command: 'artillery', cost: 15, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  support('de-mg42-team', 'MG 42 Team', 'DE', 20, 'small', ['green'], ['de-mg42'], 5),
  support('de-panzerschreck-team', 'Panzerschreck Team', 'DE', 15, 'small', ['green'], ['de-panzerschreck'], 5),
  support('de-sniper-team', 'Scharfschütze', 'DE', 15, 'small', ['green'], ['de-sniper'], 5),
  support('de-mortar-team', 'Granatwerfer', 'DE', 20, 'small', ['green'], ['de-mortar'], 5),
  support('de-kubelwagen', 'Kübelwagen', 'DE', 15, 'large', ['blue'], ['de-kubelwagen'], 5),
  support('de-panzer-iv', 'Panzer IV', 'DE', 50, 'large', ['blue'], ['de-panzer-iv'], 15),
  support('de-panther', 'Panther', 'DE', 50, 'large', ['blue'], ['de-panther'], 15),
  { id: 'de-sharpshooters', name: 'Sharpshooters', faction: 'DE', type: 'trait', trait: 'sharpshooters', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'de-ammo', name: 'Munition', faction: 'DE', type: 'equipment', equipment: 'ammo', cost: 5, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'de-additional-shielding', name: 'Zusatzpanzerung', faction: 'DE', type: 'equipment', equipment: 'additionalShielding', cost: 5, size: 'small', bands: ['blue', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'de-panzerfaust', name: 'Panzerfaust', faction: 'DE', type: 'equipment', equipment: 'panzerfaust', cost: 10, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'de-he-shells', name: 'Sprenggranaten', faction: 'DE', type: 'equipment', equipment: 'heShells', cost: 5, size: 'small', bands: ['blue', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'de-grenades', name: 'Stielhandgranaten', faction: 'DE', type: 'equipment', equipment: 'grenade', cost: 5, size: 'small', bands: ['green'], markers: 3, provenance: STAND_IN },
  { id: 'de-intrepid', name: 'Intrepid', faction: 'DE', type: 'trait', trait: 'intrepid', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'de-bloodthirsty', name: 'Bloodthirsty', faction: 'DE', type: 'trait', trait: 'bloodthirsty', cost: 10, size: 'small', bands: ['green', 'yellow'], provenance: STAND_IN },
  { id: 'de-heroic', name: 'Heroic', faction: 'DE', type: 'trait', trait: 'heroic', cost: 10, size: 'small', bands: ['green', 'yellow'], markers: 3, provenance: STAND_IN },
  { id: 'de-initiative', name: 'Initiative', faction: 'DE', type: 'command', command: 'initiative', cost: 10, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'de-directive', name: 'Befehle', faction: 'DE', type: 'command', command: 'directive', cost: 10, size: 'small', bands: ['yellow'], markers: 3, provenance: STAND_IN },
  { id: 'de-battle-plan', name: 'Schlachtplan', faction: 'DE', type: 'command', command: 'battlePlan', cost: 15, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'de-guardian', name: 'Guardian', faction: 'DE', type: 'command', command: 'guardian', cost: 10, size: 'small', bands: ['yellow'], markers: 0, provenance: STAND_IN },
  { id: 'de-planning', name: 'Planning', faction: 'DE', type: 'command', command: 'planning', cost: 10, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'de-concealed', name: 'Tarnung', faction: 'DE', type: 'command', command: 'concealed', cost: 10, size: 'small', bands: ['yellow'], markers: 2, provenance: STAND_IN },
  { id: 'de-bluff', name: 'Bluff', faction: 'DE', type: 'command', command: 'bluff', cost: 5, size: 'small', bands: ['yellow'], markers: 1, provenance: STAND_IN },
  { id: 'de-nazi-basterds', name: 'Nazi Basterds', faction: 'DE', type: 'trait', trait: 'naziBasterds', cost: 0, size: 'small', bands: ['yellow'], provenance: STAND_IN },
], 'options');

export const HEROES: Readonly<Record<string, Hero>> = byId(HeroSchema, [
  { id: 'us-sergeant', counter: 'us-sergeant-hero', faction: 'US', cost: 30, badge: 'generic', provenance: STAND_IN },
  { id: 'us-ranger', counter: 'us-sergeant-hero', faction: 'US', cost: 30, badge: '2nd Ranger Battalion', provenance: STAND_IN },
  { id: 'de-feldwebel', counter: 'de-feldwebel-hero', faction: 'DE', cost: 30, badge: 'generic', provenance: STAND_IN },
], 'heroes');
