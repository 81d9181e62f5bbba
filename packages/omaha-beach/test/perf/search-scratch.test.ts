// The German LOC search's scratch space (context.ts `SearchScratch`, 12.2): each search starts with no
// cell seen, whatever the searches before it marked, and the buffers grow to the board asked for.
import { describe, expect, it } from 'vitest';
import { SearchScratch } from '../../src/context.js';

describe('SearchScratch (issue #18)', () => {
  it('a new search sees no cell that an earlier one marked', () => {
    const scratch = new SearchScratch();
    const first = scratch.begin(10);
    expect(scratch.seen.length).toBeGreaterThanOrEqual(10);
    expect(scratch.queue.length).toBeGreaterThanOrEqual(10);
    expect([...scratch.seen].some((v) => v === first)).toBe(false);
    for (let i = 0; i < 10; i += 2) scratch.seen[i] = first;
    const second = scratch.begin(10);
    expect(second).not.toBe(first);
    expect([...scratch.seen].some((v) => v === second)).toBe(false);
  });
  it('grows to a larger board with nothing seen', () => {
    const scratch = new SearchScratch();
    const a = scratch.begin(4);
    scratch.seen.fill(a);
    const b = scratch.begin(100);
    expect(scratch.seen.length).toBeGreaterThanOrEqual(100);
    expect([...scratch.seen].some((v) => v === b)).toBe(false);
  });
});
