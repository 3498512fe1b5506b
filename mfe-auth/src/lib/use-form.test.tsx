import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorCode, i18n } from '@fc/shared';
import { TextField } from '@fc/shared/ui';
import { Type } from '@fc/shared/forms';
import { renderPage } from '../test/render';
import { emailError } from './email-error';
import { useForm } from './use-form';

// The schema bounds the club to 5 characters; the form's own rule only asks for something besides spaces.
const CLUB_FORM = Type.Object({ club: Type.String({ maxLength: 5 }), city: Type.String() });

function ClubForm({ onSave }: { onSave: (values: { club: string; city: string }) => unknown }) {
  const form = useForm({
    schema: CLUB_FORM,
    initial: { club: '', city: '' },
    validate: (values) => ({ club: values.club.trim() ? undefined : 'Name your club.' }),
    codeFields: { NICKNAME_INVALID: 'club' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.showServerError(error);
    }
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <TextField {...form.text('club')} label="Club" />
      <TextField {...form.text('city')} label="City" />
      <button type="submit">Save</button>
    </form>
  );
}

function EmailForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    schema: Type.Object({ email: Type.String() }),
    initial: { email: '' },
    validate: (values) => ({ email: emailError(t, values.email) }),
  });
  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <TextField {...form.text('email')} label="E-mail" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says nothing when a field is left untouched, then shows its rule once it was edited and left', async () => {
    const user = userEvent.setup();
    renderPage(<ClubForm onSave={jest.fn()} />, { path: '/' });
    const club = screen.getByLabelText('Club');
    await user.click(club);
    await user.tab();
    expect(club).not.toHaveAccessibleDescription('Name your club.');
    await user.type(club, '  ');
    await user.tab();
    expect(club).toHaveAccessibleDescription('Name your club.');
  });

  it('refuses what the API schema refuses, on its field, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderPage(<ClubForm onSave={onSave} />, { path: '/' });
    await user.type(screen.getByLabelText('Club'), 'Tottenham');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const club = screen.getByLabelText('Club');
    expect(club).toHaveAccessibleDescription('Some of the information you entered is not valid. Check it and try again.');
    expect(club).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a server refusal on its field until that field changes', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockRejectedValue(new ApiError(ErrorCode.NICKNAME_INVALID, '/setting/updateName'));
    renderPage(<ClubForm onSave={onSave} />, { path: '/' });
    await user.type(screen.getByLabelText('Club'), 'Spurs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const club = screen.getByLabelText('Club');
    await waitFor(() => expect(club).toHaveAttribute('aria-invalid', 'true'));
    expect(club).toHaveFocus();
    await user.type(screen.getByLabelText('City'), 'London');
    expect(club).toHaveAttribute('aria-invalid', 'true');
    await user.type(club, '{Backspace}');
    await waitFor(() => expect(club).not.toHaveAttribute('aria-invalid'));
    expect(onSave).toHaveBeenCalledWith({ club: 'Spurs', city: '' });
  });

  it('shows its messages in the language just chosen', async () => {
    const user = userEvent.setup();
    renderPage(<EmailForm />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await act(() => i18n.changeLanguage('ko'));
    await waitFor(() => expect(email).toHaveAccessibleDescription(i18n.t('auth:validation.emailRequired', { lng: 'ko' })));
  });
});
