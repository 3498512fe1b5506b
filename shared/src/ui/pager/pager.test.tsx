import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n/i18n';
import { Pager } from './pager';

describe('Pager', () => {
  it('moves between pages', async () => {
    const onChange = jest.fn();
    render(<Pager page={2} pages={3} onChange={onChange} label="Order pages" />);
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows nothing when everything fits on one page', () => {
    render(<Pager page={1} pages={1} onChange={() => {}} label="Order pages" />);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });
});
