import { game, scenarios, MoveSchema, SetupSchema } from '../src/index.js';
const setup = scenarios['sainte-mere-eglise']!;
const cpu = (f: () => void, n: number, label: string) => { const c0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(c0); console.log(label, ((c.user + c.system) / n).toFixed(1), 'µs'); };
for (let k = 0; k < 2; k++) {
cpu(() => game.setup(setup, { seed: 1 }), 300, 'game.setup');
cpu(() => SetupSchema.parse(setup), 300, 'SetupSchema.parse');
cpu(() => JSON.stringify(setup), 300, 'stringify');
}
