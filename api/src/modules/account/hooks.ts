import type { Transaction } from '../../db/client';

/** The account as the domains that greet a new member see it. */
export interface ActivatedAccount {
  id: number;
  nickName: string;
  clubName: string;
}

/** Work another domain does when an account is activated (welcome message, trial squad), in the activating transaction. */
export type AccountActivatedHook = (tx: Transaction, account: ActivatedAccount, at: Date) => Promise<void>;
/** Work another domain does when a password was reset (the security log), in the resetting transaction. */
export type PasswordResetHook = (tx: Transaction, userId: number, at: Date) => Promise<void>;

const activatedHooks = new Map<string, AccountActivatedHook>();
const passwordResetHooks = new Map<string, PasswordResetHook>();

/**
 * Hooks are added by name (app.ts, at start), like the order kinds of payments, so that this module imports none of
 * the domains that follow an account; they run in the order they were first added, and a name added again (another
 * app in the same process) replaces its hook.
 */
export function onAccountActivated(name: string, hook: AccountActivatedHook): void {
  activatedHooks.set(name, hook);
}

export function onPasswordReset(name: string, hook: PasswordResetHook): void {
  passwordResetHooks.set(name, hook);
}

export async function accountActivated(tx: Transaction, account: ActivatedAccount, at: Date): Promise<void> {
  for (const hook of activatedHooks.values()) await hook(tx, account, at);
}

export async function passwordWasReset(tx: Transaction, userId: number, at: Date): Promise<void> {
  for (const hook of passwordResetHooks.values()) await hook(tx, userId, at);
}
