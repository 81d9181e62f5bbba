// The repository README's example, run as written: it must keep working as the API grows.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '@esagono/memoir44';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

function example(): string {
  const block = /## Driving a game through the protocol\s+```ts\n([\s\S]*?)```/.exec(readme);
  if (!block?.[1]) throw new Error('README example not found');
  return block[1];
}

/** The README example's body, with its imports removed; kept verbatim below. */
function body(code: string): string[] {
  return code
    .split('\n')
    .filter((l) => !l.startsWith('import') && !/^\s*$/.test(l))
    .map((l) => l.replace(/\s+\/\/.*$/, '').trimEnd());
}

describe('README: driving a game through the protocol (M44 end to end)', () => {
  it('the example in the README is the one tested here', () => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    for (const line of body(example())) expect(here).toContain(line.trim());
  });

  it('plays Pegasus Bridge to the end with a seeded rng', () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    // --- the README example, verbatim ---
    const rng = new Rng(2026);
    const start = game.setup(scenarios['pegasus-bridge']!);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.state;

    while (game.actor(state).kind !== 'terminal') {
      const actor = game.actor(state);
      const move =
        actor.kind === 'chance'
          ? pickChance(game.chanceOutcomes(state), rng)
          : rng.pick(game.legalMoves(state));
      const r = game.resolve(state, move);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${r.error.rule})`);
      state = r.state;
    }
    console.log(game.outcome(state));
    // --- end ---
    const printed = spy.mock.calls[0]?.[0] as { kind: string; winner: string };
    spy.mockRestore();
    expect(printed).toMatchObject({ kind: 'win' });
    expect(['allies', 'axis']).toContain(printed.winner);
  }, 60_000);
});
