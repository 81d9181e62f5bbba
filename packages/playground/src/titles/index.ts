/** Every title the page plays, and the titles whose maps the transcription tab still offers. */
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
 * Titles the map transcription tab offers. Normandy '44 and D-Day at Omaha Beach left the list when
 * their packages shipped a map and a presenter; Case Yellow keeps it while its map is partly stand-in
 * (and the transcription end-to-end test uses it). The metadata is the usual layout of the
 * publisher's maps, to be checked against the printed map when transcribing.
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
    id: 'caso-giallo',
    name: 'Case Yellow, 1940',
    ruleRef: 'CG',
    layout: 'flat',
    width: 20,
    height: 16,
    terrain: ['clear', 'woods', 'rough', 'town', 'city', 'fortified', 'polder', 'sea'],
    features: ['river', 'major-river', 'canal', 'road', 'border'],
  },
];
