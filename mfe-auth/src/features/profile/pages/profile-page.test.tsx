import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPaths, getSession, logoutSession, type Profile } from '@fc/shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
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

afterEach(() => logoutSession());

describe('ProfilePage', () => {
  it('saves avatar, jersey and nickname and shows them in the session at once', async () => {
    const api = fakeApi({
      [AccountPaths.getProfile]: ok(profile),
      [AccountPaths.useProfile]: (body) => ok({ ...profile, ...body }),
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
    expect(api.callsTo(AccountPaths.useProfile)[0]?.body).toEqual({
      nickName: 'Captain',
      avatar: 'avatar-03',
      jersey: 'jersey-blue',
    });
    expect(getSession()).toMatchObject({ nickName: 'Captain', avatar: 'avatar-03', clubName: 'Demo FC' });
  });

  it('checks the nickname locally and shows a server refusal on its field', async () => {
    const api = fakeApi({ [AccountPaths.getProfile]: ok(profile), [AccountPaths.useProfile]: fail('NICKNAME_INVALID') });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'X{Enter}');
    expect(nickname).toHaveAccessibleDescription(/2 to 24 characters/);
    expect(api.callsTo(AccountPaths.useProfile)).toHaveLength(0);

    await user.type(nickname, 'avier{Enter}');
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo(AccountPaths.useProfile)).toHaveLength(1);
    expect(getSession().nickName).not.toBe('Xavier');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const api = fakeApi({ [AccountPaths.getProfile]: fail('NETWORK_ERROR') });
    renderPage(<ProfilePage />, { path: '/user/profile' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.set(AccountPaths.getProfile, ok(profile));
    await userEvent.setup().click(retry);
    expect(await screen.findByLabelText('Nickname')).toHaveValue('Demo');
  });
});
