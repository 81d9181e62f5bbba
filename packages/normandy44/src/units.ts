/**
 * Static unit facts read from the counter manifest, by counter id, and the face a unit shows for
 * its remaining steps (N44 2.3, 12.3, 17.9).
 */
import { counterManifest, isMechanized, isSilhouette, isStackFree, type Counter, type Face, type UnitKind } from './data/counters.js';

export type Side = 'allied' | 'german';

export interface UnitInfo {
  readonly id: string;
  readonly side: Side;
  readonly counter: Counter;
  readonly kind: UnitKind;
  /** Steps at full strength: 1, 2 or 3 (a 3-step unit's last step is its Cadre, N44 2.3.5). */
  readonly steps: number;
  readonly mech: boolean;
  readonly silhouette: boolean;
  readonly stackFree: boolean;
  /** The formation for the MAF (N44 10.3): its division, or the unit itself when independent. */
  readonly formation: string;
  /** The Cadre counter this unit becomes on its last step, or null (N44 17.9). */
  readonly cadre: Counter | null;
  readonly tiger: boolean;
}

const CADRE_OF: ReadonlyArray<readonly [(c: Counter) => boolean, string]> = [
  [(c) => c.nation === 'US' && (c.kind === 'airborne' || c.kind === 'glider'), 'US-CADRE-AIRBORNE'],
  [(c) => c.nation === 'US' && c.kind === 'armor-nato', 'US-CADRE-ARMOR'],
  [(c) => c.nation === 'US', 'US-CADRE-INF'],
  [(c) => c.nation === 'Canadian', 'CAN-CADRE-Inf'],
  [(c) => c.nation === 'British' && (c.kind === 'airborne' || c.kind === 'glider'), 'BR-CADRE-Para'],
  [(c) => c.nation === 'British' && c.kind === 'armor-nato', 'BR-CADRE-Armor'],
  [(c) => c.nation === 'British' && c.kind === 'motorized-infantry', 'BR-CADRE-MtrInf'],
  [(c) => c.nation === 'British', 'BR-CADRE-Inf'],
  [(c) => c.nation === 'Luftwaffe', 'ge-cadre-fj'],
  [(c) => c.nation === 'SS', 'ge-cadre-sspzg'],
  [(c) => c.nation === 'Heer', 'ge-cadre-pzg'],
];

let index: ReadonlyMap<string, UnitInfo> | null = null;

function build(): ReadonlyMap<string, UnitInfo> {
  const all = counterManifest().counters;
  const byId = new Map(all.map((c) => [c.id, c] as const));
  const out = new Map<string, UnitInfo>();
  for (const c of all) {
    const steps = c.steps ?? (c.back === null || c.kind === 'hq' || c.kind === 'werfer' ? 1 : 2);
    const cadreId = steps === 3 ? CADRE_OF.find(([test]) => test(c))?.[1] : undefined;
    // Units with no parent formation printed are formations of their own (N44 10.3).
    const independent = c.formation === null;
    out.set(c.id, {
      id: c.id,
      side: c.side,
      counter: c,
      kind: c.kind,
      steps,
      mech: isMechanized(c.kind),
      silhouette: isSilhouette(c),
      stackFree: isStackFree(c.kind),
      formation: independent ? c.id : `${c.side}:${c.formation}`,
      cadre: cadreId ? (byId.get(cadreId) ?? null) : null,
      tiger: c.front.armor?.value === 5,
    });
  }
  return out;
}

/** The unit facts of a counter id, or undefined for an unknown id. */
export function unitInfo(id: string): UnitInfo | undefined {
  if (index === null) index = build();
  return index.get(id);
}

export function info(id: string): UnitInfo {
  const u = unitInfo(id);
  if (!u) throw new Error(`unknown counter ${id}`);
  return u;
}

/** The face shown with `steps` left: front at full strength, back when reduced, the Cadre on a 3-step unit's last step. */
export function faceFor(u: UnitInfo, steps: number): Face {
  if (steps >= u.steps) return u.counter.front;
  if (u.steps === 3 && steps === 1) return (u.cadre as Counter).front;
  return u.counter.back ?? u.counter.front;
}

/** A loss on a 3-step unit's second step with no Cadre counter eliminates it (N44 17.9). */
export function survivesLoss(u: UnitInfo, stepsAfter: number): boolean {
  if (stepsAfter <= 0) return false;
  return !(u.steps === 3 && stepsAfter === 1 && u.cadre === null);
}

/** Stacking points: 0 for free units, 1 for strength 1-2, 2 for 3 or more (N44 7.1). */
export function stackPoints(u: UnitInfo, face: Face): number {
  if (u.stackFree || u.silhouette) return 0;
  return (face.strength ?? 0) >= 3 ? 2 : 1;
}

/** Units with a ZOC: not strongpoints, not strength 1, not printed with the white box (N44 8.1). */
export function exertsZoc(u: UnitInfo, face: Face): boolean {
  return u.kind !== 'strongpoint' && !face.noZoc && (face.strength ?? 0) >= 2;
}

/** May attack at all: a printed, unbracketed strength, not a Cadre, HQ, Werfer, SP, Engineer or FLAK (N44 10.7, 16.2, 17). */
export function canAttack(u: UnitInfo, face: Face, steps: number): boolean {
  if (face.defenseOnly || (face.strength ?? 0) <= 0) return false;
  if (u.steps === 3 && steps === 1) return false;
  return !(u.kind === 'hq' || u.kind === 'werfer' || u.kind === 'strongpoint' || u.kind === 'engineer' || u.kind === 'flak' || u.kind === 'cadre');
}

/** Infantry-type for replacements and IPs (N44 2.3.3). */
export function isInfantryType(u: UnitInfo): boolean {
  return !u.mech || u.kind === 'mech-infantry' || u.kind === 'motorized-infantry';
}
