// What child processes print, held back while another stage prints (their lines would fall among
// its lines) and written out, then passed on, once released. `npm test`'s lint and the browser
// tests' demo server use it.

/** Holds the output of the processes given to `pipe` (when `hold`; else passes it on) until `release()`. */
export function heldOutput(hold = true) {
  let held = hold ? [] : undefined;
  const write = (stream, chunk) => (held ? held.push([stream, chunk]) : stream.write(chunk));
  return {
    pipe(child) {
      child.stdout?.on('data', chunk => write(process.stdout, chunk));
      child.stderr?.on('data', chunk => write(process.stderr, chunk));
    },
    release() {
      for (const [stream, chunk] of held ?? []) stream.write(chunk);
      held = undefined;
    },
  };
}
