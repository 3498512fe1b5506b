import { Type, type Static } from '@fastify/type-provider-typebox';
import { AMOUNT_PATTERN, CURRENCIES, type CurrencyResponse } from '@fc/shared/contracts';
import type { Assert, Same } from '../../lib/schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

export const CurrencyResult = Type.Object({
  currency: Type.Object(Object.fromEntries(CURRENCIES.map((code) => [code, AmountSchema])) as Record<(typeof CURRENCIES)[number], typeof AmountSchema>),
});

export type _Contracts = [Assert<Same<Static<typeof CurrencyResult>, CurrencyResponse>>];
