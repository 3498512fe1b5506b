import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type Envelope, type EventListResponse, getSession, type MessageDetail, type MessageSummary, setUnreadCount } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import MessageBoxPage from './message-box-page';
import MessageDetailPage from './message-detail-page';

const message = (id: string, read: boolean, createdAt: number): MessageSummary => ({
  id,
  title: `Title ${id}`,
  summary: `Summary ${id}`,
  read,
  createdAt,
});

const page1: EventListResponse = {
  list: [message('m3', true, 1_700_000_300), message('m2', false, 1_700_000_200), message('m1', false, 1_700_000_100)],
  total: 23,
  unread: 2,
  page: 1,
  pageSize: 10,
};

afterEach(() => setUnreadCount(0));

describe('MessageBoxPage', () => {
  it('lists unread messages first, marked, and the unread count reaches the navbar', async () => {
    fakeApi({ [ApiPaths.eventList]: ok(page1, { system_event: 2 }) });
    renderPage(<MessageBoxPage />, { path: '/messagebox' });
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual(['m2', 'm1', 'm3']);
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(items[0]).toHaveAccessibleName(/^Unread: Title m2/);
    expect(items[0]).toHaveAttribute('href', '/messagebox/detail/m2');
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2 unread');
    expect(getSession().newMessagesInBox).toBe(2);
  });

  it('marks everything read and lowers the unread count at once', async () => {
    const api = fakeApi({
      [ApiPaths.eventList]: ok(page1, { system_event: 2 }),
      [ApiPaths.eventRead]: ok({ unread: 0 }),
    });
    renderPage(<MessageBoxPage />, { path: '/messagebox' });
    const user = userEvent.setup();
    await screen.findAllByTestId('message-item');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(getSession().newMessagesInBox).toBe(0));
    expect(api.callsTo(ApiPaths.eventRead)[0]?.body).toEqual({ all: true });
    expect(screen.getAllByTestId('message-item').every((item) => item.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('pages with page and pageSize', async () => {
    const api = fakeApi({
      [ApiPaths.eventList]: (body) => ok({ ...page1, page: Number(body.page), list: [message(`p${String(body.page)}`, true, 1)] }),
    });
    renderPage(<MessageBoxPage />, { path: '/messagebox' });
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Title p2')).toBeInTheDocument();
    expect(currentLocation()).toBe('/messagebox?page=2');
    expect(api.callsTo(ApiPaths.eventList).map((call) => call.body)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('shows an empty box', async () => {
    fakeApi({ [ApiPaths.eventList]: ok({ list: [], total: 0, unread: 0, page: 1, pageSize: 10 }) });
    renderPage(<MessageBoxPage />, { path: '/messagebox' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ [ApiPaths.eventList]: fail('UNKNOWN') });
    renderPage(<MessageBoxPage />, { path: '/messagebox' });
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a message read on going back to the box, before the list is loaded again', async () => {
    const list: EventListResponse = { list: [message('m1', false, 1_700_000_000)], total: 1, unread: 1, page: 1, pageSize: 10 };
    const detail: MessageDetail = { ...message('m1', true, 1_700_000_000), body: 'Hello' };
    let listCalls = 0;
    fakeApi({
      // The second load of the list never answers: what shows is the cache.
      [ApiPaths.eventList]: () => (++listCalls === 1 ? ok(list, { system_event: 1 }) : new Promise<Envelope>(() => undefined)),
      [ApiPaths.eventDetail]: ok(detail, { system_event: 0 }),
    });
    renderPage(<MessageBoxPage />, { path: '/messagebox', routes: { '/messagebox/detail/:UserId': <MessageDetailPage /> } });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('message-item'));
    expect(await screen.findByTestId('message-body')).toHaveTextContent('Hello');
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Messages' }));

    expect(await screen.findByTestId('message-item')).toHaveAttribute('data-read', 'true');
    expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument();
    expect(listCalls).toBe(2);
  });
});
