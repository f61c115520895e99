import cliProgress from "cli-progress";

/**
 * What the photographer sees while a folder is published. On a terminal (stderr), a bar with the
 * count and the file at hand, failures printed above it; elsewhere (a pipe, CI, cron) one line
 * per file on stdout, `uploaded DSC_0042.jpg`, so a log says what happened to each.
 */
export function publishProgress({ stdout = process.stdout, stderr = process.stderr } = {}) {
  return stderr.isTTY ? barProgress(stderr) : lineProgress(stdout, stderr);
}

function barProgress(stream) {
  let bar;
  // Clears the bar's line first, so the note is not drawn over; the bar redraws below it.
  const note = (message) => stream.write(bar ? `\r\x1b[K${message}\n` : `${message}\n`);
  return {
    start(total) {
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: "Publishing [{bar}] {value}/{total} | ETA {eta_formatted} | {file}",
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0, { file: "" });
    },
    working: (file) => bar?.update({ file }),
    done(outcome, file, detail) {
      if (outcome === "failed") note(`failed ${file}: ${detail}`);
      else if (detail) note(`${outcome} ${file} (${detail})`);
      bar?.increment(1, { file });
    },
    note,
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}

function lineProgress(stdout, stderr) {
  return {
    start() {},
    working() {},
    done(outcome, file, detail) {
      if (outcome === "failed") stdout.write(`failed ${file}: ${detail}\n`);
      else stdout.write(detail ? `${outcome} ${file} (${detail})\n` : `${outcome} ${file}\n`);
    },
    note: (message) => stderr.write(`${message}\n`),
    stop() {},
  };
}
