import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, getSession, logoutSession, type Profile } from '@fc/shared';
import { CLUB_NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '@fc/shared/contracts/validation';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import ProfilePage from './profile-page';

const profile: Profile = {
  pid: 'p1',
  email: 'demo@fc.example',
  nickName: 'Demo',
  description: 'Hello',
  avatar: 'avatar-01',
  jersey: 'jersey-red',
  clubName: 'Demo FC',
};

// Logged in with the photo the server answered at login.
beforeEach(() =>
  logIn({ nickName: 'Demo', clubName: 'Demo FC', photo: 'avatar-01', email: 'demo@fc.example', avatar: 'avatar-01', introduction: 'Hello' }),
);
afterEach(() => logoutSession());

describe('ProfilePage', () => {
  it('saves avatar, jersey and nickname, makes the avatar the photo, and shows them in the session at once', async () => {
    const api = fakeApi({
      [ApiPaths.getProfile]: ok(profile),
      [ApiPaths.useProfile]: (body) => ok({ ...profile, ...body }),
      [ApiPaths.updatePhoto]: (body) => ok({ photo: body.photo }),
    });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText('Nickname');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('demo@fc.example');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    await user.click(screen.getByRole('radio', { name: 'Blue jersey' }));
    await user.clear(nickname);
    await user.type(nickname, 'Captain');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.useProfile)[0]?.body).toEqual({
      nickName: 'Captain',
      avatar: 'avatar-03',
      jersey: 'jersey-blue',
    });
    expect(api.callsTo(ApiPaths.updatePhoto).map((call) => call.body)).toEqual([{ photo: 'avatar-03' }]);
    expect(api.calls.map((call) => call.path).slice(1)).toEqual([ApiPaths.useProfile, ApiPaths.updatePhoto]);
    expect(getSession()).toMatchObject({ nickName: 'Captain', avatar: 'avatar-03', photo: 'avatar-03', clubName: 'Demo FC' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('leaves the photo alone when the avatar did not change', async () => {
    const api = fakeApi({
      [ApiPaths.getProfile]: ok({ ...profile, avatar: 'avatar-02' }),
      [ApiPaths.useProfile]: (body) => ok({ ...profile, avatar: 'avatar-02', ...body }),
    });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText('Nickname');
    await user.type(nickname, 'dy');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.useProfile)[0]?.body).toEqual({ nickName: 'Demody' });
    expect(api.callsTo(ApiPaths.updatePhoto)).toHaveLength(0);
    // The server's photo is still the one login answered; the session says the same.
    expect(getSession()).toMatchObject({ nickName: 'Demody', avatar: 'avatar-02', photo: 'avatar-01' });
  });

  it('keeps the photo as it was when saving it fails, and saves it on the next try', async () => {
    const api = fakeApi({
      [ApiPaths.getProfile]: ok(profile),
      [ApiPaths.useProfile]: (body) => ok({ ...profile, ...body }),
      [ApiPaths.updatePhoto]: fail('NETWORK_ERROR'),
    });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Avatar 5' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server.");
    expect(getSession()).toMatchObject({ avatar: 'avatar-05', photo: 'avatar-01' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();

    api.set(ApiPaths.updatePhoto, (body) => ok({ photo: body.photo }));
    await user.click(save);
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.useProfile)).toHaveLength(1);
    expect(api.callsTo(ApiPaths.updatePhoto).map((call) => call.body)).toEqual([{ photo: 'avatar-05' }, { photo: 'avatar-05' }]);
    expect(getSession().photo).toBe('avatar-05');
    expect(save).toBeDisabled();
  });

  it('changes neither profile nor photo when the server refuses the profile', async () => {
    const api = fakeApi({
      [ApiPaths.getProfile]: ok(profile),
      [ApiPaths.useProfile]: fail('INVALID_PARAMS', { field: 'clubName' }),
      [ApiPaths.updatePhoto]: (body) => ok({ photo: body.photo }),
    });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Avatar 4' }));
    await user.type(screen.getByLabelText('Club name'), '<b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Club name')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo(ApiPaths.updatePhoto)).toHaveLength(0);
    expect(getSession()).toMatchObject({ avatar: 'avatar-01', photo: 'avatar-01', clubName: 'Demo FC' });
  });

  it('checks the nickname locally and shows a server refusal on its field', async () => {
    const api = fakeApi({ [ApiPaths.getProfile]: ok(profile), [ApiPaths.useProfile]: fail('NICKNAME_INVALID') });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'X{Enter}');
    expect(nickname).toHaveAccessibleDescription(/2 to 24 characters/);
    expect(api.callsTo(ApiPaths.useProfile)).toHaveLength(0);

    await user.type(nickname, 'avier{Enter}');
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo(ApiPaths.useProfile)).toHaveLength(1);
    expect(getSession().nickName).not.toBe('Xavier');
  });

  it('takes no longer nickname or club name than the rules allow', async () => {
    fakeApi({ [ApiPaths.getProfile]: ok(profile) });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const long = 'x'.repeat(40);
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, long);
    expect(nickname).toHaveValue(long.slice(0, NICKNAME_MAX_LENGTH));
    const club = screen.getByLabelText('Club name');
    await user.clear(club);
    await user.type(club, long);
    expect(club).toHaveValue(long.slice(0, CLUB_NAME_MAX_LENGTH));
  });

  it('explains a club name or introduction with hidden characters before asking the server', async () => {
    const api = fakeApi({ [ApiPaths.getProfile]: ok(profile), [ApiPaths.useProfile]: ok({}) });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const club = await screen.findByLabelText('Club name');
    await user.clear(club);
    await user.type(club, 'Demo\u200bFC{Enter}');
    expect(club).toHaveAccessibleDescription(/invisible characters/);
    await user.clear(club);
    await user.type(club, '<b>FC</b>{Enter}');
    expect(club).toHaveAccessibleDescription(/No < or >/);
    await user.clear(club);
    await user.type(club, 'Demo FC');

    const introduction = screen.getByLabelText('About me');
    await user.clear(introduction);
    await user.type(introduction, 'Hi\u202ethere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(introduction).toHaveAccessibleDescription(/invisible characters/);
    expect(api.callsTo(ApiPaths.useProfile)).toHaveLength(0);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const api = fakeApi({ [ApiPaths.getProfile]: fail('NETWORK_ERROR') });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.set(ApiPaths.getProfile, ok(profile));
    await userEvent.setup().click(retry);
    expect(await screen.findByLabelText('Nickname')).toHaveValue('Demo');
  });
});
