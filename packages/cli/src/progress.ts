import type { Out } from './types.js';

export interface Progress {
  tick(): void;
  end(): void;
}

/** Seconds between progress lines when stderr is a file or a pipe: a log, not a flood. */
export const PIPE_INTERVAL_MS = 10_000;
/** Redraws of the bar on a terminal, at most this often. */
const TTY_INTERVAL_MS = 100;

/**
 * Progress of a long run on `out` (stderr). On a terminal, a bar redrawn in place; elsewhere
 * (a CI log, `2> file`) one line every PIPE_INTERVAL_MS, so a quick run prints nothing.
 * `total` null means unknown (play counts moves until the game ends).
 */
export function progress(out: Out, total: number | null, unit: string, label: string, now: () => number = Date.now): Progress {
  if (total === 0) return { tick() {}, end() {} };
  const start = now();
  let last = start;
  let done = 0;
  let lines = 0;
  const count = () => (total === null ? `${done} ${unit}` : `${done}/${total} ${unit}`);
  if (out.isTTY) {
    const draw = () => {
      if (total === null) {
        out.write(`\r${label}: ${count()}`);
        return;
      }
      const width = 30;
      const full = Math.round((done / total) * width);
      out.write(`\r[${'#'.repeat(full)}${'.'.repeat(width - full)}] ${count()}`);
    };
    draw();
    return {
      tick() {
        done++;
        const t = now();
        if (t - last >= TTY_INTERVAL_MS || done === total) {
          last = t;
          draw();
        }
      },
      end() {
        draw();
        out.write('\n');
      },
    };
  }
  return {
    tick() {
      done++;
      const t = now();
      if (t - last < PIPE_INTERVAL_MS) return;
      last = t;
      lines++;
      const pct = total === null ? '' : ` (${((100 * done) / total).toFixed(0)}%)`;
      out.write(`${label}: ${count()}${pct}, ${Math.round((t - start) / 1000)} s\n`);
    },
    end() {
      // Close a reported run with its total; a run that never reported stays silent.
      if (lines > 0) out.write(`${label}: ${count()} done, ${Math.round((now() - start) / 1000)} s\n`);
    },
  };
}
