import { loginSession, type LoginResponse } from '@fc/shared';

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

export function logIn(overrides: Partial<LoginResponse> = {}): void {
  loginSession({ ...PLAYER, ...overrides });
}
