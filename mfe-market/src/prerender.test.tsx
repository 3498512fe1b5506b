import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { ApiPaths, i18n, LANGUAGES, logoutSession, paths, type Language } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { resourcesConfig } from '@fc/shared/contracts/resources';
import en from './locales/en/market.json';
import ko from './locales/ko/market.json';
import { FRAMED_ROUTES, loadFramedPage, renderFrames, type Frame } from './prerender';
import { listing, NOW, ranking, row, series } from './test/home-answers';

const STRINGS = { en, ko } as const;
const RENDERED_AT = Date.parse('2026-11-23T16:07:12.400Z');

const answers = () =>
  fakeApi({
    [ApiPaths.packList]: ok({ list: [series({})] }),
    [ApiPaths.gameRanking]: ok(ranking([row(1, 'Seoul Tigers', 12), row(2, 'Busan Waves', 9)])),
    [ApiPaths.marketList]: ok({ list: [listing('7', 'Ada Stone', '12', 'fixed')], total: 1, page: 1, pageSize: 4, now: NOW }),
  });

let frames: Frame[];
let root: Root | undefined;
let container: HTMLElement;

beforeAll(async () => {
  jest.useFakeTimers({ now: RENDERED_AT });
  // The art's address as the site server fills it in (the build renders placeholders).
  frames = await renderFrames({ resources: resourcesConfig() });
});

beforeEach(() => {
  // The build renders the frames; a visitor's browser hydrates them later, on its own clock.
  jest.setSystemTime(RENDERED_AT + 37_421);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  act(() => logoutSession());
  await act(() => i18n.changeLanguage('en'));
});

afterAll(() => jest.useRealTimers());

const frameOf = (language: Language) => {
  const frame = frames.find((candidate) => candidate.routeId === 'market.home' && candidate.language === language);
  if (!frame) throw new Error(`no frame in ${language}`);
  return frame;
};

/**
 * Hydrates a frame the way the shell does: the page slot is a Suspense boundary the server rendered (`<!--$-->`), which
 * stays dehydrated until the page's code arrives, then hydrates `<Page />` under the router.
 */
async function hydrateFrame(frame: Frame) {
  container.innerHTML = `<!--$-->${frame.html}<!--/$-->`;
  const served = container.innerHTML;
  const onRecoverableError = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
      { onRecoverableError },
    );
  });
  // Still the server's markup while the code is on its way.
  expect(container.innerHTML === served).toBe(true);
  const page = await loadFramedPage('market.home');
  await act(async () => {
    arrive({ default: page });
    await jest.advanceTimersByTimeAsync(0);
  });
  // The plain calls' answers land.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
  });
  return { onRecoverableError, consoleError };
}

describe("the home page's prerendered frame", () => {
  it('is rendered for every framed route in every language', () => {
    expect(frames.map((frame) => `${frame.routeId}:${frame.language}`)).toEqual(FRAMED_ROUTES.flatMap((routeId) => LANGUAGES.map((language) => `${routeId}:${language}`)));
  });

  it.each(LANGUAGES)('shows in %s what needs no data, with placeholders for the rest', (language) => {
    container.innerHTML = frameOf(language).html;
    const strings = STRINGS[language].home;
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(strings.hero.title);
    expect(within(container).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      strings.topManager.title,
      strings.topPrize.title,
      strings.packsOnSale.title,
      strings.listings.title,
      strings.howToPlay.title,
      strings.explore.title,
    ]);
    expect(within(container).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(paths.poolSale());
    // Nothing that depends on the clock, the session or a call.
    expect(within(container).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(container).queryByRole('link', { name: strings.hero.signUp })).not.toBeInTheDocument();
    expect(within(container).queryByTestId('home-pack')).not.toBeInTheDocument();
    expect(within(container).queryByTestId('home-listing')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
    // The art's URLs are the browser's.
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${resourcesConfig().url}common/pack-legend.svg`);
  });

  it.each(LANGUAGES)('hydrates in %s without a mismatch, then shows the clock, the guest buttons and the answers', async (language) => {
    await act(() => i18n.changeLanguage(language));
    answers();
    const { onRecoverableError, consoleError } = await hydrateFrame(frameOf(language));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const strings = STRINGS[language].home;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(strings.hero.title);
    expect(screen.getByRole('link', { name: strings.hero.signUp })).toHaveAttribute('href', paths.signup());
    // On the server's clock, which the packs' answer carries (16:07:12): 22 min 48 s to 16:30:00, 7:52:48 to midnight.
    expect(screen.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:48');
    expect(screen.getByTestId('home-top-manager-paid-in')).toHaveTextContent('7:52:48');
    expect(screen.getAllByTestId('home-pack')).toHaveLength(1);
    expect(within(screen.getByTestId('home-top-manager-leaders')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('home-market-newest')).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', paths.marketDetail('fp', '7'));
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it("hydrates for someone signed in (the frame is a guest's) and then offers them the packs and their rank", async () => {
    logIn();
    answers();
    const { onRecoverableError, consoleError } = await hydrateFrame(frameOf('en'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: en.home.hero.packs })).toHaveAttribute('href', paths.packs());
    expect(screen.getByTestId('home-top-manager-my-rank')).toHaveTextContent(en.home.topManager.unranked);
  });
});
