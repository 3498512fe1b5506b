import { shellRootOptions } from './root-options';
import { CLIENT_RENDERED_PAGE_DIGEST } from '../prerender/frame-contract';

describe("the shell root's recoverable errors", () => {
  const report = (error: unknown) => shellRootOptions.onRecoverableError?.(error, { componentStack: '\n    at Page' });

  it('reports a page that did not hydrate as sent, and stays quiet about what is reported elsewhere or expected', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server left the page area to the browser on purpose.
    report(Object.assign(new Error('Switched to client rendering'), { digest: CLIENT_RENDERED_PAGE_DIGEST }));
    // Thrown while hydrating (a remote's code failing to load): thrown again to the remote's boundary, which reports it.
    report(new Error('There was an error while hydrating this Suspense boundary', { cause: new Error('ChunkLoadError') }));
    expect(logged).not.toHaveBeenCalled();
    const mismatch = new Error('Hydration failed because the server rendered text did not match the client');
    report(mismatch);
    expect(logged).toHaveBeenCalledWith('[shell] recovered by rendering again:', mismatch, '\n    at Page');
  });
});
