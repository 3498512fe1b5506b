/**
 * /account/*: sign-up, activation, login, logout, password reset and the newsletter (SPEC.md §7). Each payload is
 * written once, as a TypeBox schema: the server validates with it, the types below are derived from it.
 */
import { Type, type Static } from 'typebox';
import { EmptyBody, STRICT } from './schema';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './validation';

/** Input bounds of account public ids (`u`) and link codes (`c`) on the wire. */
export const PUBLIC_ID_MAX_LENGTH = 64;
export const LINK_CODE_MAX_LENGTH = 128;
/** Input bound of an invite code; INVITE_CODE_PATTERN is the rule, answered with its own code. */
export const INVITE_CODE_INPUT_MAX_LENGTH = 32;

// Lengths here only bound the input; the rules (e-mail form, password strength) answer their own codes.
const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const PublicId = Type.String({ minLength: 1, maxLength: PUBLIC_ID_MAX_LENGTH });
const LinkCode = Type.String({ minLength: 1, maxLength: LINK_CODE_MAX_LENGTH });
const EmailAnswer = Type.Object({ email: Type.String() });
/** `u`: the account's public id; `f`: the masked e-mail the link went to. */
const MailSentAnswer = Type.Object({ u: Type.String(), f: Type.String(), resendAfter: Type.Integer() });

/** /account/subscribe — works for guests and users. */
export const SubscribeRequest = Type.Object({ email: Email, isReceiveInfo: Type.Boolean() }, STRICT);
export type SubscribeRequest = Static<typeof SubscribeRequest>;
export const SubscribeResponse = Type.Object({ subscribed: Type.Literal(true) });
export type SubscribeResponse = Static<typeof SubscribeResponse>;

/** /account/register → the activation mail is sent; the UI goes to /activate-waiting?u=…&f=… */
export const RegisterRequest = Type.Object(
  { email: Email, password: Password, inviteCode: Type.Optional(Type.String({ maxLength: INVITE_CODE_INPUT_MAX_LENGTH })) },
  STRICT,
);
export type RegisterRequest = Static<typeof RegisterRequest>;
export const RegisterResponse = MailSentAnswer;
export type RegisterResponse = Static<typeof RegisterResponse>;

/** /account/regConfirm — from the link /activate-confirm?u=…&c=… */
export const RegConfirmRequest = Type.Object({ u: PublicId, c: LinkCode }, STRICT);
export type RegConfirmRequest = Static<typeof RegConfirmRequest>;
export const RegConfirmResponse = EmailAnswer;
export type RegConfirmResponse = Static<typeof RegConfirmResponse>;

/** /account/resendConfirmMail — `u` from the waiting page or `email` from the login page; the server refuses both or neither. */
export const ResendConfirmMailRequest = Type.Object({ u: Type.Optional(PublicId), email: Type.Optional(Email) }, STRICT);
export type ResendConfirmMailRequest = Static<typeof ResendConfirmMailRequest>;
export const ResendConfirmMailResponse = MailSentAnswer;
export type ResendConfirmMailResponse = Static<typeof ResendConfirmMailResponse>;

/** /account/login */
export const LoginRequest = Type.Object({ email: Email, password: Password }, STRICT);
export type LoginRequest = Static<typeof LoginRequest>;
export const LoginResponse = Type.Object({
  nickName: Type.String(),
  clubName: Type.String(),
  token: Type.String(),
  photo: Type.String(),
  pid: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  subscribed: Type.Boolean(),
  introduction: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** /account/logout — revokes the token it is sent with. */
export const LogoutRequest = EmptyBody;
export type LogoutRequest = Static<typeof LogoutRequest>;
export const LogoutResponse = Type.Null();
export type LogoutResponse = Static<typeof LogoutResponse>;

/** /account/resetPasswd — mails a /reset-password?u=…&c=… link. */
export const ResetPasswdRequest = Type.Object({ email: Email }, STRICT);
export type ResetPasswdRequest = Static<typeof ResetPasswdRequest>;
export const ResetPasswdResponse = Type.Object({ f: Type.String(), resendAfter: Type.Integer() });
export type ResetPasswdResponse = Static<typeof ResetPasswdResponse>;

/** /account/resetPasswdConfirm — sets the new password and revokes every session of the account. */
export const ResetPasswdConfirmRequest = Type.Object({ u: PublicId, c: LinkCode, password: Password }, STRICT);
export type ResetPasswdConfirmRequest = Static<typeof ResetPasswdConfirmRequest>;
export const ResetPasswdConfirmResponse = EmailAnswer;
export type ResetPasswdConfirmResponse = Static<typeof ResetPasswdConfirmResponse>;
