/**
 * BH 1 The board: a 6 x 4 hex parallelogram (pointy-top, axial q 0..5, r 0..3). A river runs
 * along every hexside between columns q = 2 and q = 3 except one, the bridge between (2,2) and
 * (3,2); the town is (4,1). Provenance: stand-in (the example's own map, no published original).
 */
import { hex, type Hex } from '../../../hex/axial.js';
import { hexsideFeatures, hexsideFlags } from '../../../hex/hexside.js';
import { hexMap, hexMapDistance, type HexMap } from '../../../hex/map.js';
import { hexParallelogram } from '../../../hex/shapes.js';

export const BOARD: HexMap = hexMap(hexParallelogram(0, 5, 0, 3));

export const RIVER = 1;

/** Hexside rows: (hex, direction, feature), BH 1. Directions 0 (E) and 1 (NE) of column 2 cross to column 3. */
const SIDE_ROWS: readonly (readonly [Hex, number, number])[] = [0, 1, 2, 3].flatMap((r) => [
  ...(r === 2 ? [] : [[hex(2, r), 0, RIVER] as const]), // (2,2)-(3,2) is the bridge
  ...(r === 0 ? [] : [[hex(2, r), 1, RIVER] as const]),
]);

/** `SIDES[loc * 6 + dir]`: the features of the side of `loc` toward `dir`, from either bank. */
export const SIDES: Int32Array = hexsideFlags(BOARD, hexsideFeatures<number>(SIDE_ROWS), (f) => f);

/** BH 1: whether the step from `from` toward `dir` crosses the river (not at the bridge). */
export const acrossRiver = (from: number, dir: number): boolean => ((SIDES[from * 6 + dir] as number) & RIVER) !== 0;

/** BH 1, BH 11: the town, the objective. */
export const TOWN: number = BOARD.indexAt(4, 1);


/** Hex distance between two locations (retreats move away from the attackers, BH 10.3). */
export const distance = (a: number, b: number): number => hexMapDistance(BOARD, a, b);
