/**
 * A board as a graph with dense integer locations 0..size-1 and a fixed number of
 * directions per location (6 on a hex grid, 8 on a square grid). Movement, ZOC and
 * retreat search walk this, so they work on hexes and squares alike, without
 * allocating per step.
 */
export interface Graph {
  /** Number of locations; ids are 0..size-1. */
  readonly size: number;
  /** Directions per location: 6 for hexes, 8 for squares. */
  readonly degree: number;
  /** The location one step from `loc` in direction `dir`, or -1 when that is off the map. */
  neighbor(loc: number, dir: number): number;
}
