import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n/i18n';
import { Button } from './button';

describe('Button', () => {
  it('is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Buy pack
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy pack' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Buy pack</Button>);
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
