import cliProgress from "cli-progress";
import type { Progress } from "~/services/ops/progress";

const LOG_EVERY_MS = 10_000;

/**
 * Progress on stderr (stdout stays for results). On a terminal, cli-progress draws a bar in
 * place with a count and an estimate; elsewhere (docker logs, CI, a file) a plain line at the
 * start of each phase, every ten seconds while it runs and at its end, so a log stays readable.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  return stream.isTTY ? barProgress(stream) : lineProgress(stream);
}

function barProgress(stream: NodeJS.WriteStream): Progress {
  let bar: cliProgress.SingleBar | undefined;
  return {
    phase(label, total) {
      bar?.stop();
      const format = `${label.padEnd(28)} [{bar}] {value}/{total} | {duration_formatted} | ETA {eta_formatted}`;
      bar = new cliProgress.SingleBar(
        { stream, format, hideCursor: true, etaBuffer: 50 },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    grow: (total) => bar?.setTotal(total),
    advance: (steps = 1) => bar?.increment(steps),
    // Clears the bar's line first, so the note is not drawn over; the bar redraws below it.
    note: (message) => void stream.write(bar ? `\r\x1b[K${message}\n` : `${message}\n`),
    end() {
      bar?.stop();
      bar = undefined;
    },
  };
}

function lineProgress(stream: NodeJS.WriteStream): Progress {
  let current:
    | { label: string; total: number; done: number; started: number; timer: NodeJS.Timeout }
    | undefined;
  const line = (suffix = "") =>
    current && stream.write(`${current.label}: ${current.done}/${current.total}${suffix}\n`);
  const end = () => {
    if (!current) return;
    clearInterval(current.timer);
    line(` done in ${Math.round((Date.now() - current.started) / 1000)} s`);
    current = undefined;
  };
  return {
    phase(label, total) {
      end();
      const timer = setInterval(() => line(), LOG_EVERY_MS);
      timer.unref();
      current = { label, total, done: 0, started: Date.now(), timer };
      line();
    },
    grow: (total) => void (current && (current.total = total)),
    advance: (steps = 1) => void (current && (current.done += steps)),
    note: (message) => void stream.write(`${message}\n`),
    end,
  };
}
