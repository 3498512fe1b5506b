/** Outside production only: /dev/outbox (the mails sent to an address, newest first), /dev/grant, /dev/clock, /dev/message. */
import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import { ITEM_KINDS, PACK_KINDS, RARITIES } from './cards-constants';
import { AMOUNT_PATTERN, CURRENCIES, type Currency } from './money';
import { STRICT, StringEnum } from './schema';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './validation';

export const DevOutboxRequest = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) }, STRICT);
export type DevOutboxRequest = Static<typeof DevOutboxRequest>;
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  links: Type.Array(Type.String()),
  sentAt: Type.Integer(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const DevOutboxResponse = Type.Object({ mails: Type.Array(OutboxMail) });
export type DevOutboxResponse = Static<typeof DevOutboxResponse>;

/** Most things of one kind /dev/grant hands out per call. [ours] */
export const DEV_GRANT_MAX = 50;
/** Furthest /dev/clock moves the clock per call: a year. [ours] */
export const DEV_CLOCK_MAX_SECONDS = 366 * 24 * 60 * 60;

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const manyOf = <T extends TSchema>(schema: T) => Type.Optional(Type.Array(schema, { maxItems: DEV_GRANT_MAX }));

/**
 * /dev/grant — creates the account (activated, with its trial squad) unless it exists, then gives it what is asked:
 * balances in base units, FP cards (of a player, or a drawn one; at a level), collectible cards, packs, boxes and
 * items. Answers the new cards' tokenIds by kind, in the order asked.
 */
export const DevGrantRequest = Type.Object(
  {
    email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
    /** Only for a new account; the default is DEV_GRANT_PASSWORD of the API. */
    password: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
    currencies: Type.Optional(
      Type.Object(Object.fromEntries(CURRENCIES.map((code) => [code, Type.Optional(AmountSchema)])) as Record<Currency, TOptional<typeof AmountSchema>>, STRICT),
    ),
    fpCards: manyOf(
      Type.Object(
        { rarity: StringEnum(RARITIES), playerId: Type.Optional(Type.Integer({ minimum: 1 })), level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })) },
        STRICT,
      ),
    ),
    cards: manyOf(Type.Object({ rarity: StringEnum(RARITIES), playerId: Type.Optional(Type.Integer({ minimum: 1 })) }, STRICT)),
    packs: manyOf(StringEnum(PACK_KINDS)),
    boxes: manyOf(StringEnum(RARITIES)),
    items: manyOf(StringEnum(ITEM_KINDS)),
  },
  STRICT,
);
export type DevGrantRequest = Static<typeof DevGrantRequest>;
export const DevGrantResponse = Type.Object({
  email: Type.String(),
  created: Type.Boolean(),
  fpCards: Type.Array(Type.String()),
  cards: Type.Array(Type.String()),
  packs: Type.Array(Type.String()),
  boxes: Type.Array(Type.String()),
  items: Type.Array(Type.String()),
});
export type DevGrantResponse = Static<typeof DevGrantResponse>;

/** /dev/clock — moves the app clock forward and runs every job that became due; answers the new time and the runs. */
/** `advance` 0 only reads the clock (and runs what is due). */
export const DevClockRequest = Type.Object({ advance: Type.Integer({ minimum: 0, maximum: DEV_CLOCK_MAX_SECONDS }) }, STRICT);
export type DevClockRequest = Static<typeof DevClockRequest>;
export const DevClockResponse = Type.Object({
  /** Unix seconds. */
  now: Type.Integer(),
  /** Seconds the app clock is ahead of the host's: what a device computing time codes (2FA) must add. */
  ahead: Type.Integer(),
  ran: Type.Array(Type.Object({ key: Type.String(), status: Type.String() })),
});
export type DevClockResponse = Static<typeof DevClockResponse>;

/** /dev/message — writes a message (the getting-started one) into an account's box; answers its new unread count. */
export const DevMessageRequest = Type.Object({ email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) }, STRICT);
export type DevMessageRequest = Static<typeof DevMessageRequest>;
export const DevMessageResponse = Type.Object({ unread: Type.Integer() });
export type DevMessageResponse = Static<typeof DevMessageResponse>;
