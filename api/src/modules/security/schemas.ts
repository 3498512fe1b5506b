import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  MAIL_CODE_PURPOSES,
  type GenGoogleSecretResponse,
  type GenMailCodeRequest,
  type GenMailCodeResponse,
  type GoogleStatusResponse,
  type UnbindGoogle2FARequest,
  type VerifyGoogleCodeRequest,
} from '@fc/shared/contracts';
import { STRICT, StringEnum, type Assert, type Same } from '../../lib/schema';
import { CODE_INPUT_MAX_LENGTH } from './constants';

const Code = Type.String({ maxLength: CODE_INPUT_MAX_LENGTH });

export const GenGoogleSecretResult = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export const VerifyGoogleCodeBody = Type.Object({ code: Code }, STRICT);
export const GoogleStatusResult = Type.Object({ google2fa: Type.Boolean() });
export const UnbindGoogle2FABody = Type.Object({ googleCode: Code, emailCode: Code }, STRICT);
export const GenMailCodeBody = Type.Object({ purpose: StringEnum(MAIL_CODE_PURPOSES) }, STRICT);
export const GenMailCodeResult = Type.Object({ f: Type.String(), resendAfter: Type.Integer() });

export type _Contracts = [
  Assert<Same<Static<typeof GenGoogleSecretResult>, GenGoogleSecretResponse>>,
  Assert<Same<Static<typeof VerifyGoogleCodeBody>, VerifyGoogleCodeRequest>>,
  Assert<Same<Static<typeof GoogleStatusResult>, GoogleStatusResponse>>,
  Assert<Same<Static<typeof UnbindGoogle2FABody>, UnbindGoogle2FARequest>>,
  Assert<Same<Static<typeof GenMailCodeBody>, GenMailCodeRequest>>,
  Assert<Same<Static<typeof GenMailCodeResult>, GenMailCodeResponse>>,
];
