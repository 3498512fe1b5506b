// The Google Authenticator code a phone would show for a secret (RFC 6238: 30 s steps, 6 digits), as otplib's
// authenticator computes it — the same library and settings as the API.
import { authenticator } from 'otplib';

const STEP_MS = 30_000;

export const currentStep = (now = Date.now()) => Math.floor(now / STEP_MS);

/** The code for now, with the step it belongs to. Waits into the next step when this one ends within `marginMs`. */
export async function totp(secret: string, marginMs = 3000): Promise<{ code: string; step: number }> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return { code: authenticator.generate(secret), step: currentStep() };
}

/**
 * A code of a later step than `usedStep`: the API accepts each step's code once, like a real authenticator check,
 * so a second action right after binding has to wait for the next code (up to 30 s).
 */
export async function totpAfter(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  const wait = (usedStep + 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return totp(secret);
}
