import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'live' : 'frame'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>frame</p>');
  });

  it('is false while hydrating, without a mismatch, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    let root: Root | undefined;
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    observer.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The server's text was kept (hydrated, not replaced), then changed once hydration was done.
    expect(seen).toEqual(['live']);
    expect(container).toHaveTextContent('live');
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });

  it('is true in a plain client render', () => {
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
