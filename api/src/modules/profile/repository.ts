import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions, users } from '../account';
import { googleAuthenticators } from '../security';

export interface ProfileRow {
  publicId: string;
  email: string;
  nickName: string;
  description: string;
  avatar: string;
  jersey: string;
  clubName: string;
  photo: string;
  inviteCode: string;
  language: string;
  createdAt: Date;
  google2fa: boolean;
  subscribed: boolean;
}

export type ProfilePatch = Partial<Pick<ProfileRow, 'nickName' | 'description' | 'avatar' | 'jersey' | 'clubName' | 'photo'>>;

export async function findProfile(db: Executor, userId: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select({
      publicId: users.publicId,
      email: users.email,
      nickName: users.nickName,
      description: users.description,
      avatar: users.avatar,
      jersey: users.jersey,
      clubName: users.clubName,
      photo: users.photo,
      inviteCode: users.inviteCode,
      language: users.language,
      createdAt: users.createdAt,
      google2fa: sql<boolean>`${googleAuthenticators.secret} IS NOT NULL`,
      subscribed: sql<boolean>`${subscriptions.email} IS NOT NULL`,
    })
    .from(users)
    .leftJoin(googleAuthenticators, eq(googleAuthenticators.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.email, users.email))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateProfile(db: Executor, userId: number, patch: ProfilePatch, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId));
}
