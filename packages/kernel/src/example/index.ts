/**
 * The kernel's example games, written the way a title is (docs/writing-a-title.md) and exported so
 * that tools, tests and benchmarks of other packages can play them without reaching into test files.
 * Their types carry the game's name, as the kernel's own names (`State`, `Move`) would clash.
 */
export {
  skirmish,
  PLAYERS as SKIRMISH_PLAYERS,
  StateSchema as SkirmishStateSchema,
  MoveSchema as SkirmishMoveSchema,
  SetupSchema as SkirmishSetupSchema,
  type State as SkirmishState,
  type Move as SkirmishMove,
  type Player as SkirmishPlayer,
  type Setup as SkirmishSetup,
  type View as SkirmishView,
} from './skirmish.js';
export {
  game as bridgehead,
  scenarios as bridgeheadScenarios,
  BOARD as BRIDGEHEAD_BOARD,
  PLAYERS as BRIDGEHEAD_PLAYERS,
  type Move as BridgeheadMove,
  type Player as BridgeheadPlayer,
  type Setup as BridgeheadSetup,
  type State as BridgeheadState,
  type Unit as BridgeheadUnit,
} from './bridgehead/index.js';
