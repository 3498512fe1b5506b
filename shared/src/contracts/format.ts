/** Pure helpers from SPEC.md §4 and §9 used on both sides. */

/** Timestamps above 1e13 are milliseconds, otherwise seconds. */
export function toMillis(timestamp: number): number {
  return timestamp > 1e13 ? timestamp : timestamp * 1000;
}

/** An e-mail keeps its first 2 characters before the @: `jo***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email.length <= 2 ? email : `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** A wallet address keeps 6 leading and 4 trailing characters: `0x1234...abcd`. */
export function maskAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
