import { Type, type Static } from '@fastify/type-provider-typebox';
import type { HealthResponse } from '@fc/shared/contracts';
import type { Assert, Same } from '../../lib/schema';

export const HealthResult = Type.Object({ db: Type.Literal('ok') });

export type _Contracts = [Assert<Same<Static<typeof HealthResult>, HealthResponse>>];
