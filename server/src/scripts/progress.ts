/** A small text progress bar for long command-line jobs (counts, time and rate), written to stderr so stdout stays clean. */

export function formatProgress(done: number, total: number, unit: string, seconds: number, width = 20): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
  const percent = String(Math.floor(ratio * 100)).padStart(3);
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  return `[${bar}] ${percent}% ${done}/${total} ${unit}, ${seconds.toFixed(1)}s, ${rate} ${unit}/s`;
}

export class ProgressBar {
  private readonly started = Date.now();
  private lastStep = -1;
  private drawn = false;

  constructor(
    private readonly total: number,
    private readonly unit: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  update(done: number): void {
    const line = formatProgress(done, this.total, this.unit, (Date.now() - this.started) / 1000);
    if (this.stream.isTTY) {
      // Redraw in place on a terminal.
      this.stream.write(`\r${line}`);
      this.drawn = true;
      return;
    }
    // In logs and pipes a redrawn line is noise: one line per 10 %, and the last one.
    const step = this.total > 0 ? Math.floor((done / this.total) * 10) : 10;
    if (step > this.lastStep) {
      this.lastStep = step;
      this.stream.write(`${line}\n`);
    }
  }

  /** Ends the redrawn line so the next output starts on its own line. */
  finish(): void {
    if (this.drawn) this.stream.write('\n');
    this.drawn = false;
  }
}
