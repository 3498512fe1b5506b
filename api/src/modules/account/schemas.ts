import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type LoginRequest,
  type LoginResponse,
  type RegConfirmRequest,
  type RegConfirmResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendConfirmMailResponse,
  type ResetPasswdConfirmRequest,
  type ResetPasswdConfirmResponse,
  type ResetPasswdRequest,
  type ResetPasswdResponse,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@fc/shared/contracts';
import { STRICT, type Assert, type Same } from '../../lib/schema';
import { LINK_CODE_MAX_LENGTH, PUBLIC_ID_MAX_LENGTH } from './constants';

// Lengths here only bound the input; the rules (e-mail form, password strength) answer their own codes.
const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const PublicId = Type.String({ minLength: 1, maxLength: PUBLIC_ID_MAX_LENGTH });
const LinkCode = Type.String({ minLength: 1, maxLength: LINK_CODE_MAX_LENGTH });
const INVITE_CODE_INPUT_MAX_LENGTH = 32;

export const SubscribeBody = Type.Object({ email: Email, isReceiveInfo: Type.Boolean() }, STRICT);
export const SubscribeResult = Type.Object({ subscribed: Type.Literal(true) });

export const RegisterBody = Type.Object(
  { email: Email, password: Password, inviteCode: Type.Optional(Type.String({ maxLength: INVITE_CODE_INPUT_MAX_LENGTH })) },
  STRICT,
);
export const RegisterResult = Type.Object({ u: Type.String(), f: Type.String(), resendAfter: Type.Integer() });

export const RegConfirmBody = Type.Object({ u: PublicId, c: LinkCode }, STRICT);
export const EmailResult = Type.Object({ email: Type.String() });

/** `{ u }` or `{ email }`; the service refuses both or neither. */
export const ResendConfirmMailBody = Type.Object({ u: Type.Optional(PublicId), email: Type.Optional(Email) }, STRICT);
export const ResendConfirmMailResult = RegisterResult;

export const LoginBody = Type.Object({ email: Email, password: Password }, STRICT);
export const LoginResult = Type.Object({
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

export const ResetPasswdBody = Type.Object({ email: Email }, STRICT);
export const ResetPasswdResult = Type.Object({ f: Type.String(), resendAfter: Type.Integer() });

export const ResetPasswdConfirmBody = Type.Object({ u: PublicId, c: LinkCode, password: Password }, STRICT);

export type _Contracts = [
  Assert<Same<Static<typeof SubscribeBody>, SubscribeRequest>>,
  Assert<Same<Static<typeof SubscribeResult>, SubscribeResponse>>,
  Assert<Same<Static<typeof RegisterBody>, RegisterRequest>>,
  Assert<Same<Static<typeof RegisterResult>, RegisterResponse>>,
  Assert<Same<Static<typeof RegConfirmBody>, RegConfirmRequest>>,
  Assert<Same<Static<typeof EmailResult>, RegConfirmResponse>>,
  Assert<Same<Static<typeof ResendConfirmMailResult>, ResendConfirmMailResponse>>,
  Assert<Same<Static<typeof LoginBody>, LoginRequest>>,
  Assert<Same<Static<typeof LoginResult>, LoginResponse>>,
  Assert<Same<Static<typeof ResetPasswdBody>, ResetPasswdRequest>>,
  Assert<Same<Static<typeof ResetPasswdResult>, ResetPasswdResponse>>,
  Assert<Same<Static<typeof ResetPasswdConfirmBody>, ResetPasswdConfirmRequest>>,
  Assert<Same<Static<typeof EmailResult>, ResetPasswdConfirmResponse>>,
];
