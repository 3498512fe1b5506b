/** Google Authenticator and e-mail codes (SPEC.md §7). The secret is returned once; binding completes with a valid code. */
import { Type, type Static } from 'typebox';
import { MAIL_CODE_PURPOSES } from './choices';
import { EmptyBody, STRICT, StringEnum } from './schema';

/** Input bound of submitted codes; the 6-digit rule answers its own code. */
export const CODE_INPUT_MAX_LENGTH = 16;

const Code = Type.String({ maxLength: CODE_INPUT_MAX_LENGTH });

/** /player/genGoogleSecret */
export const GenGoogleSecretRequest = EmptyBody;
export type GenGoogleSecretRequest = Static<typeof GenGoogleSecretRequest>;
export const GenGoogleSecretResponse = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export type GenGoogleSecretResponse = Static<typeof GenGoogleSecretResponse>;

/** The answer of /player/verifyGoogleCode and /player/unbindGoogle2FA. */
export const GoogleStatusResponse = Type.Object({ google2fa: Type.Boolean() });
export type GoogleStatusResponse = Static<typeof GoogleStatusResponse>;

/** /player/verifyGoogleCode */
export const VerifyGoogleCodeRequest = Type.Object({ code: Code }, STRICT);
export type VerifyGoogleCodeRequest = Static<typeof VerifyGoogleCodeRequest>;

/** /player/unbindGoogle2FA — needs both the current Google code and an e-mail code sent for `unbind2fa`. */
export const UnbindGoogle2FARequest = Type.Object({ googleCode: Code, emailCode: Code }, STRICT);
export type UnbindGoogle2FARequest = Static<typeof UnbindGoogle2FARequest>;

/** /player/genMailCode — a 6-digit code by mail for one purpose, with a resend cooldown. */
export const GenMailCodeRequest = Type.Object({ purpose: StringEnum(MAIL_CODE_PURPOSES) }, STRICT);
export type GenMailCodeRequest = Static<typeof GenMailCodeRequest>;
export const GenMailCodeResponse = Type.Object({ f: Type.String(), resendAfter: Type.Integer() });
export type GenMailCodeResponse = Static<typeof GenMailCodeResponse>;
