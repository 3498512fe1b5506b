/** Message box paging. [ours] */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 10_000;
export const MESSAGE_ID_MAX_LENGTH = 64;

/**
 * Kinds of message; each is a key of locales/{en,ko}/messages.json with `title`, `summary` and `body`.
 * Later domains add theirs (outbid, auction won or lost, listing sold, order paid, …, DOMAIN.md "Messages").
 */
export const MessageKind = {
  welcome: 'welcome',
  gettingStarted: 'gettingStarted',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
