import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n/i18n';
import { TextField } from './text-field';

afterEach(() => i18n.changeLanguage('en'));

describe('TextField', () => {
  it('is labelled and describes its hint; an error marks it invalid and is read with it', () => {
    const { rerender } = render(<TextField label="E-mail" hint="We never share it." name="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');

    rerender(<TextField label="E-mail" hint="We never share it." name="email" error="Enter a valid e-mail address." />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid e-mail address.');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
  });

  it('shows and hides a password with a localized toggle', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ko');
    render(<TextField label="비밀번호" type="password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('비밀번호');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '비밀번호 표시' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
