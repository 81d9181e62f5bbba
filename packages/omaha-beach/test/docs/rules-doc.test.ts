// docs/rules/omaha-beach.md: one row per rule section, and every cited test exists.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../../docs/rules/omaha-beach.md', import.meta.url), 'utf8');
const testDir = fileURLToPath(new URL('..', import.meta.url));

function testSources(dir: string): string {
  return readdirSync(dir)
    .map((f) => join(dir, f))
    .map((p) => (statSync(p).isDirectory() ? testSources(p) : p.endsWith('.test.ts') ? readFileSync(p, 'utf8') : ''))
    .join('\n');
}

/** The digest's §3 sections (rules 1–23, event descriptions, author's notes) and the Easy Fox scenario (§6.1). */
const SECTIONS = [...Array.from({ length: 23 }, (_, i) => String(i + 1)), 'Events', 'Notes', 'Easy Fox'];
const EXAMPLES = Array.from({ length: 32 }, (_, i) => `E-${String(i + 1).padStart(2, '0')}`);

const rows = doc
  .split('\n')
  .filter((l) => l.startsWith('| ') && !l.startsWith('| §') && !l.startsWith('|---'))
  .map((l) => l.split('|').map((c) => c.trim()));

describe('docs/rules/omaha-beach.md', () => {
  it('has one row per section of the digest, with a status', () => {
    expect(rows.map((r) => r[1])).toEqual(SECTIONS);
    for (const r of rows) expect(['done', 'partial', 'not yet']).toContain(r[4]);
  });
  it('every test a row cites exists', () => {
    const tests = testSources(testDir);
    for (const r of rows)
      for (const cited of (r[6] ?? '').match(/`[^`]+`/g) ?? []) expect(tests, `${r[1]}: ${cited}`).toContain(cited.slice(1, -1));
  });
  it('every worked example E-01..E-32, and C1, names a test', () => {
    const tests = testSources(testDir);
    for (const id of [...EXAMPLES, 'C1']) expect(tests.includes(`'${id} `), id).toBe(true);
  });
});
