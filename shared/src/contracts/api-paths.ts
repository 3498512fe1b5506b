/**
 * Every API call, POSTed under API_BASE (SPEC.md §7): the one table the server's routes and the clients' calls use.
 * The one exception is `eventsStream`, a GET: the browser's EventSource opens it (live events).
 */
export const ApiPaths = {
  subscribe: '/account/subscribe',
  register: '/account/register',
  regConfirm: '/account/regConfirm',
  resendConfirmMail: '/account/resendConfirmMail',
  login: '/account/login',
  logout: '/account/logout',
  resetPasswd: '/account/resetPasswd',
  resetPasswdConfirm: '/account/resetPasswdConfirm',
  settingInfo: '/setting/info',
  updatePhoto: '/setting/updatePhoto',
  updateName: '/setting/updateName',
  getProfile: '/player/getProfile',
  useProfile: '/player/useProfile',
  genGoogleSecret: '/player/genGoogleSecret',
  verifyGoogleCode: '/player/verifyGoogleCode',
  unbindGoogle2FA: '/player/unbindGoogle2FA',
  genMailCode: '/player/genMailCode',
  currency: '/player/currency',
  eventList: '/event/list',
  eventRead: '/event/read',
  eventDetail: '/event/detail',
  cardMine: '/card/mine',
  cardOpen: '/card/open',
  claimList: '/claim/list',
  claim: '/claim/claim',
  eventsTicket: '/events/ticket',
  eventsStream: '/events/stream',
  health: '/health',
  devOutbox: '/dev/outbox',
  devGrant: '/dev/grant',
  devClock: '/dev/clock',
  devMessage: '/dev/message',
} as const;

export type ApiPath = (typeof ApiPaths)[keyof typeof ApiPaths];

