/** The defender's answer to a close assault: Ambush or not (M44 p.22 [L955]; digest Appendix A). */
import { counterAttack, holdsAmbush, spendAmbush } from '../battle/ambush.js';
import { withPhase } from '../util/copy.js';
import { board } from '../units/updates.js';
import type { Move } from '../state.js';
import { defender, refuse, unfit, type MemoirPhase } from './spec.js';


export const AMBUSH: MemoirPhase = {
  rule: 'M44 p.22 [L955]',
  actor: defender,
  // The pause comes with every close assault; only a holder of the card may play it.
  legalMoves: (s): Move[] => {
    const ph = s.phase;
    return ph.kind === 'ambush' && holdsAmbush(s, ph.attack)
      ? [
          { type: 'ambush', play: true },
          { type: 'ambush', play: false },
        ]
      : [{ type: 'ambush', play: false }];
  },
  refusal: (_s, m) => (m.type === 'ambush' ? refuse('no-ambush-card', 'the defender holds no Ambush card', 'M44 p.22 [L955]') : null),
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'ambush' || m.type !== 'ambush') return unfit(s, m);
    if (!m.play) return withPhase(s, { kind: 'roll', attack: ph.attack });
    const r = spendAmbush(s, ph.attack);
    const counter = counterAttack(r, board(r), ph.attack);
    return withPhase(r, { kind: 'roll', attack: counter ?? ph.attack });
  },
  next: ['roll'],
};
