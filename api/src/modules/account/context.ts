import { isValidEmail, normalizeEmail, validatePassword, type ApiLanguage } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/mail';
import * as repo from './repository';
import type { UserRow } from './tables';

export interface RequestContext {
  lang: ApiLanguage;
  timeZone: string | null;
}

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
}

export function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new AppError('INVALID_EMAIL', { field: 'email' });
  return email;
}

export function checkedPassword(password: string): void {
  if (validatePassword(password)) throw new AppError('PASSWORD_TOO_WEAK', { field: 'password' });
}

export async function findRegistered(db: Database, email: string): Promise<UserRow> {
  const user = await repo.findUserByEmail(db, checkedEmail(email));
  if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });
  return user;
}
