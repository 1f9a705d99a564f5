/**
 * Ingest progress on stderr. On a terminal: one bar redrawn in place
 * (`[#########...........]  45% prices/daily/AAPL.csv`); otherwise (CI logs, piped output) one
 * line per 10% step so logs stay short.
 */
import type { IngestProgress } from "./ingest/runner.js";

const WIDTH = 20;

export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): (p: IngestProgress) => void {
  let lastStep = -1;
  return ({ file, done, total }) => {
    const fraction = total === 0 ? 1 : done / total;
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    if (stream.isTTY) {
      const filled = Math.round(fraction * WIDTH);
      const line = `[${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${percent} ${file}`;
      // A pty without a size reports 0 columns.
      const columns = stream.columns || 80;
      // \r + erase-line redraws in place; clipping avoids wrapping, which would break the redraw.
      stream.write(`\r\x1b[2K${line.slice(0, Math.max(columns - 1, 10))}${done === total ? "\n" : ""}`);
      return;
    }
    const step = Math.floor(fraction * 10);
    if (step === lastStep) return;
    lastStep = step;
    stream.write(`ingest ${percent} (${done}/${total}) ${file}\n`);
  };
}
