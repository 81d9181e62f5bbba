import { run, titles } from './src/index.js';
let out = '';
const code = await run(process.argv.slice(2), { titles, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => process.stderr.write(s) } });
console.log(out.split('\n').slice(0, 60).join('\n')); console.log('...'); console.log(out.split('\n').slice(-5).join('\n')); console.log('code', code);
