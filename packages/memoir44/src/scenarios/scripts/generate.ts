/**
 * One-off generator of the shipped scenario modules (src/scenarios/data/<id>.ts): imports each
 * official .m44 file with `importM44` and adds what the file cannot say (our briefing, the name
 * as printed, provenance, special rules from the scenario's text). The tests check the shipped
 * modules against a fresh import, so re-running this is the way to change the facts.
 *
 *   npx tsx packages/memoir44/src/scenarios/scripts/generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importM44 } from '../m44.js';
import type { Scenario, SpecialRule } from '../schema.js';

interface Curation {
  readonly file: string;
  readonly exportName: string;
  readonly name?: string;
  readonly briefing: string;
  readonly notes?: string;
  readonly specialRules: readonly SpecialRule[];
}

/** The official files kept with the tests (packages/memoir44/test/fixtures, provenance in its README). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));

/** What each shipped scenario adds to its import; rules cite the scenario's own rules section. */
export const CURATIONS: readonly Curation[] = [
  {
    file: '2-PegasusBridge.m44.json',
    exportName: 'pegasusBridge',
    briefing:
      'Night of 5-6 June 1944. British glider troops land beside the Caen Canal and must seize the two bridges ' +
      'before the surprised German garrison reacts. Each bridge held by an Allied unit is worth a medal.',
    notes: 'Checked against the rules digest, Appendix B (same hexes, units, hands and medals).',
    // The Axis starts with 2 cards and draws 2 after each of its first 2 turns, ending with 4 (scenario rules; M44 p.22 [L928]).
    specialRules: [{ id: 'extra-draws', side: 'axis', draw: 2, turns: 2 }],
  },
  {
    file: '3-SainteMereEglise.m44.json',
    exportName: 'sainteMereEglise',
    name: 'Sainte-Mère-Église',
    briefing:
      'Dawn of 6 June 1944. American paratroopers, scattered by the night drop, gather to take the crossroads ' +
      'town of Sainte-Mère-Église from its German defenders. More paratroopers fall on the field before the first turn.',
    specialRules: [],
  },
  {
    file: '4-SwordBeach.m44.json',
    exportName: 'swordBeach',
    briefing:
      'Morning of 6 June 1944. British troops and commandos come ashore on the easternmost landing beach and push ' +
      'through wire and hedgehogs toward the seaside towns. Each town held by an Allied unit is worth a medal.',
    specialRules: [{ id: 'bunker-owner', side: 'axis' }],
  },
  {
    file: '5-MontMouchet.m44.json',
    exportName: 'montMouchet',
    briefing:
      'June 1944, Massif Central. French Resistance fighters hold the wooded heights of Mont Mouchet against a German ' +
      'force with elite tanks. Every German tank destroyed is worth two medals to the Resistance.',
    specialRules: [],
  },
  {
    file: '7-PointeduHoc.m44.json',
    exportName: 'pointeDuHoc',
    name: 'Pointe du Hoc',
    briefing:
      'Morning of 6 June 1944. US Rangers climb the sheer cliffs between two landing beaches to silence the German ' +
      'guns above. A woods hex on the plateau, once reached, counts as a medal for good.',
    specialRules: [{ id: 'bunker-owner', side: 'axis' }],
  },
  {
    file: '11-FirstAssaultWave.m44.json',
    exportName: 'omahaFirstAssaultWave',
    name: 'Omaha Beach: First Assault Wave',
    briefing:
      'Morning of 6 June 1944. The first American waves land under the bluffs of Omaha Beach, with a sea wall the only ' +
      'cover. The villages behind the bluffs are the objectives; the German defenders move first.',
    specialRules: [{ id: 'bunker-owner', side: 'axis' }],
  },
  {
    file: '15-OperationCobra.m44.json',
    exportName: 'operationCobra',
    briefing:
      'Late July 1944. After a massive bombing, American armour tries to break out of the Normandy hedgerow country ' +
      'toward the towns of Saint-Gilles and Marigny. Each of those towns held by an Allied unit is worth a medal.',
    specialRules: [],
  },
];

/** The import of one fixture with its curation applied. */
export function curatedScenario(c: Curation): Scenario {
  const r = importM44(JSON.parse(readFileSync(FIXTURES_DIR + c.file, 'utf8')));
  if (!r.ok) throw new Error(`${c.file}: ${r.error.message}`);
  const s = r.scenario;
  return {
    ...s,
    name: c.name ?? s.name,
    provenance: {
      source: `Official Memoir '44 scenario "${s.name}", published layout, read from the scenario editor file ${c.file} (bga-devs/bga-memoir)`,
      ...(s.provenance.m44Id ? { m44Id: s.provenance.m44Id } : {}),
      ...(c.notes ? { notes: c.notes } : {}),
    },
    briefing: c.briefing,
    specialRules: [...s.specialRules, ...c.specialRules],
  };
}

/** One key per line, one array element per line: diffs of a data change stay small. */
function formatScenario(s: Scenario): string {
  const lines = Object.entries(s).map(([k, v]) => {
    const key = /^[a-zA-Z]+$/.test(k) ? k : JSON.stringify(k);
    if (Array.isArray(v) && v.length > 0) {
      return `  ${key}: [\n${v.map((e) => `    ${JSON.stringify(e)},`).join('\n')}\n  ],`;
    }
    return `  ${key}: ${JSON.stringify(v)},`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

function moduleText(c: Curation, s: Scenario): string {
  return [
    `/**`,
    ` * ${s.name}: facts of the official scenario (terrain, units, medals, hands, who starts, victory).`,
    ` * Generated by scripts/generate.ts from ${c.file}; the tests compare it with a fresh import.`,
    ` */`,
    `import type { Scenario } from '../schema.js';`,
    ``,
    `export const ${c.exportName}: Scenario = ${formatScenario(s)};`,
    ``,
  ].join('\n');
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  for (const c of CURATIONS) {
    const s = curatedScenario(c);
    const out = fileURLToPath(new URL(`../data/${s.id}.ts`, import.meta.url));
    writeFileSync(out, moduleText(c, s));
    console.log(`wrote ${out}`);
  }
}
