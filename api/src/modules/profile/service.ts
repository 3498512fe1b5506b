import {
  API_LANGUAGES,
  CLUB_NAME_MAX_LENGTH,
  CLUB_NAME_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  normalizeText,
  validateClubName,
  validateDescription,
  validateNickname,
  type ApiLanguage,
  type Profile,
  type SettingInfo,
  type UseProfileRequest,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import * as repo from './repository';
import type { ProfilePatch, ProfileRow } from './repository';

function toProfile(row: ProfileRow): Profile {
  return {
    pid: row.publicId,
    email: row.email,
    nickName: row.nickName,
    description: row.description,
    avatar: row.avatar,
    jersey: row.jersey,
    clubName: row.clubName,
  };
}

// Names and texts are stored in NFC, trimmed; the rules (validation.ts) refuse invisible, direction-changing and control characters.
function checkedNickName(value: string): string {
  if (validateNickname(value)) throw new AppError('NICKNAME_INVALID', { field: 'nickName' });
  return normalizeText(value);
}

function checkedClubName(value: string): string {
  if (validateClubName(value)) {
    throw invalidParams('clubName', `${CLUB_NAME_MIN_LENGTH}–${CLUB_NAME_MAX_LENGTH} characters, no < or >, no control or invisible characters`);
  }
  return normalizeText(value);
}

function checkedDescription(value: string): string {
  if (validateDescription(value)) throw invalidParams('description', `up to ${DESCRIPTION_MAX_LENGTH} characters, no control or invisible characters`);
  return normalizeText(value);
}

export function createProfileService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function load(userId: number): Promise<ProfileRow> {
    const row = await repo.findProfile(db, userId);
    if (!row) throw new AppError('SESSION_INVALID');
    return row;
  }

  return {
    async settingInfo(userId: number): Promise<SettingInfo> {
      const row = await load(userId);
      const language = (API_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as ApiLanguage) : 'en-US';
      return {
        ...toProfile(row),
        photo: row.photo,
        google2fa: row.google2fa,
        subscribed: row.subscribed,
        inviteCode: row.inviteCode,
        language,
        createdAt: unixSeconds(row.createdAt),
      };
    },

    async getProfile(userId: number): Promise<Profile> {
      return toProfile(await load(userId));
    },

    async updatePhoto(userId: number, photo: string): Promise<{ photo: string }> {
      await repo.updateProfile(db, userId, { photo }, now());
      return { photo };
    },

    async updateName(userId: number, nickName: string): Promise<{ nickName: string }> {
      const name = checkedNickName(nickName);
      await repo.updateProfile(db, userId, { nickName: name }, now());
      return { nickName: name };
    },

    /** Any subset of the editable fields; every given field is checked before anything is written. */
    async useProfile(userId: number, request: UseProfileRequest): Promise<Profile> {
      const patch: ProfilePatch = {};
      if (request.nickName !== undefined) patch.nickName = checkedNickName(request.nickName);
      if (request.clubName !== undefined) patch.clubName = checkedClubName(request.clubName);
      if (request.description !== undefined) patch.description = checkedDescription(request.description);
      if (request.avatar !== undefined) patch.avatar = request.avatar;
      if (request.jersey !== undefined) patch.jersey = request.jersey;
      if (Object.keys(patch).length) await repo.updateProfile(db, userId, patch, now());
      return toProfile(await load(userId));
    },
  };
}
