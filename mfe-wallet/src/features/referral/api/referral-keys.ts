export const referralKeys = { all: ['wallet', 'referral'] as const };
