/**
 * @jest-environment node
 */
// A page prerendered at build time imports the session in plain Node, where there are no cookies to read.
import { readPersistedSession, readStoredToken } from './session-cookies';

describe('the session without a document', () => {
  it('is a guest', () => {
    expect(typeof document).toBe('undefined');
    expect(readPersistedSession()).toMatchObject({ token: '', loggedIn: false, subscribed: false });
    expect(readStoredToken()).toBe('');
  });
});
