/** Avatars and jerseys are chosen from fixed sets (no uploads); the value is the key. */
export const AVATARS = ['avatar-01', 'avatar-02', 'avatar-03', 'avatar-04', 'avatar-05', 'avatar-06', 'avatar-07', 'avatar-08'] as const;
export const JERSEYS = ['jersey-red', 'jersey-blue', 'jersey-white', 'jersey-black', 'jersey-green', 'jersey-yellow'] as const;
export type Avatar = (typeof AVATARS)[number];
export type Jersey = (typeof JERSEYS)[number];

/** What a 6-digit e-mail code (/player/genMailCode) may be asked for. */
export const MAIL_CODE_PURPOSES = ['unbind2fa', 'withdraw'] as const;
export type MailCodePurpose = (typeof MAIL_CODE_PURPOSES)[number];
