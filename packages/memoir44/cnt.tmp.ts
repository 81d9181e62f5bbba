import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '@esagono/memoir44';
const setup = (scenarios as any)['sainte-mere-eglise'];
for (let i = 0; i < 100; i++) randomPlayout(game, setup, i);
const g = globalThis as any; console.log('destinations calls/game', g.__dc / 100, 'avg max', g.__dm / g.__dc, 'avg dests', g.__dn / g.__dc);
