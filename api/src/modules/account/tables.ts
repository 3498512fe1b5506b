import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_account.sql (the SQL is the source of truth; test/schema.test.ts compares them).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
  nickName: text('nick_name').notNull(),
  clubName: text('club_name').notNull(),
  description: text('description').notNull().default(''),
  photo: text('photo').notNull(),
  avatar: text('avatar').notNull(),
  jersey: text('jersey').notNull(),
  inviteCode: text('invite_code').notNull(),
  invitedBy: bigint('invited_by', { mode: 'number' }),
  language: text('language').notNull(),
  timeZone: text('time_zone'),
  failedLogins: integer('failed_logins').notNull().default(0),
  failedWindowStart: at('failed_window_start'),
  lockedUntil: at('locked_until'),
  createdAt: at('created_at').notNull(),
  activatedAt: at('activated_at'),
  updatedAt: at('updated_at').notNull(),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

export const subscriptions = pgTable('subscriptions', {
  email: text('email').primaryKey(),
  receiveInfo: boolean('receive_info').notNull(),
  language: text('language').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
