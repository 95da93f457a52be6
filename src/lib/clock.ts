/**
 * The console's "now" as a wall time (`YYYY-MM-DD HH:mm:ss`, local, no zone): what a rule about the present reads
 * (`isNotPast`). One source for the screens and the backend: the real time in production; the demo backend's clock in
 * demo builds and tests, which its `pinClock` pins (src/mocks/time.ts sets it here), so a screen's pre-check and the
 * backend's refusal judge "now" alike.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The machine's wall time now. */
function machineNow(): string {
  const d = new Date();
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

let source: () => string = machineNow;

/** Sets where "now" comes from (a function answering the wall time as text), or the machine's clock again (null). */
export function setClock(next: (() => string) | null): void {
  source = next ?? machineNow;
}

/** The wall time now, `YYYY-MM-DD HH:mm:ss`. */
export function nowWallText(): string {
  return source();
}
