/**
 * Supply fields kept between calls (speed only, docs/performance.md, src/context.ts): a Line of
 * Supply (CG R7.2) or of Communication (CG R9.6) answered for every hex by one walk from the
 * sources, remembered under a content key of every state part such a walk reads, so a later
 * position that left them alone, or a JSON copy of the same position, reads the walk again:
 * - the units' hexes (who blocks, whose ZOC: CG R7.2, R9.1 read unit identities and hexes only);
 * - destroyed Fortified Lines and Defensive Works (CG R7.2d, R9.4), interdicted crossings and
 *   Eben Emael (CG R7.2b, R10.7, SB7.3l); hex control (the ports and edges that are sources, R7.3-R7.4).
 * The scenario (board, counters) is the context's own. Fields are never mutated once built.
 */
import type { SupplyCache, SupplyKeyEntry } from '../context.js';
import { data } from '../position.js';
import type { State } from '../state.js';

/** How many keys keep their fields (a listing and the resolutions next to it). */
const KEEP = 4;

function keyEntry(s: State, cache: SupplyCache): SupplyKeyEntry {
  const last = cache.last;
  const ebenEmael = s.campaign.ebenEmael;
  if (
    last !== null && last.units === s.units && last.fortDestroyed === s.fortDestroyed && last.worksDestroyed === s.worksDestroyed &&
    last.interdicted === s.interdicted && last.ebenEmael === ebenEmael && last.control === s.control
  ) return last;
  let key = '';
  for (const u of s.units) key += u.loc >= 0 ? `${u.id}@${u.loc};` : '';
  key += `|${(s.fortDestroyed ?? []).join(',')}|${s.worksDestroyed.join(',')}|${(s.interdicted ?? []).join(',')}|${ebenEmael ?? ''}|${s.control}`;
  const next: SupplyKeyEntry = { units: s.units, fortDestroyed: s.fortDestroyed, worksDestroyed: s.worksDestroyed, interdicted: s.interdicted, ebenEmael, control: s.control, key };
  cache.last = next;
  return next;
}

/**
 * The field named `name` for this position: built by `build` once per content key. `name` must
 * say everything else the field depends on (side, sources).
 */
export function cachedField(s: State, name: string, build: () => Uint8Array): Uint8Array {
  const cache = data(s).context.supply;
  const { key } = keyEntry(s, cache);
  let entry = cache.entries.find((e) => e.key === key);
  if (entry === undefined) {
    entry = { key, fields: new Map() };
    cache.entries.push(entry);
    if (cache.entries.length > KEEP) cache.entries.shift();
  }
  let field = entry.fields.get(name);
  if (field === undefined) {
    field = build();
    entry.fields.set(name, field);
  }
  return field;
}
