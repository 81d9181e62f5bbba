/** Every title the page can play, and the operational titles that only have map transcription yet. */
import { casoGialloPresenter } from './caso-giallo.js';
import { heroesPresenter } from './heroes-of-normandie.js';
import { memoir44Presenter } from './memoir44.js';
import { normandy44Presenter } from './normandy44.js';
import { omahaPresenter } from './omaha-beach.js';
import { skirmishPresenter } from './skirmish.js';
import type { AnyPresenter } from './types.js';

// The page opens on the first: a real title, not the kernel's example game.
export const PRESENTERS: readonly AnyPresenter[] = [memoir44Presenter, skirmishPresenter, normandy44Presenter, casoGialloPresenter, omahaPresenter, heroesPresenter];

export function presenterOf(id: string): AnyPresenter | undefined {
  return PRESENTERS.find((p) => p.id === id);
}

/**
 * Titles without a rules engine or map yet: the page offers map transcription for them.
 * Their metadata is repeated here (not imported) because the playground depends only on the
 * kernel and memoir44; the layouts are the usual ones of each publisher's maps and are to
 * be checked against the printed map when transcribing.
 */
export interface TranscribeTitle {
  readonly id: string;
  readonly name: string;
  readonly ruleRef: string;
  readonly layout: 'flat' | 'pointy';
  readonly width: number;
  readonly height: number;
  readonly terrain: readonly string[];
  readonly features: readonly string[];
}

export const TRANSCRIBE_TITLES: readonly TranscribeTitle[] = [
  {
    id: 'normandy44',
    name: "Normandy '44",
    ruleRef: 'N44',
    layout: 'flat',
    width: 20,
    height: 16,
    terrain: ['clear', 'bocage', 'woods', 'town', 'city', 'marsh', 'beach', 'sea'],
    features: ['river', 'stream', 'road', 'railway'],
  },
  {
    id: 'caso-giallo',
    name: 'Case Yellow, 1940',
    ruleRef: 'CG',
    layout: 'flat',
    width: 20,
    height: 16,
    terrain: ['clear', 'woods', 'rough', 'town', 'city', 'fortified', 'polder', 'sea'],
    features: ['river', 'major-river', 'canal', 'road', 'border'],
  },
  {
    id: 'omaha-beach',
    name: 'D-Day at Omaha Beach',
    ruleRef: 'OB',
    layout: 'flat',
    width: 20,
    height: 16,
    terrain: ['clear', 'beach', 'shingle', 'bluff', 'draw', 'bocage', 'town', 'sea', 'tidal-flat'],
    features: ['sea-wall', 'anti-tank-ditch', 'road', 'cliff'],
  },
];
