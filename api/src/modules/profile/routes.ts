import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  GetProfileRequest,
  ProfileResponse,
  SettingInfo,
  SettingInfoRequest,
  UpdateNameRequest,
  UpdateNameResponse,
  UpdatePhotoRequest,
  UpdatePhotoResponse,
  UseProfileRequest,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createProfileService } from './service';

/** /setting/* and /player/getProfile, /player/useProfile. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProfileService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.settingInfo,
    { config: auth, schema: routeSchema(SettingInfoRequest, SettingInfo, []) },
    async (request) => ok(await service.settingInfo(requireUser(request).id)),
  );

  app.post(
    ApiPaths.updatePhoto,
    { config: auth, schema: routeSchema(UpdatePhotoRequest, UpdatePhotoResponse, []) },
    async (request) => ok(await service.updatePhoto(requireUser(request).id, request.body.photo)),
  );

  app.post(
    ApiPaths.updateName,
    { config: auth, schema: routeSchema(UpdateNameRequest, UpdateNameResponse, ['NICKNAME_INVALID']) },
    async (request) => ok(await service.updateName(requireUser(request).id, request.body.nickName)),
  );

  app.post(
    ApiPaths.getProfile,
    { config: auth, schema: routeSchema(GetProfileRequest, ProfileResponse, []) },
    async (request) => ok(await service.getProfile(requireUser(request).id)),
  );

  app.post(
    ApiPaths.useProfile,
    { config: auth, schema: routeSchema(UseProfileRequest, ProfileResponse, ['NICKNAME_INVALID']) },
    async (request) => ok(await service.useProfile(requireUser(request).id, request.body)),
  );
};

export default profileRoutes;
