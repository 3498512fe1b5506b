import { ApiError, ErrorCode } from '@fc/shared';
import { fieldForError, retryAfterOf } from './field-errors';

const fields = ['email', 'password'] as const;

describe('fieldForError', () => {
  it('puts INVALID_PARAMS on the field the server names', () => {
    const error = new ApiError(ErrorCode.INVALID_PARAMS, '/account/login', { field: 'password' });
    expect(fieldForError(error, fields)).toBe('password');
  });

  it('keeps INVALID_PARAMS for a field the form does not have at form level', () => {
    const error = new ApiError(ErrorCode.INVALID_PARAMS, '/account/login', { field: 'captcha' });
    expect(fieldForError(error, fields)).toBeNull();
  });

  it('ties other codes to the field the form chose for them', () => {
    const error = new ApiError(ErrorCode.ACCOUNT_REGISTERED, '/account/register');
    expect(fieldForError(error, fields, { ACCOUNT_REGISTERED: 'email' })).toBe('email');
    expect(fieldForError(error, fields)).toBeNull();
    expect(fieldForError(new Error('boom'), fields, { UNKNOWN: 'email' })).toBeNull();
  });
});

describe('retryAfterOf', () => {
  it('reads whole seconds to wait', () => {
    expect(retryAfterOf(new ApiError(ErrorCode.RESEND_TOO_SOON, '/x', { retryAfter: 41.2 }))).toBe(42);
    expect(retryAfterOf(new ApiError(ErrorCode.RESEND_TOO_SOON, '/x'))).toBeNull();
    expect(retryAfterOf('nope')).toBeNull();
  });
});
