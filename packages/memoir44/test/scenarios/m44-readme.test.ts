// The package README's importer example, run as written on the Villers-Bocage file kept with the tests.
import * as fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { game, importM44 } from '@esagono/memoir44';

const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The README names the file alone; here it is the copy in test/fixtures. */
const readFileSync = (file: string, encoding: 'utf8') => fs.readFileSync(new URL(`../fixtures/${file}`, import.meta.url), encoding);

function body(): string[] {
  const block = /## Importing `\.m44` scenario files[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme);
  if (!block?.[1]) throw new Error('README importer example not found');
  return block[1]
    .split('\n')
    .filter((l) => !l.startsWith('import') && !/^\s*$/.test(l))
    .map((l) => l.replace(/\s+\/\/.*$/, '').trim());
}

describe('README: importing .m44 scenario files', () => {
  it('the example in the README is the one run here', () => {
    const here = fs.readFileSync(new URL(import.meta.url), 'utf8');
    for (const line of body()) expect(here).toContain(line);
  });

  it('reads Villers-Bocage with warnings and sets it up', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // --- the README example, verbatim ---
    const json: unknown = JSON.parse(readFileSync('17-VillersBocage.m44.json', 'utf8'));
    const r = importM44(json, { unsupported: 'warn' });
    if (!r.ok) throw new Error(`${r.error.message} (at ${r.error.path})`);
    for (const w of r.warnings) console.warn(`${w.code}: ${w.message}`);
    const start = game.setup({ scenario: r.scenario });
    // --- end ---
    const printed = warn.mock.calls.map((c) => String(c[0]));
    warn.mockRestore();
    expect(start.ok).toBe(true);
    expect(printed.some((l) => l.startsWith('unsupported: ') && l.includes('Tiger tanks'))).toBe(true);
    expect(importM44(json).ok).toBe(false);
  });
});
