import { TOP_PRIZE_PAYOUT_INTERVAL_S } from '@fc/shared/contracts/top-prize';

const INTERVAL_MS = TOP_PRIZE_PAYOUT_INTERVAL_S * 1000;

/** When the next TopPrize payout happens (ms since the epoch): the next half hour strictly after `nowMs`. */
export function nextPayoutAt(nowMs: number): number {
  return (Math.floor(nowMs / INTERVAL_MS) + 1) * INTERVAL_MS;
}

/** Whole seconds from `nowMs` to the next payout, between 1 and the interval. */
export function secondsToNextPayout(nowMs: number): number {
  return Math.ceil((nextPayoutAt(nowMs) - nowMs) / 1000);
}

/** `mm:ss` (or `h:mm:ss` from an hour up) of a number of seconds. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = pad(minutes) + ':' + pad(seconds % 60);
  return hours > 0 ? `${hours}:${rest}` : rest;
}
