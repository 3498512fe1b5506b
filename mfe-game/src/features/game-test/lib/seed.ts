/** Fresh match seeds (no imports: the game test's worker bundles this alone). */
const SEED_BYTES = 32;

/** A fresh match seed: 32 random bytes in lower-case hex (what `playMatch` takes). */
export function randomSeed(): string {
  const bytes = new Uint8Array(SEED_BYTES);
  crypto.getRandomValues(bytes);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
