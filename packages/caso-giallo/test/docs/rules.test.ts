/**
 * docs/rules/caso-giallo.md: every rule section of the digest (seed 001, digest sections 3 and 6)
 * and every worked example (digest section 7) has a row, every status is one of the three, and
 * every test a row cites exists in this package's tests.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../../docs/rules/caso-giallo.md', import.meta.url), 'utf8');
const testDir = fileURLToPath(new URL('..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}
const tests = files(testDir).map((f) => readFileSync(f, 'utf8')).join('\n');

const rows = (heading: string) => {
  const start = doc.indexOf(heading);
  const section = start < 0 ? '' : doc.slice(start);
  const end = section.indexOf('\n## ', 3);
  return (end < 0 ? section : section.slice(0, end))
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Section') && !l.startsWith('| Id') && !l.startsWith('|---'))
    .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
};
const ruleRows = rows('| Section |');
const exampleRows = rows('## Worked examples');

/** The rulebook and scenario-book sections of the digest, restated (digest 3, 6). */
const SECTIONS: Record<string, number> = { R2: 4, R3: 2, R5: 3, R6: 4, R7: 9, R8: 6, R9: 7, R10: 11, R11: 9, R12: 12, R13: 4 };
const DIGEST_SECTIONS = ['R1.0', 'R4.1', ...Object.entries(SECTIONS).flatMap(([r, n]) => Array.from({ length: n }, (_, i) => `${r}.${i + 1}`)), 'SB1', 'SB2', 'SB3', 'SB4', 'SB5', 'SB6', 'SB7', 'SB8', 'SB9'];
const EXAMPLES = [...Array.from({ length: 23 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`), ...'abcdefghijklm'.split('').map((c) => `T22${c}`)];

/** Expands a section cell: `R7.1-R7.5`, `R13` (all of 13), `SB1-SB3`. */
function covers(cell: string, id: string): boolean {
  const range = /^(R|SB)(\d+)(?:\.(\d+))?(?:-(?:R|SB)?(\d+)(?:\.(\d+))?)?$/.exec(cell);
  if (!range) return false;
  const [, kind, a, a2, b, b2] = range;
  const m = /^(R|SB)(\d+)(?:\.(\d+))?$/.exec(id)!;
  if (m[1] !== kind) return false;
  const major = Number(m[2]);
  const minor = m[3] === undefined ? null : Number(m[3]);
  if (a2 === undefined && b === undefined) return major === Number(a); // R13 covers 13.x; SB4 covers SB4
  if (a2 === undefined) return minor === null && major >= Number(a) && major <= Number(b); // SB1-SB3
  if (b === undefined) return major === Number(a) && minor === Number(a2);
  return major === Number(a) && minor !== null && minor >= Number(a2) && minor <= Number(b2 ?? b);
}

const cited = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('docs/rules/caso-giallo.md', () => {
  it('has a row for every rule section of the digest', () => {
    for (const id of DIGEST_SECTIONS) expect(ruleRows.some((r) => covers(r[0]!, id)), id).toBe(true);
  });
  it('has a row for every worked example T01-T23 and T22a-T22m', () => {
    for (const id of EXAMPLES) {
      const has = exampleRows.some((r) => r[0] === id || (id.startsWith('T22') && id.length === 4 && r[0] === 'T22a-T22m'));
      expect(has, id).toBe(true);
    }
  });
  it('every status is done, partial or not yet', () => {
    for (const r of ruleRows) expect(r[3], r[0]).toMatch(/^(done|partial|not yet)/);
  });
  it('every test a row cites exists', () => {
    const all = [...ruleRows.map((r) => r[5] ?? ''), ...exampleRows.map((r) => r[2] ?? '')].flatMap(cited);
    expect(all.length).toBeGreaterThan(30);
    for (const name of all) expect(tests.includes(name), name).toBe(true);
  });
});
