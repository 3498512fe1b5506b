/** Wire timestamps are Unix seconds (the client reads values below 1e13 as seconds, SPEC.md §4). */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** The UTC calendar day of a moment, `YYYY-MM-DD` (daily limits and resets run on UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
