import { addRemoteResources, i18n, initI18n } from '@fc/shared';
import face from '../routes';
import { emailError } from './email-error';

addRemoteResources(face.namespace, face.resources);

describe('emailError', () => {
  beforeAll(() => initI18n());
  const t = () => i18n.getFixedT('en');

  it('asks for an address, refuses a malformed one and accepts a good one', () => {
    expect(emailError(t(), '  ')).toBe('Enter your e-mail address.');
    expect(emailError(t(), 'me@fc')).toBe('Enter a valid e-mail address.');
    expect(emailError(t(), ' Me@FC.example ')).toBeUndefined();
  });
});
