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

describe('invisible, direction-changing and control characters in names', () => {
  const hidden: [string, string][] = [
    ['a zero-width space', 'Ka\u200Bka'],
    ['a zero-width joiner', 'Ka\u200Dka'],
    ['a right-to-left override', 'Evil\u202Egnp.exe'],
    ['a bell (control)', 'Bell\u0007FC'],
    ['a tab', 'Tab\tFC'],
    ['a line feed', 'Two\nLines'],
    ['an unassigned code point', 'Odd\u0378FC'],
  ];

  it.each(hidden)('refuses %s in the nickname (NICKNAME_INVALID)', async (_name, nickName) => {
    const before = await t.fingerprint();
    expect(await as(ApiPaths.updateName, { nickName })).toMatchObject({ r: ErrorCode.NICKNAME_INVALID, d: { field: 'nickName' } });
    expect((await as(ApiPaths.useProfile, { nickName })).r).toBe(ErrorCode.NICKNAME_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it.each(hidden)('refuses %s in the club name (1001 clubName)', async (_name, clubName) => {
    expect(await as(ApiPaths.useProfile, { clubName })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'clubName' } });
  });

  it.each(hidden.filter(([name]) => name !== 'a line feed'))('refuses %s in the description (1001 description)', async (_name, text) => {
    expect(await as(ApiPaths.useProfile, { description: text })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'description' } });
  });

  it('keeps line breaks in the description, as \\n', async () => {
    expect((await as(ApiPaths.useProfile, { description: 'Line one\r\nLine two' })).d).toMatchObject({ description: 'Line one\nLine two' });
  });

  it('stores names in NFC, so one look has one spelling', async () => {
    const decomposed = 'Jose\u0301 FC';
    const answer = await as(ApiPaths.useProfile, { nickName: 'Rene\u0301e', clubName: decomposed, description: 'Cafe\u0301' });
    expect(answer.d).toMatchObject({ nickName: 'Ren\u00E9e', clubName: 'Jos\u00E9 FC', description: 'Caf\u00E9' });
    expect(await as(ApiPaths.updateName, { nickName: '\u1112\u1161\u11AB Keeper' })).toMatchObject({ r: 0, d: { nickName: '\uD55C Keeper' } });
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
