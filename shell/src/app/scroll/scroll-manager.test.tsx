import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

function setup(initial: string) {
  const router: { navigate?: NavigateFunction; pathname?: string } = {};
  function Probe() {
    router.navigate = useNavigate();
    router.pathname = useLocation().pathname;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[initial]}>
      <ScrollManager />
      <Probe />
    </MemoryRouter>,
  );
  return {
    navigate: (to: string | number) => (typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to)),
    pathname: () => router.pathname,
  };
}

function scrollUserTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  scrollTo.mockRestore();
});

describe('ScrollManager', () => {
  it('restores the my-fp-card detail position one second after coming back', async () => {
    const router = setup('/mycard/fp/9');
    scrollUserTo(1200);
    await act(async () => router.navigate('/market/center'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await act(async () => router.navigate(-1));
    expect(router.pathname()).toBe('/mycard/fp/9');
    act(() => jest.advanceTimersByTime(999));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1200);
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it('scrolls to the top on any other navigation', async () => {
    const router = setup('/market/center');
    scrollUserTo(800);
    scrollTo.mockClear();
    await act(async () => router.navigate('/packs'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => router.navigate(-1));
    act(() => jest.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 800);
  });

  it('does not restore when the detail page is opened again by a link', async () => {
    const router = setup('/mycard/fp/9');
    scrollUserTo(1200);
    await act(async () => router.navigate('/market/center'));
    scrollTo.mockClear();
    await act(async () => router.navigate('/mycard/fp/9'));
    act(() => jest.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1200);
  });
});
