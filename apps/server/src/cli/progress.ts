/** What a long command reports as it goes: a line per step, and a running figure on a terminal. */
export interface Progress {
  /** A finished step, kept on screen. */
  line(text: string): void;
  /** How far the current step is; replaced by the next one (on a terminal), or printed now and then. */
  status(text: string): void;
}

/** Progress on standard error, so that standard output carries only the result. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const live = Boolean(stream.isTTY);
  // Off a terminal (a log), only steps that take a while are reported as they go.
  let lastPrinted = Date.now();
  let shown = false;
  const clear = () => {
    if (shown) stream.write('\r\x1b[K');
    shown = false;
  };
  return {
    line(text) {
      clear();
      stream.write(`${text}\n`);
    },
    status(text) {
      const now = Date.now();
      if (live) {
        clear();
        stream.write(text);
        shown = true;
      } else if (now - lastPrinted >= 5_000) {
        stream.write(`${text}\n`);
        lastPrinted = now;
      }
    },
  };
}

export const silentProgress: Progress = { line() {}, status() {} };

export const count = (n: number) => n.toLocaleString('en-US');
