// Builds injected states for rule tests: a scenario's rules with chosen US and German counters.
import { initialState, type FaceClass, type GermanStack, type Loc, type State, type UsUnitState } from '../src/index.js';
import { MAP } from '../src/index.js';
import { US_BY_ID } from '../src/core.js';

export function blank(scenario: 'easy-fox' | 'first-wave' = 'first-wave', turn = 3): State {
  const s = initialState({ scenario });
  return { ...s, turn, us: {}, german: {}, step: null, phase: 'actions:1st' };
}

export function withUs(s: State, id: string, loc: Loc | string, extra: Partial<UsUnitState> = {}): State {
  const d = US_BY_ID.get(id);
  if (!d) throw new Error(`no unit ${id}`);
  const steps = 'steps' in d ? d.steps : 0;
  const u: UsUnitState = {
    id,
    steps,
    loc: typeof loc === 'string' ? { kind: 'hex', hex: loc } : loc,
    disrupted: 'no',
    acted: false,
    climb: 'none',
    hero: 'none',
    command: d.division,
    lostThisFire: false,
    wounded: false,
    ...extra,
  };
  return { ...s, us: { ...s.us, [id]: u } };
}

export function withGerman(
  s: State,
  hex: string,
  cls: FaceClass,
  opts: { face?: string; dm?: { back: 'wn' | 'mobile' | 'building'; face?: string; revealed?: boolean } | null; disrupted?: boolean } = {},
): State {
  const p = MAP.positionAt.get(hex);
  if (!p) throw new Error(`no position at ${hex}`);
  const g: GermanStack = {
    position: p.id,
    unit: { cls, face: opts.face ?? null, revealed: opts.face !== undefined },
    dm: opts.dm ? { back: opts.dm.back, face: opts.dm.face ?? null, revealed: opts.dm.revealed ?? false } : null,
    disrupted: opts.disrupted ?? false,
  };
  return { ...s, german: { ...s.german, [hex]: g } };
}
