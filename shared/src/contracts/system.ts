/** /health: the database answers. */
import { Type, type Static } from 'typebox';
import { EmptyBody } from './schema';

export const HealthRequest = EmptyBody;
export type HealthRequest = Static<typeof HealthRequest>;
export const HealthResponse = Type.Object({ db: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;
