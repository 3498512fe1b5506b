/**
 * The app's clock: the host's (the real one, or a test's) plus however far /dev/clock moved it forward. Only the dev
 * routes move it, and they are absent in production.
 */
export class AppClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  readonly now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  /** How far /dev/clock moved it, in milliseconds. */
  get aheadMs(): number {
    return this.offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
  }

  /** Takes a total moved elsewhere (another API process's /dev/clock); the clock still never goes back. */
  catchUp(aheadMs: number): void {
    if (Number.isFinite(aheadMs) && aheadMs > this.offsetMs) this.offsetMs = aheadMs;
  }
}
