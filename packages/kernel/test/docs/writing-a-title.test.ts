/**
 * Runs the code examples of docs/writing-a-title.md (verbatim, imports aside) and checks that the
 * rules it prints for Bridgehead name every rule the example game cites.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@esagono/testkit';
import { bridgehead, bridgeheadScenarios, randomPlayout } from '@esagono/kernel';

const DOC = new URL('../../../../docs/writing-a-title.md', import.meta.url);
const SELF = new URL(import.meta.url);
const EXAMPLE = fileURLToPath(new URL('../../src/example/bridgehead/', import.meta.url));

function normalise(source: string): string {
  return source
    .replace(/^\s*import\s[\s\S]*?from\s+'[^']+';[^\n]*$/gm, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('docs/writing-a-title.md', () => {
  it('every ts example of the guide appears verbatim (imports aside) in this test file', () => {
    const doc = readFileSync(DOC, 'utf8');
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const self = normalise(readFileSync(SELF, 'utf8'));
    expect(blocks.map(normalise).filter((b) => !self.includes(b))).toEqual([]);
  });

  it('every BH rule the example game cites is written out in the guide', () => {
    const doc = readFileSync(DOC, 'utf8');
    const cited = new Set(sources(EXAMPLE).flatMap((src) => [...src.matchAll(/'BH (\d+)(?:\.\d+)?'/g)].map((m) => m[1] as string)));
    expect(cited.size).toBeGreaterThan(8);
    for (const n of cited) expect(doc).toContain(`**BH ${n} `);
  });

  it('plays the example game from the guide', () => {
    const game = randomPlayout(bridgehead, bridgeheadScenarios['river-line'], 42);
    expect(game.stop).toBe('terminal');
    expect(bridgehead.outcome(game.state)).not.toBeNull();
  });

  it('runs the conformance suite as the guide shows', () => {
    const report = checkConformance(bridgehead, { scenarios: bridgeheadScenarios, playthroughs: 20 });
    expect(report.terminal).toBe(report.playthroughs);
  });
});
