import {
  checkPassword,
  EMAIL_MAX_LENGTH,
  hasHiddenCharacters,
  isValidEmail,
  normalizeText,
  passwordKinds,
  validateClubName,
  validateDescription,
  validateEmail,
  validateNickname,
  validatePassword,
} from './validation';

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

describe('names shown to others', () => {
  it.each([
    ['a zero-width space', 'Ka\u200Bka'],
    ['a zero-width non-joiner', 'Ka\u200Cka'],
    ['a byte order mark inside', 'Ka\uFEFFka'],
    ['a right-to-left override', 'Evil\u202Egnp'],
    ['a left-to-right isolate', 'Evil\u2066gnp'],
    ['a bell', 'Bell\u0007'],
    ['a line feed', 'Two\nLines'],
    ['an unassigned code point', 'Odd\u0378'],
    ['a lone surrogate', 'Odd\uD800'],
    ['angle brackets', '<b>x</b>'],
  ])('refuse %s', (_name, name) => {
    expect(validateNickname(name)).toBe('NICKNAME_INVALID');
    expect(validateClubName(name)).toBe('INVALID_PARAMS');
  });

  it('accept letters of any script, spaces, marks and emoji', () => {
    for (const name of ['Striker', '손흥민 FC', 'Zoë Ünited', 'Real Madrid CF', '東京 FC', 'José', 'Jose\u0301', 'FC ⚽']) {
      expect(validateNickname(name)).toBeNull();
      expect(validateClubName(name)).toBeNull();
    }
  });

  it('count the length after NFC and trimming', () => {
    expect(normalizeText('  Jose\u0301 ')).toBe('José');
    expect(validateNickname(' x ')).toBe('NICKNAME_INVALID');
    expect(validateClubName('a'.repeat(24))).toBeNull();
    expect(validateClubName('a'.repeat(25))).toBe('INVALID_PARAMS');
  });

  it('let a description keep line breaks, nothing else hidden', () => {
    expect(validateDescription('Line one\r\nLine two')).toBeNull();
    expect(normalizeText('Line one\r\nLine two')).toBe('Line one\nLine two');
    expect(validateDescription('Tab\there')).toBe('INVALID_PARAMS');
    expect(validateDescription('Hidden\u202Etxt')).toBe('INVALID_PARAMS');
    expect(validateDescription('d'.repeat(281))).toBe('INVALID_PARAMS');
    expect(hasHiddenCharacters('a\nb', { lineBreaks: true })).toBe(false);
    expect(hasHiddenCharacters('a\nb')).toBe(true);
  });
});

describe('checkPassword', () => {
  it('counts letters, digits and symbols by Unicode category', () => {
    expect(passwordKinds('abcdef')).toEqual(['letter']);
    expect(passwordKinds('abc123')).toEqual(['letter', 'digit']);
    expect(passwordKinds('abc!@#')).toEqual(['letter', 'symbol']);
    expect(passwordKinds('пароль٣')).toEqual(['letter', 'digit']);
    expect(passwordKinds('비밀번호€')).toEqual(['letter', 'symbol']);
    expect(validatePassword('secret123')).toBeNull();
  });

  it('ignores invisible characters and combining marks', () => {
    // Zero-width characters, bidi controls and combining marks are neither a kind nor length.
    expect(passwordKinds('abcdef\u200B\u202E\u0301')).toEqual(['letter']);
    expect(validatePassword('abcdef\u200B\u200B')).toBe('PASSWORD_TOO_WEAK');
    expect(checkPassword('ab1\u200B\u200B\u200B').longEnough).toBe(false);
    expect(checkPassword('a\u0301b\u0301c\u03011').longEnough).toBe(false);
    expect(validatePassword('ab12\u200B\u200Bcd')).toBeNull();
  });

  it('does not count spaces as symbols', () => {
    expect(passwordKinds('abc def')).toEqual(['letter']);
  });
});
