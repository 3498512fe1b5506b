import { EMAIL_MAX_LENGTH, isValidEmail, validateEmail } from './validation';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'demo@fc.example',
    'first.last@example.com',
    "o'brien+tag@mail.example.org",
    "x!#$%&'*+/=?^_`{|}~-y@example.com",
    'user@sub-domain.example.co.uk',
    'user@xn--80ak6aa92e.com',
    'user@пример.рф',
    'üser@bücher.de',
    '1234@123.example',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a list', 'victim@x.com,y'],
    ['a semicolon list', 'victim@x.com;attacker@y.com'],
    ['angle brackets', '<victim@x.com>'],
    ['a display name', '"Victim" victim@x.com'],
    ['a quote', 'vic"tim@x.com'],
    ['a comma in the local part', 'a,b@x.com'],
    ['parentheses (comments)', 'victim(x)@x.com'],
    ['a backslash', 'a\\b@x.com'],
    ['a space', 'a b@x.com'],
    ['a tab', 'a\tb@x.com'],
    ['a NUL', 'a\u0000@x.com'],
    ['two @', 'a@b@x.com'],
    ['no @', 'example.com'],
    ['an empty local part', '@x.com'],
    ['a leading dot', '.a@x.com'],
    ['a trailing dot', 'a.@x.com'],
    ['a double dot', 'a..b@x.com'],
    ['no dot in the domain', 'me@fc'],
    ['a double dot in the domain', 'a@x..com'],
    ['a trailing dot in the domain', 'a@x.com.'],
    ['a label starting with a hyphen', 'a@-x.com'],
    ['a label ending with a hyphen', 'a@x-.com'],
    ['an underscore in the domain', 'a@x_y.com'],
    ['an IP address', 'a@127.0.0.1'],
    ['a bracketed IP literal', 'a@[127.0.0.1]'],
    ['a numeric top-level domain', 'a@x.123'],
    ['a one-letter top-level domain', 'a@x.c'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@x.com`],
    ['a domain label over 63 characters', `a@${'b'.repeat(64)}.com`],
    ['an address over 254 characters', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`],
  ])('refuses %s', (_name, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('allows the longest parts', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.com`)).toBe(true);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(long).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(long)).toBe(true);
  });
});

describe('validateEmail', () => {
  it('normalizes first (trim, lower case), then answers INVALID_EMAIL or null', () => {
    expect(validateEmail('  Demo@FC.example ')).toBeNull();
    expect(validateEmail('victim@x.com,y')).toBe('INVALID_EMAIL');
  });
});
