import type { LoginResponse } from '../contracts';
import { loginSession } from '../session/session';

/** A signed-in player as `/account/login` answers it. */
export const PLAYER: LoginResponse = {
  nickName: 'Sonny',
  clubName: 'Spurs FC',
  token: 'tok-123',
  photo: 'avatar-02',
  pid: 'p-7',
  email: 'sonny@example.com',
  avatar: 'avatar-02',
  subscribed: false,
  introduction: '',
};

/** Starts a session as PLAYER (with `overrides`), as a successful login would. */
export function logIn(overrides: Partial<LoginResponse> = {}): void {
  loginSession({ ...PLAYER, ...overrides });
}
