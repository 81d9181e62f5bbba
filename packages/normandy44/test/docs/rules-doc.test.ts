import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const doc = readFileSync(join(here, '../../../../docs/rules/normandy44.md'), 'utf8');
const testRoot = join(here, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') && !p.endsWith('rules-doc.test.ts') ? [p] : [];
  });
}
const corpus = testFiles(testRoot).map((f) => readFileSync(f, 'utf8')).join('\n');

/** The rulebook's sections 1-28 (digest §3 and §6: §1-§23, §24-§28), restated here. */
const SECTIONS = Array.from({ length: 28 }, (_v, i) => String(i + 1));

const rows = (header: string): string[][] => {
  const start = doc.indexOf(header);
  const lines = doc.slice(start).split('\n').filter((l) => l.startsWith('|'));
  const table: string[][] = [];
  for (const l of lines.slice(2)) {
    table.push(l.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return table;
};
const sectionRows = rows('## Rule sections').filter((r) => /^[0-9]+$/.test(r[0] ?? ''));
const chartRows = rows('## Charts');
const cited = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

describe('docs/rules/normandy44.md', () => {
  it('has one row per rule section, 1 to 28, with a valid status', () => {
    expect(sectionRows.map((r) => r[0])).toEqual(SECTIONS);
    for (const r of sectionRows) expect(r[3], `section ${r[0]}`).toMatch(/^(done|partial|not yet)/);
  });
  it('every test a row cites exists', () => {
    const missing: string[] = [];
    for (const r of sectionRows) for (const name of cited(r[5] ?? '')) if (!corpus.includes(name)) missing.push(`§${r[0]}: ${name}`);
    for (const r of chartRows) for (const name of cited(r[2] ?? '')) if (!corpus.includes(name)) missing.push(`${r[0]}: ${name}`);
    expect(missing).toEqual([]);
  });
  it('a row marked done or partial names where it is implemented', () => {
    for (const r of sectionRows) if (!(r[3] ?? '').startsWith('not yet')) expect(cited(r[4] ?? '').length, `section ${r[0]}`).toBeGreaterThan(0);
  });
});
