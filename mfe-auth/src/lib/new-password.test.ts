import { addRemoteResources, i18n, initI18n } from '@fc/shared';
import face from '../routes';
import { newPasswordErrors } from './new-password';

addRemoteResources(face.namespace, face.resources);

describe('newPasswordErrors', () => {
  beforeAll(() => initI18n());
  const t = () => i18n.getFixedT('en');

  it('asks for both fields when they are empty', () => {
    expect(newPasswordErrors(t(), { password: '', confirm: '' })).toEqual({
      password: 'Enter your password.',
      confirm: 'Enter the password again.',
    });
  });

  it('refuses a weak password and a confirmation that differs', () => {
    const errors = newPasswordErrors(t(), { password: 'abcdef', confirm: 'abcdeg' });
    expect(errors.password).toMatch(/^Use at least 6 characters/);
    expect(errors.confirm).toBe('The two passwords do not match.');
  });

  it('accepts a strong password typed twice', () => {
    expect(newPasswordErrors(t(), { password: 'secret1', confirm: 'secret1' })).toEqual({
      password: undefined,
      confirm: undefined,
    });
  });
});
