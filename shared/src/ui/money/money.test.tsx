import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { Money } from './money';

afterEach(() => i18n.changeLanguage('en'));

describe('Money', () => {
  it('shows an exact figure plainly, with no tooltip', () => {
    render(<Money currency="TMT" amount="22500000000000000000" data-testid="price" />);
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent('22.5 TMT');
    expect(price).not.toHaveAttribute('title');
  });

  it('rounds down to the display precision and says so, with every digit, in the tooltip', () => {
    render(<Money currency="TMT" amount="2599999999999999999999" data-testid="paid" />);
    const paid = screen.getByTestId('paid');
    expect(paid).toHaveTextContent('2,599.9999 TMT');
    expect(paid).toHaveAttribute('title', 'Exactly 2,599.999999999999999999 TMT, shown rounded down');
    expect(paid).toHaveAttribute('value', '2,599.999999999999999999');
  });

  it('shows the figure alone where the currency is named beside it, the tooltip still naming it', () => {
    render(<Money currency="GOAL" amount="750259999999999999999" showCurrency={false} data-testid="chip" />);
    const chip = screen.getByTestId('chip');
    expect(chip).toHaveTextContent(/^750\.2599$/);
    expect(chip).toHaveAttribute('title', 'Exactly 750.259999999999999999 GOAL, shown rounded down');
  });

  it('names points in the page\'s language', async () => {
    await i18n.changeLanguage('ko');
    render(<Money currency="POINTS" amount="1200" data-testid="points" />);
    expect(screen.getByTestId('points')).toHaveTextContent('1,200 포인트');
  });
});
