import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '../../i18n/i18n';
import { logoutSession } from '../../session';
import { logIn } from '../../testing';
import { AreaNav, withAreaNav } from './area-nav';
import { currentAreaLink } from './areas';

const renderAt = (area: 'collection' | 'game', path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaNav area={area} />
    </MemoryRouter>,
  );

const names = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

afterEach(async () => {
  logoutSession();
  await act(() => setLanguage('en'));
});

describe('currentAreaLink', () => {
  it.each([
    ['collection', '/collection/fpcards', 'fpCards'],
    ['collection', '/collection/fpcards/list', 'fpCards'],
    ['collection', '/mycard/fp/12', 'fpCards'],
    ['collection', '/mycard/breach/12', 'fpCards'],
    ['collection', '/mycard/12', 'cards'],
    ['collection', '/collection/items', 'items'],
    ['collection', '/collection/items/equip', 'equip'],
    ['collection', '/collection/mint/12', 'mint'],
    ['game', '/game/topmanager', 'home'],
    ['game', '/game/editgroup/new', 'home'],
    ['game', '/game/match/7', 'home'],
    ['game', '/game/ranking/topmanager', 'ranking'],
    ['game', '/game/rewards/pvp', 'rewards'],
    ['game', '/gametest', 'gameTest'],
    ['game', '/game/dispatch', 'topPrize'],
    ['game', '/game/stake/goal', 'stake'],
    ['game', '/game/airdrop/dispatch', 'airdrop'],
    ['game', '/game/menu/card/list', 'cards'],
    ['game', '/game/train', 'train'],
  ] as const)('%s at %s is %s', (area, pathname, id) => {
    expect(currentAreaLink(area, pathname)?.id).toBe(id);
  });

  it('is nothing outside the area or on a path that only starts like one', () => {
    expect(currentAreaLink('collection', '/market/center')).toBeUndefined();
    expect(currentAreaLink('game', '/game/stakeholders')).toBeUndefined();
    // Mint leads to the game's training camp, which is not a collection page.
    expect(currentAreaLink('collection', '/game/train')).toBeUndefined();
  });
});

describe('AreaNav', () => {
  it('lists the collection, the current list marked, Mint leading to the camp that lists the cards ready to train, and the provably fair page', () => {
    logIn();
    renderAt('collection', '/collection/items/equip');
    const nav = screen.getByRole('navigation', { name: 'Collection' });
    expect(names(nav)).toEqual(['FP cards', 'My cards', 'Packs', 'Mystery boxes', 'Items', 'Equip', 'Mint', 'Provably fair']);
    expect(within(nav).getByRole('link', { name: 'Equip' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Mint' })).toHaveAttribute('href', '/game/train');
    expect(within(nav).getByRole('link', { name: 'Provably fair' })).toHaveAttribute('href', '/fair');
  });

  it("groups the game's pages and leaves out for a guest what needs a login", () => {
    renderAt('game', '/game/menu/item');
    const nav = screen.getByRole('navigation', { name: 'Game' });
    expect(names(nav)).toEqual(['Play', 'Events', 'Squad', 'Items', 'Training camp']);
    expect(within(nav).getByRole('link', { name: 'Squad' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Korean', async () => {
    logIn();
    await act(() => setLanguage('ko'));
    renderAt('game', '/game/stake/recall');
    const nav = screen.getByRole('navigation', { name: '게임' });
    expect(names(nav)).toEqual(['플레이', '이벤트', '스쿼드', 'TopPrize', '스테이킹', '에어드롭', '뽑기']);
    expect(within(nav).getByRole('link', { name: '스테이킹' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('withAreaNav', () => {
  it('puts the area navigation above the page, the page keeping its props', () => {
    logIn();
    const Page = withAreaNav('collection', ({ title }: { title: string }) => <h1>{title}</h1>);
    render(
      <MemoryRouter initialEntries={['/collection/packs']}>
        <Page title="My packs" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Collection' });
    expect(within(nav).getByRole('link', { name: 'Packs' })).toHaveAttribute('aria-current', 'page');
    expect(nav.compareDocumentPosition(screen.getByRole('heading', { name: 'My packs' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
