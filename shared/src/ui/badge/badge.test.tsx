import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its label, in a tone or in a rarity’s colour', () => {
    render(
      <>
        <Badge tone="accent">Auction</Badge>
        <Badge rarity="epic">Epic</Badge>
      </>,
    );
    expect(screen.getByText('Auction')).toHaveAttribute('data-tone', 'accent');
    expect(screen.getByText('Epic')).toHaveAttribute('data-rarity', 'epic');
    expect(screen.getByText('Epic')).not.toHaveAttribute('data-tone');
  });
});
