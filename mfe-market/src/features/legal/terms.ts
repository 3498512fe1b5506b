/** The sections of the terms of service, in order; each has `terms.sections.<id>.title` and numbered `body` paragraphs. */
export const TERMS_SECTIONS = [
  'about',
  'accounts',
  'collectibles',
  'currencies',
  'randomItems',
  'market',
  'chain',
  'prohibited',
  'suspension',
  'liability',
  'governing',
  'changes',
  'contact',
] as const;
export type TermsSection = (typeof TERMS_SECTIONS)[number];

/** When the terms last changed (Unix seconds, 00:00 UTC): shown at the top, and the date changes are announced from. */
export const TERMS_UPDATED_AT = Date.UTC(2026, 10, 23) / 1000;

/** Where questions and notices about the terms go. */
export const TERMS_CONTACT_EMAIL = 'support@fc.example';
