// Movement: reach, cheapest paths, ZOC policies and retreats, generic over `Graph`.
export * from './policy.js';
export * from './zoc.js';
export * from './search.js';
export * from './retreat.js';
export { MinHeap } from './heap.js';
