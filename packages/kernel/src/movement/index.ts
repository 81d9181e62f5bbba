// Movement: reach, cheapest paths, ZOC policies and retreats, generic over `Graph`
// (hex maps, square grids), so every title shares one tested search.
export type {
  MoveOptions,
  MovePolicy,
  MovePolicyBase,
  StepContext,
  StepCost,
  StepHook,
  StepVerdict,
  ZocPolicyBase,
} from './policy.js';
export { zocMap, type ZocMapOptions } from './zoc.js';
export {
  createReachSearcher,
  path,
  reach,
  type PathOptions,
  type PathResult,
  type ReachResult,
  type ReachSearcher,
} from './search.js';
export { createPathSearch, type PathRules, type PathSearch, type PathStep } from './paths.js';
export { Occupancy, retreatPaths, type RetreatAway, type RetreatOptions, type RetreatPath } from './retreat.js';
