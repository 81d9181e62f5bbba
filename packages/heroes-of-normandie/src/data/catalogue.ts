/**
 * The rulebook's recruitment options and special abilities by name (digest §3.20-3.23): 15
 * equipment items, 14 character traits, 13 commands and 27 special abilities, each with its
 * Italian and English name, its lines and whether this engine implements it yet (`engine`).
 * Provenance: rulebook (names and references); `engine` is this package's status, not a fact.
 */
export type EngineStatus = 'done' | 'partial' | 'not yet';

export interface CatalogueEntry<Id extends string> {
  readonly id: Id;
  readonly italian: string;
  readonly english: string;
  readonly rule: string;
  readonly engine: EngineStatus;
}

const e = <Id extends string>(id: Id, italian: string, english: string, rule: string, engine: EngineStatus = 'not yet'): CatalogueEntry<Id> => ({
  id,
  italian,
  english,
  rule,
  engine,
});

export const EQUIPMENT = [
  e('additionalShielding', 'Protezione Aggiuntiva', 'Additional Shielding', 'HoN p.10 L780-788', 'done'),
  e('ammo', 'Munizioni', 'Ammo', 'HoN p.10 L792-796', 'done'),
  e('ammoBelt', 'Cintura di Munizioni', 'Ammo Belt', 'HoN p.10 L800-804', 'done'),
  e('apcShells', 'Proiettili APC', 'APC Shells', 'HoN p.10 L808-810', 'done'),
  e('cullingHedgerowCutter', 'Trincia-Arbusti', 'Culling Hedgerow Cutter', 'HoN p.10 L814-818', 'done'),
  e('demolitionCharge', 'Carica Esplosiva', 'Demolition Charge', 'HoN p.10 L822-830', 'done'),
  e('fuel', 'Carburante', 'Fuel', 'HoN p.10 L834-836', 'done'),
  e('goliath', 'Goliath', 'Goliath', 'HoN p.10 L838-842', 'done'),
  e('grenade', 'Granata', 'Grenade', 'HoN p.10 L844-850', 'done'),
  e('grenadeLauncher', 'Lancia Granate', 'Grenade Launcher', 'HoN p.11 L859-869', 'done'),
  e('hornOfPlenty', 'Cornucopia', 'Horn of Plenty', 'HoN p.11 L873-875', 'done'),
  e('heShells', 'Proiettili ad Alta Energia', 'HE Shells', 'HoN p.11 L877-883', 'done'),
  e('panzerfaust', 'Lanciarazzi', 'Panzerfaust', 'HoN p.11 L887-889', 'done'),
  e('position', 'Postazione', 'Position', 'HoN p.11 L893-897', 'done'),
  e('stickyBomb', 'Bomba Adesiva / Mina Magnetica', 'Sticky Bomb / Magnetic Mine', 'HoN p.11 L901-905', 'done'),
] as const;

export const TRAITS = [
  e('aceDriver', 'Assi della Guida', 'Ace Driver', 'HoN p.12 L911-913', 'done'),
  e('courageous', 'Coraggiosi', 'Courageous', 'HoN p.12 L917-919', 'done'),
  e('bloodthirsty', 'Assetati di Sangue', 'Bloodthirsty', 'HoN p.12 L921-923', 'done'),
  e('ferocious', 'Feroci', 'Ferocious', 'HoN p.12 L927-931', 'done'),
  e('hardboiled', 'Duri', 'Hardboiled', 'HoN p.12 L935-937', 'done'),
  e('hardened', 'Temprati', 'Hardened', 'HoN p.12 L941-943', 'done'),
  e('heroic', 'Eroici', 'Heroic', 'HoN p.12 L947-951', 'done'),
  e('intrepid', 'Intrepidi', 'Intrepid', 'HoN p.12 L955-957', 'done'),
  e('naziBasterds', 'Bastardi Nazisti', 'Nazi Basterds', 'HoN p.12 L961-963', 'done'),
  e('sharpshooters', 'Cecchini', 'Sharpshooters', 'HoN p.12 L967-969', 'done'),
  e('tankbuster', 'Caccia-Carri', 'Tankbuster', 'HoN p.12 L973-975', 'done'),
  e('tricky', 'Furbi', 'Tricky', 'HoN p.12 L979-985', 'done'),
  e('triggerhappy', 'Grilletto Facile', 'Triggerhappy', 'HoN p.12 L987-989', 'done'),
  e('veteran', 'Veterani', 'Veteran', 'HoN p.12 L993-995', 'done'),
] as const;

export const COMMANDS = [
  e('airstrike', 'Attacco Aereo', 'Airstrike', 'HoN p.13 L1001-1003', 'done'),
  e('artillery', 'Artiglieria', 'Artillery', 'HoN p.13 L1007-1009', 'done'),
  e('battlePlan', 'Piano di Battaglia', 'Battle Plan', 'HoN p.13 L1013-1018', 'done'),
  e('bluff', 'Bluff', 'Bluff', 'HoN p.13 L1022-1023', 'done'),
  e('directive', 'Direttive', 'Directive', 'HoN p.13 L1027-1047', 'done'),
  e('guardian', 'Guardiano', 'Guardian', 'HoN p.13 L1049-1051', 'done'),
  e('concealed', 'Nascosto', 'Concealed', 'HoN p.13 L1055-1059', 'done'),
  e('infiltrated', 'Infiltrato', 'Infiltrated', 'HoN p.13 L1063-1065', 'done'),
  e('initiative', 'Iniziativa', 'Initiative', 'HoN p.13 L1069-1071', 'done'),
  e('improvisation', 'Improvvisazione', 'Improvisation', 'HoN p.13 L1073-1075', 'done'),
  e('mgNest', 'Nido di Mitragliatrice', 'MG Nest', 'HoN p.13 L1079-1081', 'done'),
  e('planning', 'Pianificazione', 'Planning', 'HoN p.13 L1085-1087', 'done'),
  e('smoke', 'Fumo', 'Smoke', 'HoN p.13 L1091-1105', 'done'),
] as const;

export const ABILITIES = [
  e('aaa', 'Artiglieria Anti-Aerea', 'AAA', 'HoN p.14 L1113-1115', 'done'),
  e('ambush', 'Imboscata', 'Ambush', 'HoN p.14 L1119-1131', 'done'),
  e('amphibious', 'Anfibio', 'Amphibious', 'HoN p.14 L1135-1137', 'done'),
  e('artillerySpotter', 'Assistente Artigliere', 'Artillery Spotter', 'HoN p.14 L1141-1143', 'done'),
  e('assault', 'Assalto', 'Assault', 'HoN p.14 L1147-1151', 'done'),
  e('autonomous', 'Autonomo', 'Autonomous', 'HoN p.14 L1155-1157', 'done'),
  e('barrageOrder', 'Ordine di Sbarramento', 'Barrage Order', 'HoN p.14 L1161-1165', 'done'),
  e('destruction', 'Distruzione', 'Destruction', 'HoN p.14 L1167-1173', 'done'),
  e('fireOnTheMove', 'Fuoco in Movimento', 'Fire on the Move', 'HoN p.14 L1177-1179', 'done'),
  e('frighteningShot', 'Tiro Agghiacciante', 'Frightening Shot', 'HoN p.14 L1183-1185', 'done'),
  e('hawkeye', 'Occhio di Falco', 'Hawkeye', 'HoN p.14 L1189-1191', 'done'),
  e('howitzer', 'Howitzer', 'Howitzer', 'HoN p.14 L1193-1209', 'done'),
  e('indirectFire', 'Fuoco Indiretto', 'Indirect Fire', 'HoN p.14 L1211-1233', 'done'),
  e('limitedRange', 'Gittata Limitata', 'Limited Range', 'HoN p.14 L1237-1243', 'done'),
  e('raffica', 'Raffica', 'Burst', 'HoN p.15 L1246-1250', 'done'),
  e('opportunityFire', 'Fuoco di Opportunità', 'Opportunity Fire', 'HoN p.15 L1256-1260', 'done'),
  e('orders', 'Ordine/i', 'Orders', 'HoN p.15 L1264-1268', 'done'),
  e('piercing', 'Perforante', 'Piercing', 'HoN p.15 L1272-1274', 'done'),
  e('personalOrder', 'Ordine Personale', 'Personal Order', 'HoN p.15 L1278-1280', 'done'),
  e('positiveWaves', 'Onde Positive', 'Positive Waves', 'HoN p.15 L1284-1286', 'done'),
  e('scout', 'Esploratore', 'Scout', 'HoN p.15 L1288-1294', 'done'),
  e('sniper', 'Cecchino', 'Sniper', 'HoN p.15 L1296-1309', 'done'),
  e('substitute', 'Sostituto', 'Substitute', 'HoN p.15 L1311-1315', 'done'),
  e('suppressiveFire', 'Fuoco di Sbarramento', 'Suppressive Fire', 'HoN p.15 L1319-1335', 'done'),
  e('terrifying', 'Terrificante', 'Terrifying', 'HoN p.15 L1339-1343', 'done'),
  e('transport', 'Trasporto', 'Transport', 'HoN p.15 L1347-1363', 'done'),
  e('tripod', 'Treppiede', 'Tripod', 'HoN p.15 L1367-1373', 'done'),
] as const;

export type EquipmentId = (typeof EQUIPMENT)[number]['id'];
export type TraitId = (typeof TRAITS)[number]['id'];
export type CommandId = (typeof COMMANDS)[number]['id'];
export type AbilityId = (typeof ABILITIES)[number]['id'];

export const EQUIPMENT_IDS = EQUIPMENT.map((x) => x.id) as unknown as readonly [EquipmentId, ...EquipmentId[]];
export const TRAIT_IDS = TRAITS.map((x) => x.id) as unknown as readonly [TraitId, ...TraitId[]];
export const COMMAND_IDS = COMMANDS.map((x) => x.id) as unknown as readonly [CommandId, ...CommandId[]];
export const ABILITY_IDS = ABILITIES.map((x) => x.id) as unknown as readonly [AbilityId, ...AbilityId[]];
