import { maskAddress, maskEmail, toMillis } from '../contracts';
import { i18n } from '../i18n/i18n';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatExactAmount,
  formatMoney,
  formatMoneyFigure,
  formatNumber,
  formatPercent,
  isAmountCut,
  isoDuration,
} from './format';

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

describe('formatMoney and the exact amount behind it', () => {
  const almost2600 = 2_599_999_999_999_999_999_999n; // 2,599.999999999999999999 TMT

  it('rounds down to the display precision, with the currency', () => {
    expect(formatMoney('TMT', almost2600, 'en-US')).toBe('2,599.9999 TMT');
    expect(formatMoney('USD', '1999', 'en-US')).toBe('19.99 USD');
    expect(formatMoney('POINTS', '1200', 'en-US', 'points')).toBe('1,200 points');
  });

  it('says "< 0.0001" for a positive amount too small to show, and 0 for nothing', () => {
    expect(formatMoney('GOAL', '50000000000000', 'en-US')).toBe('< 0.0001 GOAL');
    expect(formatMoney('GOAL', '0', 'en-US')).toBe('0 GOAL');
  });

  it('gives the figure alone for a place that names the currency beside it', () => {
    expect(formatMoneyFigure('TMT', almost2600, 'en-US')).toBe('2,599.9999');
    expect(formatMoneyFigure('GOAL', '50000000000000', 'en-US')).toBe('< 0.0001');
    expect(formatMoneyFigure('USD', '-250', 'en-US')).toBe('-2.50');
  });

  it('knows when digits were cut, and shows them all on request', () => {
    expect(isAmountCut('TMT', almost2600)).toBe(true);
    expect(isAmountCut('TMT', 2_600n * 10n ** 18n)).toBe(false);
    expect(isAmountCut('TMT', '22500000000000000000')).toBe(false);
    expect(isAmountCut('POINTS', '7')).toBe(false);
    expect(formatExactAmount('TMT', almost2600, 'en-US')).toBe('2,599.999999999999999999');
    expect(formatExactAmount('USD', '100', 'en-US')).toBe('1');
    expect(formatExactAmount('TMT', '-1500000000000000000', 'en-US')).toBe('-1.5');
  });
});

describe('formatDuration', () => {
  it('is mm:ss under an hour, h:mm:ss under a day, and days in the language from a day on', async () => {
    expect(formatDuration(147, 'en-US')).toBe('02:27');
    expect(formatDuration(0, 'en-US')).toBe('00:00');
    expect(formatDuration(-5, 'en-US')).toBe('00:00');
    expect(formatDuration(3600 + 122, 'en-US')).toBe('1:02:02');
    expect(formatDuration(6 * 86_400 - 1, 'en-US')).toBe('5d 23:59:59');
    expect(formatDuration(143 * 3600 + 59 * 60 + 17, 'en-US')).toBe('5d 23:59:17');
    expect(formatDuration(2 * 86_400 + 5, 'ko-KR')).toBe('2일 00:00:05');
    await i18n.changeLanguage('ko');
    expect(formatDuration(86_400)).toBe('1일 00:00:00');
  });

  it('has an ISO 8601 form for machines', () => {
    expect(isoDuration(6 * 86_400 + 5 * 3600 + 2 * 60 + 27)).toBe('P6DT5H2M27S');
    expect(isoDuration(59)).toBe('P0DT0H0M59S');
  });
});

describe('numbers', () => {
  it('groups counts and writes percentages for the language', () => {
    expect(formatNumber(5000, 'en-US')).toBe('5,000');
    expect(formatNumber(1234.567, 'en-US')).toBe('1,234.57');
    expect(formatPercent(0.065, 'en-US')).toBe('6.5%');
    expect(formatPercent(0.001, 'ko-KR')).toBe('0.1%');
    expect(formatPercent(0.1, 'en-US', 1, 1)).toBe('10.0%');
    expect(formatPercent(0.125, 'en-US', 1, 1)).toBe('12.5%');
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
