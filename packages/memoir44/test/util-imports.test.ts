import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The plumbing in src/util (copies, caches, move checks) carries no rule: the rules import it,
// and it imports only the state's types and the data tables, never a rules folder.
const dir = new URL('../src/util/', import.meta.url);
const ALLOWED = [/^\.\/[\w-]+\.js$/, /^\.\.\/state\.js$/, /^\.\.\/data\/[\w-]+\.js$/, /^@esagono\/kernel$/];

describe('src/util imports downward only', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    it(`${file} imports no rules module`, () => {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const from = [...text.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1] as string);
      expect(from.filter((f) => !ALLOWED.some((re) => re.test(f)))).toEqual([]);
    });
  }
});
