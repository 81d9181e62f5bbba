/**
 * Battle dice: 6 faces, 2 infantry, 1 armour, 1 grenade, 1 star, 1 flag (M44 p.9 [L368-399];
 * face counts EXTERNAL, digest §4.B). A roll of n dice is one chance move whose outcomes are the
 * distinct face-count vectors, with exact multinomial probabilities.
 */
import { poolDistribution, type ChanceOutcome, type FaceTable, type Rational } from '@esagono/kernel';

export const FACES = ['infantry', 'armor', 'grenade', 'star', 'flag'] as const;
export type Face = (typeof FACES)[number];
/** Sides of the die showing each face, in FACES order. */
export const FACE_WEIGHTS = [2, 1, 1, 1, 1] as const;
/** Counts per face, in FACES order. */
export type FaceCounts = readonly [number, number, number, number, number];

/** The battle die as a kernel face table (M44 p.9). */
export const BATTLE_DIE: FaceTable<Face> = FACES.map((face, i) => ({ face, count: FACE_WEIGHTS[i] as number }));

/** Lexicographic order on count vectors: the order of the outcomes, which seeded drivers rely on. */
function byCounts(x: { faces: FaceCounts }, y: { faces: FaceCounts }): number {
  for (let i = 0; i < 5; i++) if (x.faces[i] !== y.faces[i]) return (x.faces[i] as number) - (y.faces[i] as number);
  return 0;
}

const cache = new Map<number, readonly { faces: FaceCounts; p: Rational }[]>();

/** A roll of the battle dice as a move: counts per face in FACES order (M44 p.9). */
export interface RollMove {
  readonly type: 'roll';
  readonly faces: FaceCounts;
}

/** Counts per face in FACES order, from the kernel's record of a pool roll. */
const countsOf = (c: Readonly<Record<Face, number>>): FaceCounts => [c.infantry, c.armor, c.grenade, c.star, c.flag];

/**
 * Every face-count vector of n dice with its exact probability (they sum to 1): the kernel's
 * custom-die pool distribution, as tuples in FACES order, sorted by counts. `die` is the
 * battle die unless a house rule says otherwise; faces it lacks never come up.
 */
export function rollOutcomes(n: number, die: FaceTable<Face> = BATTLE_DIE): readonly { faces: FaceCounts; p: Rational }[] {
  if (die !== BATTLE_DIE) return byDie(die, n);
  let out = cache.get(n);
  if (out) return out;
  out = byDie(die, n);
  cache.set(n, out);
  return out;
}

function byDie(die: FaceTable<Face>, n: number): { faces: FaceCounts; p: Rational }[] {
  const zero: Record<Face, number> = { infantry: 0, armor: 0, grenade: 0, star: 0, flag: 0 };
  return poolDistribution(die, n)
    .map((o) => ({ faces: countsOf({ ...zero, ...o.value }), p: o.p }))
    .sort(byCounts);
}

const movesCache = new Map<number, readonly ChanceOutcome<RollMove>[]>();

/** The chance moves of a roll of n dice (shared, never mutated; a house die's are made afresh). */
export function rollMoves(n: number, die: FaceTable<Face> = BATTLE_DIE): readonly ChanceOutcome<RollMove>[] {
  if (die !== BATTLE_DIE) return rollOutcomes(n, die).map((o) => ({ move: { type: 'roll', faces: o.faces }, p: o.p }));
  let m = movesCache.get(n);
  if (!m) {
    // Frozen: drivers may then keep its weights (kernel pickChance).
    m = Object.freeze(rollOutcomes(n).map((o) => ({ move: { type: 'roll' as const, faces: [...o.faces] as unknown as FaceCounts }, p: o.p })));
    movesCache.set(n, m);
  }
  return m;
}

/** Hits on a unit of `type`: its symbol, grenades, and stars when a card says so (M44 p.9 [L370-394]). */
export function hitsOn(type: 'infantry' | 'armor' | 'artillery', f: FaceCounts, starHits: boolean): number {
  const sym = type === 'infantry' ? f[0] : type === 'armor' ? f[1] : 0;
  return sym + f[2] + (starHits ? f[3] : 0);
}

export const flagsOf = (f: FaceCounts): number => f[4];
