import { ApiPaths, ErrorCode, type Profile, type SettingInfo } from '@fc/shared/contracts';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const as = (path: string, body: unknown = {}) => t.call(path, body, { token: user.token });

describe('/setting/info', () => {
  it('answers the settings page data', async () => {
    const answer = await t.call<SettingInfo>(ApiPaths.settingInfo, {}, { token: user.token, lang: 'ko-KR' });
    expect(answer.r).toBe(0);
    expect(answer.d).toEqual({
      pid: user.pid,
      email: user.email,
      nickName: user.nickName,
      description: '',
      avatar: 'avatar-01',
      jersey: 'jersey-red',
      clubName: user.clubName,
      photo: 'avatar-01',
      google2fa: false,
      subscribed: false,
      inviteCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
      language: 'en-US',
      createdAt: Math.floor(t.clock.now().getTime() / 1000),
    });
  });
});

describe('/setting/updatePhoto', () => {
  it('sets the photo to one of the avatars', async () => {
    expect(await as(ApiPaths.updatePhoto, { photo: 'avatar-05' })).toMatchObject({ r: 0, d: { photo: 'avatar-05' } });
    expect((await as(ApiPaths.settingInfo)).d).toMatchObject({ photo: 'avatar-05' });
  });

  it('refuses anything else, writing nothing', async () => {
    const before = await t.fingerprint();
    expect((await as(ApiPaths.updatePhoto, { photo: 'https://evil.example/x.png' })).d).toMatchObject({ field: 'photo' });
    expect((await as(ApiPaths.updatePhoto, {})).d).toMatchObject({ field: 'photo' });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/setting/updateName', () => {
  it('sets a trimmed nickname', async () => {
    expect(await as(ApiPaths.updateName, { nickName: '  Striker  ' })).toMatchObject({ r: 0, d: { nickName: 'Striker' } });
    expect((await as(ApiPaths.getProfile)).d).toMatchObject({ nickName: 'Striker' });
  });

  it.each([['x'], ['a'.repeat(25)], ['<script>']])('answers NICKNAME_INVALID to %j', async (nickName) => {
    expect((await as(ApiPaths.updateName, { nickName })).r).toBe(ErrorCode.NICKNAME_INVALID);
  });

  it('refuses an oversized value as malformed', async () => {
    expect((await as(ApiPaths.updateName, { nickName: 'a'.repeat(200) })).d).toMatchObject({ field: 'nickName' });
  });
});

describe('/player/getProfile and /player/useProfile', () => {
  it('answers the profile', async () => {
    const answer = await as(ApiPaths.getProfile);
    expect(answer.d).toEqual({
      pid: user.pid,
      email: user.email,
      nickName: expect.any(String),
      description: '',
      avatar: 'avatar-01',
      jersey: 'jersey-red',
      clubName: user.clubName,
    });
  });

  it('changes any subset of the editable fields', async () => {
    const answer = await as(ApiPaths.useProfile, { description: ' Up the reds ', jersey: 'jersey-blue', clubName: 'Fast FC' });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ description: 'Up the reds', jersey: 'jersey-blue', clubName: 'Fast FC', avatar: 'avatar-01' });
    const all = await as(ApiPaths.useProfile, { nickName: 'Keeper', avatar: 'avatar-03' });
    expect(all.d).toMatchObject({ nickName: 'Keeper', avatar: 'avatar-03', jersey: 'jersey-blue', clubName: 'Fast FC' });
    expect((await as(ApiPaths.useProfile, {})).d).toEqual((await as(ApiPaths.getProfile)).d as Profile);
  });

  it('changes nothing when one field is invalid', async () => {
    const before = (await as(ApiPaths.getProfile)).d;
    expect((await as(ApiPaths.useProfile, { description: 'new', nickName: 'x' })).r).toBe(ErrorCode.NICKNAME_INVALID);
    expect(await as(ApiPaths.useProfile, { description: 'new', clubName: 'x' })).toMatchObject({
      r: ErrorCode.INVALID_PARAMS,
      d: { field: 'clubName' },
    });
    expect((await as(ApiPaths.useProfile, { description: 'd'.repeat(281) })).d).toMatchObject({ field: 'description' });
    expect((await as(ApiPaths.useProfile, { jersey: 'jersey-pink' })).d).toMatchObject({ field: 'jersey' });
    expect((await as(ApiPaths.useProfile, { pid: 'steal' })).d).toMatchObject({ field: 'pid' });
    expect((await as(ApiPaths.getProfile)).d).toEqual(before);
  });

  it('shows the new names at the next login', async () => {
    await as(ApiPaths.useProfile, { nickName: 'Captain', clubName: 'Night FC', description: 'hi' });
    const session = await t.call(ApiPaths.login, { email: user.email, password: user.password });
    expect(session.d).toMatchObject({ nickName: 'Captain', clubName: 'Night FC', introduction: 'hi' });
  });
});

describe('signed-in only', () => {
  it.each([ApiPaths.settingInfo, ApiPaths.updatePhoto, ApiPaths.updateName, ApiPaths.getProfile, ApiPaths.useProfile])(
    '%s answers SESSION_INVALID to guests',
    async (path) => {
      expect((await t.call(path, {})).r).toBe(ErrorCode.SESSION_INVALID);
    },
  );
});
