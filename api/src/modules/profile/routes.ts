import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { EmptyBody, envelope, ok } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import {
  ProfileResult,
  SettingInfoResult,
  UpdateNameBody,
  UpdateNameResult,
  UpdatePhotoBody,
  UpdatePhotoResult,
  UseProfileBody,
} from './schemas';
import { createProfileService } from './service';

/** /setting/* and /player/getProfile, /player/useProfile. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProfileService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    AccountPaths.settingInfo,
    { config: auth, schema: { body: EmptyBody, response: { 200: envelope(SettingInfoResult) } } },
    async (request) => ok(await service.settingInfo(requireUser(request).id)),
  );

  app.post(
    AccountPaths.updatePhoto,
    { config: auth, schema: { body: UpdatePhotoBody, response: { 200: envelope(UpdatePhotoResult) } } },
    async (request) => ok(await service.updatePhoto(requireUser(request).id, request.body.photo)),
  );

  app.post(
    AccountPaths.updateName,
    { config: auth, schema: { body: UpdateNameBody, response: { 200: envelope(UpdateNameResult) } } },
    async (request) => ok(await service.updateName(requireUser(request).id, request.body.nickName)),
  );

  app.post(
    AccountPaths.getProfile,
    { config: auth, schema: { body: EmptyBody, response: { 200: envelope(ProfileResult) } } },
    async (request) => ok(await service.getProfile(requireUser(request).id)),
  );

  app.post(
    AccountPaths.useProfile,
    { config: auth, schema: { body: UseProfileBody, response: { 200: envelope(ProfileResult) } } },
    async (request) => ok(await service.useProfile(requireUser(request).id, request.body)),
  );
};

export default profileRoutes;
