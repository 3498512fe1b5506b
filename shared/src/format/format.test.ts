import { maskAddress, maskEmail, toMillis } from '../contracts';
import { i18n } from '../i18n/i18n';
import { formatAmount, formatDate, formatDateTime } from './format';

afterEach(() => i18n.changeLanguage('en'));

describe('formatAmount', () => {
  it('shows token amounts exactly, with up to 4 decimals, cut not rounded', () => {
    expect(formatAmount('TMT', '123456789012345678901234567890', 'en-US')).toBe('123,456,789,012.3456');
    expect(formatAmount('TMT', '1999999999999999999', 'en-US')).toBe('1.9999');
    expect(formatAmount('GOAL', '1500000000000000000', 'en-US')).toBe('1.5');
    expect(formatAmount('BNB', '2000000000000000000', 'en-US')).toBe('2');
    expect(formatAmount('BNB', '50000000000000', 'en-US')).toBe('0');
    expect(formatAmount('TMT', 9_007_199_254_740_993n * 10n ** 18n, 'en-US')).toBe('9,007,199,254,740,993');
  });

  it('shows USD with 2 decimals and points as whole numbers', () => {
    expect(formatAmount('USD', '123456', 'en-US')).toBe('1,234.56');
    expect(formatAmount('USD', '100', 'en-US')).toBe('1.00');
    expect(formatAmount('USD', '5', 'en-US')).toBe('0.05');
    expect(formatAmount('POINTS', '1234567', 'en-US')).toBe('1,234,567');
  });

  it('groups and separates for the locale, by default the current language', async () => {
    expect(formatAmount('USD', '123456789', 'de-DE')).toBe('1.234.567,89');
    await i18n.changeLanguage('ko');
    expect(formatAmount('TMT', '1234500000000000000000')).toBe('1,234.5');
  });

  it('keeps the sign of negative amounts that show as non-zero', () => {
    expect(formatAmount('USD', '-123456', 'en-US')).toBe('-1,234.56');
    expect(formatAmount('TMT', '-10000000000000', 'en-US')).toBe('0');
  });
});

describe('dates', () => {
  // SPEC.md §4: above 1e13 a timestamp is in milliseconds, otherwise in seconds.
  const seconds = Date.UTC(2025, 0, 2, 15, 4) / 1000;
  const farMillis = Date.UTC(2300, 0, 2, 15, 4);

  it('reads seconds, and milliseconds above 1e13', () => {
    expect(toMillis(seconds)).toBe(seconds * 1000);
    expect(toMillis(farMillis)).toBe(farMillis);
    expect(formatDate(farMillis, 'en-US', 'UTC')).toBe('Jan 2, 2300');
    expect(formatDate(farMillis / 1000, 'en-US', 'UTC')).toBe('Jan 2, 2300');
  });

  it('formats for the locale and time zone', () => {
    expect(formatDateTime(seconds, 'en-US', 'UTC')).toBe('Jan 2, 2025, 3:04 PM');
    expect(formatDateTime(seconds, 'en-US', 'Asia/Seoul')).toBe('Jan 3, 2025, 12:04 AM');
    expect(formatDate(seconds, 'ko-KR', 'UTC')).toBe('2025. 1. 2.');
  });
});

describe('masking', () => {
  it('keeps the first 2 characters of an e-mail', () => {
    expect(maskEmail('johnny@example.com')).toBe('jo***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
  });

  it('keeps 6 leading and 4 trailing characters of an address', () => {
    expect(maskAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...5678');
    expect(maskAddress('0x12345678')).toBe('0x12345678');
  });
});
