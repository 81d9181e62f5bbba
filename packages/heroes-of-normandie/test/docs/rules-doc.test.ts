import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTIONS, DERIVED_TEST_IDS } from '../../src/data/sections.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const pkg = join(here, '..', '..');
const doc = readFileSync(join(pkg, '..', '..', 'docs', 'rules', 'heroes-of-normandie.md'), 'utf8');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}
const sources = testFiles(join(pkg, 'test')).map((f) => readFileSync(f, 'utf8'));
/** Whether a test title starts with `id` (e.g. `it('T19 ...` or `it('EX-3a ...`). */
const hasTest = (id: string): boolean => sources.some((src) => new RegExp(`it\\('${id.replace('-', '\\-')}[a-z]?[ (]`).test(src));

const rows = doc.split('\n').filter((l) => l.startsWith('| '));

describe('docs/rules/heroes-of-normandie.md', () => {
  it('has one row per rule section of the digest', () => {
    for (const s of SECTIONS) {
      const row = rows.find((r) => r.startsWith(`| ${s.id} |`));
      expect(row, s.id).toBeDefined();
      expect(row).toContain(s.italian);
      expect(row).toMatch(/\| (done|partial|not yet)/);
    }
  });
  it('every test a section row cites exists', () => {
    for (const s of SECTIONS) {
      const row = rows.find((r) => r.startsWith(`| ${s.id} |`))!;
      const tests = row.split('|')[6] ?? '';
      for (const id of tests.match(/\b(T\d\d|EX-\d)\b/g) ?? []) expect(hasTest(id), `${s.id} cites ${id}`).toBe(true);
    }
  });
  it('lists every derived test id of the digest; those marked tested name a test', () => {
    for (const id of DERIVED_TEST_IDS) {
      const row = rows.find((r) => r.startsWith(`| ${id} |`));
      expect(row, id).toBeDefined();
      const tested = row!.includes('| tested');
      expect(hasTest(id), `${id} is ${tested ? 'marked tested' : 'marked not yet'}`).toBe(tested);
    }
  });
});
