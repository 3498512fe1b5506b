/**
 * Where each persisted session field lives. Cookies (not memory) so reloads and other tabs see the same session, and
 * so the site server knows a signed-in visitor when it serves the shell page (tools/site/preload.ts).
 */
export const SESSION_COOKIES = {
  token: 'fc_token',
  pid: 'fc_pid',
  nickName: 'fc_nick',
  email: 'fc_email',
  clubName: 'fc_club',
  photo: 'fc_photo',
  avatar: 'fc_avatar',
  introduction: 'fc_intro',
  subscribed: 'fc_subscribed',
  loggedIn: 'fc_logged_in',
} as const;

