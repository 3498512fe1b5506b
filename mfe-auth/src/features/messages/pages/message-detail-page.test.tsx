import { screen, within } from '@testing-library/react';
import { ApiPaths, getSession, type MessageDetail, setUnreadCount } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import MessageDetailPage from './message-detail-page';

// /event/detail marks the message read before it answers, so its answer always says read.
const detail: MessageDetail = {
  id: 'm2',
  title: 'Welcome to the club',
  summary: 'Start here',
  body: 'Line one\nLine two',
  read: true,
  createdAt: 1_700_000_000,
};

afterEach(() => setUnreadCount(0));

describe('MessageDetailPage', () => {
  it('shows the message and takes the lower unread count from the answer that marked it read', async () => {
    setUnreadCount(3);
    const api = fakeApi({ [ApiPaths.eventDetail]: ok(detail, { system_event: 2 }) });
    renderPage(<MessageDetailPage />, { path: '/messagebox/detail/:UserId', url: '/messagebox/detail/m2', strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the club' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messagebox');
    expect(within(breadcrumb).getByText('Welcome to the club')).toHaveAttribute('aria-current', 'page');
    // The tab keeps the route's title.
    expect(document.title).toBe('Message · FC Platform');
    expect(screen.getByTestId('message-body')).toHaveTextContent('Line one Line two');
    expect(getSession().newMessagesInBox).toBe(2);
    expect(api.callsTo(ApiPaths.eventDetail)[0]?.body).toEqual({ id: 'm2' });
    // Opening already marked it read: no second request for that.
    expect(api.calls.every((call) => call.path === ApiPaths.eventDetail)).toBe(true);
  });

  it('says when the message does not exist', async () => {
    fakeApi({ [ApiPaths.eventDetail]: fail('NOT_FOUND', { field: 'id' }) });
    renderPage(<MessageDetailPage />, { path: '/messagebox/detail/:UserId', url: '/messagebox/detail/nope' });
    expect(await screen.findByText("This message doesn't exist or was deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to messages/ })).toHaveAttribute('href', '/messagebox');
  });
});
