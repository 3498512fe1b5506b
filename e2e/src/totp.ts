// The Google Authenticator code a phone would show for a secret (RFC 6238: 30 s steps, 6 digits), as otplib's
// authenticator computes it — the same library and settings as the API. The API checks codes at the app's clock,
// which /dev/clock may have moved ahead (the training test does): the phone here keeps the app's time.
import { authenticator } from 'otplib';
import { ApiPaths, type DevClockResponse } from '@fc/shared/contracts';
import { apiOk } from './api';

const STEP_MS = 30_000;

/** The app's clock in milliseconds: the host's plus however far /dev/clock moved it (`advance: 0` only reads it). */
async function appNow(): Promise<number> {
  const { ahead } = await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: 0 });
  return Date.now() + ahead * 1000;
}

const stepOf = (now: number) => Math.floor(now / STEP_MS);

/** The code for now, with the step it belongs to. Waits into the next step when this one ends within `marginMs`. */
export async function totp(secret: string, marginMs = 3000): Promise<{ code: string; step: number }> {
  const left = STEP_MS - ((await appNow()) % STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  const now = await appNow();
  return { code: authenticator.clone({ epoch: now }).generate(secret), step: stepOf(now) };
}

/**
 * A code of a later step than `usedStep`: the API accepts each step's code once, like a real authenticator check,
 * so a second action right after binding has to wait for the next code (up to 30 s).
 */
export async function totpAfter(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  const wait = (usedStep + 1) * STEP_MS - (await appNow());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return totp(secret);
}
