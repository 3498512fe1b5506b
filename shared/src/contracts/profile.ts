/** /setting/* and /player/getProfile, /player/useProfile: the account's look and settings (SPEC.md §7). */
import { Type, type Static } from 'typebox';
import { AVATARS, JERSEYS } from './choices';
import { API_LANGUAGES } from './http';
import { EmptyBody, STRICT, StringEnum } from './schema';
import { DESCRIPTION_MAX_LENGTH } from './validation';

/** Input bound of names; the nickname and club-name rules (2–24 characters, trimmed) answer their own codes. */
export const NAME_INPUT_MAX_LENGTH = 64;

const Name = Type.String({ maxLength: NAME_INPUT_MAX_LENGTH });
const AvatarKey = StringEnum(AVATARS);
const JerseyKey = StringEnum(JERSEYS);

export const Profile = Type.Object({
  pid: Type.String(),
  email: Type.String(),
  nickName: Type.String(),
  description: Type.String(),
  avatar: Type.String(),
  jersey: Type.String(),
  clubName: Type.String(),
});
export type Profile = Static<typeof Profile>;

/** /setting/info — the account's settings page data. */
export const SettingInfoRequest = EmptyBody;
export type SettingInfoRequest = Static<typeof SettingInfoRequest>;
export const SettingInfo = Type.Object({
  ...Profile.properties,
  photo: Type.String(),
  google2fa: Type.Boolean(),
  subscribed: Type.Boolean(),
  inviteCode: Type.String(),
  language: StringEnum(API_LANGUAGES),
  createdAt: Type.Integer(),
});
export type SettingInfo = Static<typeof SettingInfo>;

/** /setting/updatePhoto — `photo` is one of AVATARS. */
export const UpdatePhotoRequest = Type.Object({ photo: AvatarKey }, STRICT);
export type UpdatePhotoRequest = Static<typeof UpdatePhotoRequest>;
export const UpdatePhotoResponse = Type.Object({ photo: Type.String() });
export type UpdatePhotoResponse = Static<typeof UpdatePhotoResponse>;

/** /setting/updateName */
export const UpdateNameRequest = Type.Object({ nickName: Name }, STRICT);
export type UpdateNameRequest = Static<typeof UpdateNameRequest>;
export const UpdateNameResponse = Type.Object({ nickName: Type.String() });
export type UpdateNameResponse = Static<typeof UpdateNameResponse>;

/** /player/getProfile and /player/useProfile (any subset of the editable fields); both answer the profile. */
export const GetProfileRequest = EmptyBody;
export type GetProfileRequest = Static<typeof GetProfileRequest>;
export const UseProfileRequest = Type.Object(
  {
    nickName: Type.Optional(Name),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX_LENGTH })),
    avatar: Type.Optional(AvatarKey),
    jersey: Type.Optional(JerseyKey),
    clubName: Type.Optional(Name),
  },
  STRICT,
);
export type UseProfileRequest = Static<typeof UseProfileRequest>;
export const ProfileResponse = Profile;
export type ProfileResponse = Profile;
