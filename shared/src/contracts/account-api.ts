/**
 * Request and answer payloads of the account, setting, player, event and balance calls
 * (SPEC.md §7). This file is the one place the payloads the spec leaves open are written down;
 * the server's schemas and the client's calls both follow it. Every path is POSTed under /api.
 */
import type { Amount, Currency } from './money';
import type { ApiLanguage } from './http';

export const AccountPaths = {
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
  health: '/health',
  devOutbox: '/dev/outbox',
} as const;

/** Avatars and jerseys are chosen from fixed sets (no uploads); the value is the key. */
export const AVATARS = ['avatar-01', 'avatar-02', 'avatar-03', 'avatar-04', 'avatar-05', 'avatar-06', 'avatar-07', 'avatar-08'] as const;
export const JERSEYS = ['jersey-red', 'jersey-blue', 'jersey-white', 'jersey-black', 'jersey-green', 'jersey-yellow'] as const;
export type Avatar = (typeof AVATARS)[number];
export type Jersey = (typeof JERSEYS)[number];

// /account/subscribe — works for guests and users.
export interface SubscribeRequest { email: string; isReceiveInfo: boolean }
export interface SubscribeResponse { subscribed: true }

// /account/register → the activation mail is sent; the UI goes to /activate-waiting?u=…&f=…
export interface RegisterRequest { email: string; password: string; inviteCode?: string }
/** `u`: the account's public id; `f`: the masked e-mail the link went to. */
export interface RegisterResponse { u: string; f: string; resendAfter: number }

// /account/regConfirm — from the link /activate-confirm?u=…&c=…
export interface RegConfirmRequest { u: string; c: string }
export interface RegConfirmResponse { email: string }

// /account/resendConfirmMail — `u` from the waiting page or `email` from the login page.
export type ResendConfirmMailRequest = { u: string } | { email: string };
export interface ResendConfirmMailResponse { u: string; f: string; resendAfter: number }

// /account/login
export interface LoginRequest { email: string; password: string }
export interface LoginResponse {
  nickName: string;
  clubName: string;
  token: string;
  photo: string;
  pid: string;
  email: string;
  avatar: string;
  subscribed: boolean;
  introduction: string;
}

// /account/logout — revokes the token it is sent with.
export type LogoutRequest = Record<string, never>;
export type LogoutResponse = null;

// /account/resetPasswd — mails a /reset-password?u=…&c=… link.
export interface ResetPasswdRequest { email: string }
export interface ResetPasswdResponse { f: string; resendAfter: number }

// /account/resetPasswdConfirm — sets the new password and revokes every session of the account.
export interface ResetPasswdConfirmRequest { u: string; c: string; password: string }
export interface ResetPasswdConfirmResponse { email: string }

export interface Profile {
  pid: string;
  email: string;
  nickName: string;
  description: string;
  avatar: string;
  jersey: string;
  clubName: string;
}

// /setting/info — the account's settings page data.
export type SettingInfoRequest = Record<string, never>;
export interface SettingInfo extends Profile {
  photo: string;
  google2fa: boolean;
  subscribed: boolean;
  inviteCode: string;
  language: ApiLanguage;
  createdAt: number;
}

// /setting/updatePhoto — `photo` is one of AVATARS.
export interface UpdatePhotoRequest { photo: string }
export interface UpdatePhotoResponse { photo: string }

// /setting/updateName
export interface UpdateNameRequest { nickName: string }
export interface UpdateNameResponse { nickName: string }

// /player/getProfile and /player/useProfile (any subset of the editable fields).
export type GetProfileRequest = Record<string, never>;
export interface UseProfileRequest {
  nickName?: string;
  description?: string;
  avatar?: string;
  jersey?: string;
  clubName?: string;
}
export type ProfileResponse = Profile;

// Google Authenticator. The secret is returned once; binding completes with a valid code.
export type GenGoogleSecretRequest = Record<string, never>;
export interface GenGoogleSecretResponse { secret: string; otpauthUri: string }
export interface VerifyGoogleCodeRequest { code: string }
export interface GoogleStatusResponse { google2fa: boolean }
/** Unbinding needs both the current Google code and an e-mail code sent for `unbind2fa`. */
export interface UnbindGoogle2FARequest { googleCode: string; emailCode: string }

// /player/genMailCode — a 6-digit code by mail for one purpose, with a resend cooldown.
export const MAIL_CODE_PURPOSES = ['unbind2fa', 'withdraw'] as const;
export type MailCodePurpose = (typeof MAIL_CODE_PURPOSES)[number];
export interface GenMailCodeRequest { purpose: MailCodePurpose }
export interface GenMailCodeResponse { f: string; resendAfter: number }

// /player/currency — the navbar's balance call.
export type CurrencyRequest = Record<string, never>;
export interface CurrencyResponse { currency: Record<Currency, Amount> }

// The message box.
export interface EventListRequest { page?: number; pageSize?: number }
export interface MessageSummary { id: string; title: string; summary: string; read: boolean; createdAt: number }
export interface EventListResponse { list: MessageSummary[]; total: number; unread: number; page: number; pageSize: number }
/** Marks one message (`id`) or every message (`all: true`) read. */
export type EventReadRequest = { id: string } | { all: true };
export interface EventReadResponse { unread: number }
export interface EventDetailRequest { id: string }
export interface MessageDetail extends MessageSummary { body: string }

// Outside production only: the mails sent to an address, newest first.
export interface DevOutboxRequest { email: string }
export interface OutboxMail { to: string; subject: string; text: string; links: string[]; sentAt: number }
export interface DevOutboxResponse { mails: OutboxMail[] }

export interface HealthResponse { db: 'ok' }
