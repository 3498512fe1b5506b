import { screen, waitFor } from '@testing-library/react';
import { AccountPaths, getSession, type MessageDetail, setUnreadCount } from '@fc/shared';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import MessageDetailPage from './message-detail-page';

const detail = (read: boolean): MessageDetail => ({
  id: 'm2',
  title: 'Welcome to the club',
  summary: 'Start here',
  body: 'Line one\nLine two',
  read,
  createdAt: 1_700_000_000,
});

afterEach(() => setUnreadCount(0));

describe('MessageDetailPage', () => {
  it('shows the message and lowers the unread count when it is read', async () => {
    setUnreadCount(3);
    const api = fakeApi({
      [AccountPaths.eventDetail]: ok(detail(false), { system_event: 3 }),
      [AccountPaths.eventRead]: ok({ unread: 2 }, { system_event: 2 }),
    });
    renderPage(<MessageDetailPage />, { path: '/messagebox/detail/:UserId', url: '/messagebox/detail/m2', strict: true });
    expect(await screen.findByRole('heading', { name: 'Welcome to the club' })).toBeInTheDocument();
    expect(screen.getByTestId('message-body')).toHaveTextContent('Line one Line two');
    await waitFor(() => expect(getSession().newMessagesInBox).toBe(2));
    expect(api.callsTo(AccountPaths.eventDetail)[0]?.body).toEqual({ id: 'm2' });
    expect(api.callsTo(AccountPaths.eventRead).map((call) => call.body)).toEqual([{ id: 'm2' }]);
  });

  it('takes the count from the answer when opening already marked it read', async () => {
    setUnreadCount(3);
    const api = fakeApi({ [AccountPaths.eventDetail]: ok(detail(true), { system_event: 2 }) });
    renderPage(<MessageDetailPage />, { path: '/messagebox/detail/:UserId', url: '/messagebox/detail/m2' });
    expect(await screen.findByRole('heading', { name: 'Welcome to the club' })).toBeInTheDocument();
    expect(getSession().newMessagesInBox).toBe(2);
    expect(api.callsTo(AccountPaths.eventRead)).toHaveLength(0);
  });

  it('says when the message does not exist', async () => {
    fakeApi({ [AccountPaths.eventDetail]: fail('NOT_FOUND', { field: 'id' }) });
    renderPage(<MessageDetailPage />, { path: '/messagebox/detail/:UserId', url: '/messagebox/detail/nope' });
    expect(await screen.findByText("This message doesn't exist or was deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to messages/ })).toHaveAttribute('href', '/messagebox');
  });
});
