/** /player/currency — the navbar's balance call (SPEC.md §7). */
import { Type, type Static } from 'typebox';
import { AMOUNT_PATTERN, CURRENCIES, type Currency } from './money';
import { EmptyBody } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

export const CurrencyRequest = EmptyBody;
export type CurrencyRequest = Static<typeof CurrencyRequest>;
export const CurrencyResponse = Type.Object({
  currency: Type.Object(Object.fromEntries(CURRENCIES.map((code) => [code, AmountSchema])) as Record<Currency, typeof AmountSchema>),
});
export type CurrencyResponse = Static<typeof CurrencyResponse>;
