import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8: about 60 ms and 32 MiB per hash on one core. The parameters are stored with each hash,
// so they can be raised later without invalidating existing passwords.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltBytes: 16 } as const;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the parameters can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT_MAXMEM });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password, made once with the current parameters: checking a password against it
 * (it never matches) spends the same scrypt work as checking a real account's.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/** A random 256-bit secret (session tokens, link codes), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque public identifier: 96 random bits, base64url (16 characters). */
export function publicId(): string {
  return randomBytes(12).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Keyed hash for short secrets (6-digit codes): without the key, a stolen hash cannot be tried against all codes. */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(randomInt(10));
  return digits;
}

/** Random code over an alphabet without look-alike characters (0/O, 1/I). */
export function randomCode(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

export const SEALED_PREFIX = 'v1.';
const GCM_IV_BYTES = 12;
export const SECRET_KEY_BYTES = 32;

/** Encrypts small secrets at rest: AES-256-GCM with a fresh IV each time, bound to a context (row and column). */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); the same `context` is needed to open it. */
  seal(plain: string, context: string): string;
  /** The plain text; throws when the value was altered, moved to another context or sealed with another key. */
  open(sealed: string, context: string): string;
}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new RangeError(`a secret box key has ${SECRET_KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const iv = randomBytes(GCM_IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed, context) {
      const [iv, tag, ciphertext] = sealed.slice(SEALED_PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!isSealed(sealed) || !iv || !tag || !ciphertext) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    },
  };
}

/** A 32-byte key written as hex (64 digits) or base64/base64url; null when the text is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === SECRET_KEY_BYTES) return key;
  }
  return null;
}
