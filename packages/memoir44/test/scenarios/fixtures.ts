/** Reads the official .m44 files kept with the tests (test/fixtures; provenance in its README). */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export const fixtureFiles = (): string[] => readdirSync(FIXTURES).filter((f) => f.endsWith('.m44.json')).sort();

export function readFixture(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(FIXTURES + file, 'utf8')) as Record<string, unknown>;
}

/** The raw hexagons of a parsed file, for tests that mutate a copy. */
export function hexagonsOf(json: Record<string, unknown>): Record<string, unknown>[] {
  return (json['board'] as { hexagons: Record<string, unknown>[] }).hexagons;
}
