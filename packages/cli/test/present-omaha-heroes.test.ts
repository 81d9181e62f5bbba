// esagono play for D-Day at Omaha Beach and Heroes of Normandie: moves in words, and --svg draws
// the final position with the title's renderer (issues #18, #20).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, titles } from '../src/index.js';

async function cli(argv: string[]) {
  await new Promise((r) => setImmediate(r));
  let out = '';
  let err = '';
  const code = await run(argv, { titles, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-present-'));

describe.each([
  { id: 'omaha-beach', rule: /\(DDOB [\d.]+/, words: /Card \d+ drawn|Place .* in landing box/ },
  { id: 'heroes-of-normandie', rule: /\(HoN p\.\d+/, words: /places a face-down token|Done placing Order tokens/ },
])('$id: play log and --svg', ({ id, rule, words }) => {
  it('logs every move in words with its rule, never as JSON', async () => {
    const r = await cli(['play', id, '--seed', '2']);
    expect(r.code).toBe(0);
    const moves = r.out.split('\n').filter((l) => /^\s+\d+ {2}/.test(l));
    expect(moves.length).toBeGreaterThan(20);
    for (const l of moves) expect(l).not.toMatch(/\{"type"/);
    expect(r.out).toMatch(rule);
    expect(r.out).toMatch(words);
  });
  it('--svg saves the final position drawn by the title', async () => {
    const svg = join(dir, `${id}.svg`);
    const r = await cli(['play', id, '--seed', '4', '--svg', svg]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`final position saved to ${svg}`);
    const text = readFileSync(svg, 'utf8');
    expect(text).toMatch(/^<svg/);
    expect(text).toContain(id === 'omaha-beach' ? 'class="landing-boxes"' : 'class="units"');
  });
});

describe('Heroes of Normandie: the CLI log is an onlooker\'s (HoN p.5 L302)', () => {
  it('never names the value of a token being placed', async () => {
    const r = await cli(['play', 'heroes-of-normandie', '--seed', '5']);
    const placing = r.out.split('\n').filter((l) => l.includes('face-down token'));
    expect(placing.length).toBeGreaterThan(0);
    for (const l of placing) expect(l).not.toMatch(/Order token \d|Bluff token/);
  });
});
