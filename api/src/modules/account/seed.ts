import type { Transaction } from '../../db/client';
import { hashPassword, publicId } from '../../lib/crypto';
import { AccountStatus, DEFAULT_AVATAR, DEFAULT_JERSEY, DEFAULT_PHOTO, DEMO_ACCOUNT } from './constants';
import { insertUserIfAbsent } from './repository';

/** Creates the activated demo account; returns its id for the other domains' seeds. */
export async function seedAccount(tx: Transaction, now: Date): Promise<{ userId: number }> {
  const user = await insertUserIfAbsent(tx, {
    publicId: publicId(),
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    status: AccountStatus.active,
    nickName: DEMO_ACCOUNT.nickName,
    clubName: DEMO_ACCOUNT.clubName,
    description: DEMO_ACCOUNT.description,
    photo: DEFAULT_PHOTO,
    avatar: DEFAULT_AVATAR,
    jersey: DEFAULT_JERSEY,
    inviteCode: DEMO_ACCOUNT.inviteCode,
    language: 'en-US',
    createdAt: now,
    activatedAt: now,
    updatedAt: now,
  });
  if (!user) throw new Error('demo account already exists');
  return { userId: user.id };
}
