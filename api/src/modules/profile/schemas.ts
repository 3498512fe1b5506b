import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  API_LANGUAGES,
  AVATARS,
  DESCRIPTION_MAX_LENGTH,
  JERSEYS,
  type Profile,
  type SettingInfo,
  type UpdateNameRequest,
  type UpdateNameResponse,
  type UpdatePhotoRequest,
  type UpdatePhotoResponse,
  type UseProfileRequest,
} from '@fc/shared/contracts';
import { STRICT, StringEnum, type Assert, type Narrows, type Same } from '../../lib/schema';
import { NAME_INPUT_MAX_LENGTH } from './constants';

const Name = Type.String({ maxLength: NAME_INPUT_MAX_LENGTH });
// Avatars and jerseys are keys of fixed sets (no uploads).
const Avatar = StringEnum(AVATARS);
const Jersey = StringEnum(JERSEYS);

export const ProfileResult = Type.Object({
  pid: Type.String(),
  email: Type.String(),
  nickName: Type.String(),
  description: Type.String(),
  avatar: Type.String(),
  jersey: Type.String(),
  clubName: Type.String(),
});

export const SettingInfoResult = Type.Object({
  ...ProfileResult.properties,
  photo: Type.String(),
  google2fa: Type.Boolean(),
  subscribed: Type.Boolean(),
  inviteCode: Type.String(),
  language: StringEnum(API_LANGUAGES),
  createdAt: Type.Integer(),
});

export const UpdatePhotoBody = Type.Object({ photo: Avatar }, STRICT);
export const UpdatePhotoResult = Type.Object({ photo: Type.String() });

export const UpdateNameBody = Type.Object({ nickName: Name }, STRICT);
export const UpdateNameResult = Type.Object({ nickName: Type.String() });

export const UseProfileBody = Type.Object(
  {
    nickName: Type.Optional(Name),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX_LENGTH })),
    avatar: Type.Optional(Avatar),
    jersey: Type.Optional(Jersey),
    clubName: Type.Optional(Name),
  },
  STRICT,
);

export type _Contracts = [
  Assert<Same<Static<typeof ProfileResult>, Profile>>,
  Assert<Same<Static<typeof SettingInfoResult>, SettingInfo>>,
  Assert<Narrows<Static<typeof UpdatePhotoBody>, UpdatePhotoRequest>>,
  Assert<Same<Static<typeof UpdatePhotoResult>, UpdatePhotoResponse>>,
  Assert<Same<Static<typeof UpdateNameBody>, UpdateNameRequest>>,
  Assert<Same<Static<typeof UpdateNameResult>, UpdateNameResponse>>,
  Assert<Narrows<Static<typeof UseProfileBody>, UseProfileRequest>>,
];
