import { act, screen } from '@testing-library/react';
import { i18n, type CardSummary } from '@fc/shared';
import { publishResources } from '@fc/shared/contracts/resources';
import { renderPage } from '../test/render';
import { CardTile } from './card-tile';

const club = { id: 3, name: 'Gildenmoor FC', shortName: 'GIL', primaryColor: '#1a2a65', secondaryColor: '#1cb079' };
const base = { serial: null, supply: null, kind: null, trialUntil: null, player: null, fp: null, rarity: null, state: 'normal' as const };
const fpCard: CardSummary = {
  ...base,
  tokenId: '41',
  family: 'fp',
  rarity: 'epic',
  serial: 3,
  supply: 100,
  player: { id: 57, name: 'Dan Keeper', nationality: 'GB', born: '1999-04-02', position: 'GK', preferredPosition: 'GK', heightCm: 191, club },
  fp: { level: 4, xp: 10, stamina: 90, rating: 66 },
};

const renderTile = (card: CardSummary) => renderPage(<CardTile card={card} />, { path: '/collection/cards' });

afterEach(async () => {
  delete (globalThis as { __FC_RESOURCES__?: unknown }).__FC_RESOURCES__;
  await act(() => i18n.changeLanguage('en'));
});

describe('CardTile art', () => {
  it("shows the player's card art for its rarity, named, lazily and at a fixed size", () => {
    renderTile(fpCard);
    const art = screen.getByRole('img', { name: 'Card art of Dan Keeper, Epic' });
    expect(art).toHaveAttribute('src', '/resources/cards/57-epic.svg');
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(art).toHaveAttribute('width', '240');
    expect(art).toHaveAttribute('height', '320');
  });

  it('loads the art from the host and version the shell published', () => {
    publishResources({ url: 'https://static.fc.example/art/', version: '0123456789ab' });
    renderTile({ ...fpCard, rarity: 'unique' });
    expect(screen.getByRole('img', { name: 'Card art of Dan Keeper, Unique' })).toHaveAttribute(
      'src',
      'https://static.fc.example/art/cards/57-unique.svg?v=0123456789ab',
    );
  });

  it.each([
    ['a pack', { ...base, tokenId: '1', family: 'pack', kind: 'legend' }, 'Picture of Legend pack', '/resources/common/pack-legend.svg'],
    ['a sealed box', { ...base, tokenId: '2', family: 'box' }, 'Picture of Mystery box', '/resources/common/box-unknown.svg'],
    ['a box of known rarity', { ...base, tokenId: '3', family: 'box', rarity: 'legendary' }, 'Picture of Mystery box', '/resources/common/box-legendary.svg'],
    ['an item', { ...base, tokenId: '4', family: 'item', kind: 'staminaPotion' }, 'Picture of Stamina potion', '/resources/common/item-staminaPotion.svg'],
  ] satisfies [string, CardSummary, string, string][])('shows the art of %s', (_label, card, alt, src) => {
    renderTile(card);
    expect(screen.getByRole('img', { name: alt })).toHaveAttribute('src', src);
  });

  it('describes the art in Korean', async () => {
    await act(() => i18n.changeLanguage('ko'));
    renderTile(fpCard);
    expect(screen.getByRole('img', { name: 'Dan Keeper 카드 그림, 에픽' })).toBeInTheDocument();
  });
});
