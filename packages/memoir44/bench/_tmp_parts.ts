import { game, scenarios, MoveSchema, SetupSchema } from '../src/index.js';
const setup = scenarios['sainte-mere-eglise']!;
const cpu = (f: () => void, n: number, label: string) => { const c0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(c0); console.log(label, ((c.user + c.system) / n).toFixed(1), 'µs'); };
cpu(() => game.setup(setup, { seed: 1 }), 500, 'game.setup');
cpu(() => SetupSchema.parse(setup), 500, 'SetupSchema.parse');
const mv = { type: 'move', unit: 3, to: 40 };
cpu(() => MoveSchema.parse(mv), 100000, 'MoveSchema.parse move');
const roll = { type: 'roll', faces: [1, 0, 1, 0, 1] };
cpu(() => MoveSchema.parse(roll), 100000, 'MoveSchema.parse roll');
