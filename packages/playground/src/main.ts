/** Entry point: the play page and the map-transcription page, chosen by tab. */
import { mountPlay } from './ui/play.js';
import { mountTranscribe } from './ui/transcribe.js';
import { h } from './ui/dom.js';

const params = new URLSearchParams(location.search);
const app = document.getElementById('app');

function start(root: HTMLElement): void {
  const body = h('main', { class: 'body' });
  const tab = (id: 'play' | 'transcribe'): void => {
    body.replaceChildren();
    const box = h('div');
    body.append(box);
    if (id === 'play') {
      const seed = params.get('seed');
      mountPlay(box, {
        title: params.get('title'),
        scenario: params.get('scenario'),
        opponent: params.get('opponent'),
        seed: seed === null ? null : Number(seed),
        companion: params.get('companion') === '1',
        option: params.get('variant'),
      });
    } else mountTranscribe(box, params.get('map'));
    nav.querySelectorAll('button').forEach((b) => b.classList.toggle('active', b.getAttribute('data-tab') === id));
  };
  const nav = h(
    'nav',
    { class: 'tabs' },
    h('button', { 'data-tab': 'play', 'data-testid': 'tab-play', onclick: () => tab('play'), text: 'Play' }),
    h('button', { 'data-tab': 'transcribe', 'data-testid': 'tab-transcribe', onclick: () => tab('transcribe'), text: 'Transcribe a map' }),
  );
  root.append(h('header', {}, h('h1', { text: 'Esagono playground' }), nav), body);
  tab(params.get('tab') === 'transcribe' ? 'transcribe' : 'play');
}

if (app) start(app);
