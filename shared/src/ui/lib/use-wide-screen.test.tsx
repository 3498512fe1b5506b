import { act, render, screen } from '@testing-library/react';
import { useWideScreen } from './use-wide-screen';

function Probe() {
  return <p>{useWideScreen() ? 'table' : 'cards'}</p>;
}

/** A stand-in for the browser's media query list, whose width the test changes. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(min-width: 640px)' && state.width >= 640;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      state.width = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useWideScreen', () => {
  it('follows the viewport across the 640 px breakpoint', () => {
    const viewport = fakeViewport(390);
    render(<Probe />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    act(() => viewport.resize(1440));
    expect(screen.getByText('table')).toBeInTheDocument();
    act(() => viewport.resize(639));
    expect(screen.getByText('cards')).toBeInTheDocument();
  });

  it('counts as wide where the viewport cannot be known', () => {
    // jsdom has no matchMedia of its own.
    Object.assign(window, { matchMedia: undefined });
    render(<Probe />);
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
