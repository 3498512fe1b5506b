import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('stays closed under its heading until opened, and closes again', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Fairness" summary="Seed hash and lots" data-testid="fairness">
        <p>Published seed hash</p>
      </Disclosure>,
    );
    const section = screen.getByTestId('fairness');
    expect(screen.getByRole('heading', { level: 2, name: 'Fairness' })).toBeInTheDocument();
    expect(section).not.toHaveAttribute('open');
    expect(screen.getByText('Published seed hash')).not.toBeVisible();
    await user.click(screen.getByText('Seed hash and lots'));
    expect(section).toHaveAttribute('open');
    expect(screen.getByText('Published seed hash')).toBeVisible();
    await user.click(screen.getByRole('heading', { name: 'Fairness' }));
    expect(section).not.toHaveAttribute('open');
  });

  it('can start open, under a heading of its place in the outline', () => {
    render(
      <Disclosure title="Rules" headingLevel={3} defaultOpen>
        <p>Text</p>
      </Disclosure>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByText('Text')).toBeVisible();
  });
});
