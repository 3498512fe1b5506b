/**
 * The one table of result codes (SPEC.md §8). The server answers `r` from this table and the UI
 * shows `t('errors:<key>')` for it. Codes are stable: never renumber, only add.
 */
export const ErrorCode = {
  OK: 0,

  // Envelope and transport
  UNKNOWN: 1000,
  INVALID_PARAMS: 1001,
  SESSION_INVALID: 1002,
  TOO_MANY_REQUESTS: 1003,
  NOT_FOUND: 1004,
  NETWORK_ERROR: 1005,
  REQUEST_TIMEOUT: 1006,
  FORBIDDEN: 1007,
  TICKET_INVALID: 1008,
  REQUEST_TOO_LARGE: 1009,
  /** Another request changed the same thing at the same moment: nothing was written; asking again decides. */
  CONCURRENT_CHANGE: 1010,
  /** The server cannot reach what it needs (its database) right now: nothing was written; try again shortly. */
  SERVICE_UNAVAILABLE: 1011,

  // Account
  ACCOUNT_NOT_REGISTERED: 1101,
  ACCOUNT_REGISTERED: 1102,
  ACCOUNT_OR_PASSWORD_INCORRECT: 1103,
  INVALID_EMAIL: 1104,
  INVALID_EMAIL_CODE: 1105,
  PASSWORD_RESET_ERROR: 1106,
  ACTIVATION_FAILED: 1107,
  ACCOUNT_NOT_ACTIVATED: 1108,
  ACCOUNT_LOCKED: 1109,
  PASSWORD_TOO_WEAK: 1110,
  RESEND_TOO_SOON: 1111,
  LINK_EXPIRED: 1112,
  LINK_USED: 1113,
  INVITE_CODE_INVALID: 1114,
  GOOGLE_2FA_ALREADY_BOUND: 1115,
  NICKNAME_INVALID: 1116,
  ACCOUNT_ALREADY_ACTIVATED: 1117,

  // Wallet and payment
  BALANCE_NOT_ENOUGH: 1201,
  PAYMENT_FAILED: 1202,
  OPERATION_FAILED: 1203,
  TOKEN_NOT_SUPPORTED: 1204,
  WITHDRAW_SUSPENDED: 1205,
  WITHDRAW_AMOUNT_INVALID: 1206,
  ADDRESS_INVALID: 1207,
  INVALID_GOOGLE_CODE: 1208,
  GOOGLE_2FA_REQUIRED: 1209,
  NETWORK_NOT_SELECTED: 1210,
  RECHARGE_AMOUNT_INVALID: 1211,
  GIFT_CODE_REQUIRED: 1212,
  GIFT_CODE_INVALID: 1213,
  GIFT_CODE_USED: 1214,
  // Orders and add funds (payments): from 1230, leaving 1215–1229 to the other wallet domains.
  ORDER_NOT_OPEN: 1230,
  WEBHOOK_SIGNATURE_INVALID: 1231,
  // The statement and the points exchange (numbered apart from the other wallet codes added alongside).
  POINTS_EXCHANGE_STEP: 1240,
  STATEMENT_RANGE_INVALID: 1241,
  // Wallet binding (SIWE).
  WALLET_SIGNATURE_INVALID: 1250,
  WALLET_BOUND_ELSEWHERE: 1251,

  // Packs and purchases
  MAX_PURCHASES_REACHED: 1301,
  PACK_SOLD_OUT: 1302,
  DAILY_PURCHASE_LIMIT: 1303,
  QUOTA_EXCEEDED: 1304,
  SALE_NOT_OPEN: 1305,
  // The bidding sale (from 1330).
  POOL_SALE_AMOUNT_INVALID: 1330,
  // The pack sale's reservation and lots drawing (1306–1319).
  NOT_A_LOTS_WINNER: 1306,
  ALREADY_RESERVED: 1307,
  RESERVATION_NOT_OPEN: 1308,
  // The shop (1320–1329)
  SHOP_GOODS_NOT_OFFERED: 1320,
  SHOP_SOLD_OUT: 1321,
  SHOP_STOCK_SHORT: 1322,
  // The market (1340–1359).
  LISTING_NOT_AVAILABLE: 1340,
  MARKET_PRICE_OUT_OF_RANGE: 1341,
  MARKET_PRICE_STEP: 1342,
  AUCTION_START_TOO_LOW: 1343,
  AUCTION_HOURS_INVALID: 1344,
  BID_TOO_LOW: 1345,
  OWN_LISTING: 1346,
  AUCTION_HAS_BIDS: 1347,
  NOT_YOUR_LISTING: 1348,
  WRONG_SALE_TYPE: 1349,
  ALREADY_LEADING: 1350,

  // Energy and training
  STAMINA_EXCEEDED: 1401,
  ENERGY_EXCEEDS_LIMIT: 1402,
  LACK_OF_ENERGY: 1403,
  TRAINING_TIMES_NOT_ENOUGH: 1404,
  ITEM_QUANTITY_INSUFFICIENT: 1405,
  AWAKENING_FAILED: 1406,
  SKILL_LOCKED_OR_CAPPED: 1407,
  EXPERIENCE_OVERFLOWED: 1408,
  LEVEL_NOT_ENOUGH: 1409,
  STAMINA_NOT_ENOUGH: 1410,
  ENERGY_PURCHASE_LIMIT: 1411,
  POTENTIAL_NOT_ENOUGH: 1412,
  ALREADY_ASCENDED: 1413,
  MAX_LEVEL_REACHED: 1414,

  // Game
  GAME_ERROR: 1501,
  RECALL_FAILED: 1502,
  SEND_FAILED: 1503,
  RANKING_NOT_STARTED: 1504,
  SEASON_NOT_STARTED: 1505,
  RECALL_FROM_TOPPRIZE_FIRST: 1506,
  TRIAL_CARD_FORBIDDEN: 1507,
  LINEUP_TOO_FEW_CARDS: 1508,
  LINEUP_DUPLICATE_PLAYER: 1509,
  CARD_BUSY: 1510,
  SELECTION_LIMIT: 1511,
  CARD_IN_LINEUP: 1512,
  CARD_PLAYED_TODAY: 1513,
  CARD_EQUIPPED: 1514,
  CARD_ACTION_UNAVAILABLE: 1515,
  // TopManager (issue 13): lineups, the queue, PVE and PVP.
  LINEUP_GROUP_LIMIT: 1516,
  ALREADY_QUEUED: 1517,
  PVE_STAGE_LOCKED: 1518,
  CLUB_NOT_FOUND: 1519,
  PVP_SELF_CHALLENGE: 1520,
  PVP_CHALLENGE_CLOSED: 1521,
  PVP_CHALLENGE_LIMIT: 1522,
  PVP_ALREADY_CHALLENGED: 1523,
  NO_LINEUP: 1524,

  // Gift codes (after GIFT_CODE_USED, 1214)
  GIFT_CODE_EXPIRED: 1260,
  GIFT_CODE_USED_UP: 1261,

  // Buying TMT (by card or from the USD balance).
  BUY_TMT_AMOUNT_INVALID: 1270,
  BUY_TMT_DAILY_LIMIT: 1271,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ResultCode = (typeof ErrorCode)[ErrorCodeName];

const nameByCode = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, code]) => [code, name]),
);

/** The i18n key (namespace `errors`) for a result code; unknown codes map to UNKNOWN. */
export function errorKey(code: number): ErrorCodeName {
  return nameByCode.get(code) ?? 'UNKNOWN';
}

export function isKnownCode(code: number): code is ResultCode {
  return nameByCode.has(code);
}
