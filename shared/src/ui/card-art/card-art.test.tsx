import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArtTile, CardArt } from './card-art';

describe('CardArt', () => {
  it('shows the art at its own size, framed by its rarity, with the text it is given', () => {
    render(<CardArt src="/resources/cards/7-rare.svg" alt="Ada Stone, rare card" rarity="rare" loading="eager" />);
    const image = screen.getByRole('img', { name: 'Ada Stone, rare card' });
    expect(image).toHaveAttribute('src', '/resources/cards/7-rare.svg');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.parentElement).toHaveAttribute('data-rarity', 'rare');
  });

  it('puts a pack on a stage, without a rarity frame', () => {
    render(<CardArt src="/resources/common/pack-legend.svg" alt="Legend pack" shape="stage" />);
    const frame = screen.getByRole('img', { name: 'Legend pack' }).parentElement;
    expect(frame).not.toHaveAttribute('data-rarity');
    expect(frame?.className).toMatch(/stage/);
  });
});

describe('ArtTile', () => {
  it('is a heading that links to the item, its art decorative beside the name, lines and a footer under it', () => {
    render(
      <MemoryRouter>
        <ArtTile src="/resources/cards/7-epic.svg" rarity="epic" title="Ada Stone" to="/card/legend-1/7" badge="Auction" footer={<span>12 TMT</span>} data-testid="tile">
          <p>Harbor Cross Rovers</p>
        </ArtTile>
      </MemoryRouter>,
    );
    const tile = screen.getByTestId('tile');
    expect(within(tile).getByRole('heading', { level: 3, name: 'Ada Stone' })).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/card/legend-1/7');
    expect(within(tile).queryByRole('img')).not.toBeInTheDocument();
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
    expect(tile).toHaveAttribute('data-rarity', 'epic');
    expect(tile).toHaveTextContent('AuctionAda StoneHarbor Cross Rovers12 TMT');
  });

  it('has no link without a destination, and takes the heading level of its place in the page', () => {
    render(<ArtTile src="/resources/common/pack-legend.svg" title="Legend pack" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Legend pack' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
