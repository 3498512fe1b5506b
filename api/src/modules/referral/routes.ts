import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  InvitationExtractRewardRequest,
  InvitationExtractRewardResponse,
  InvitationFreezeRewardRequest,
  InvitationFreezeRewardResponse,
  InvitationInfoRequest,
  InvitationInfoResponse,
  InvitationListRequest,
  InvitationListResponse,
  InvitationRewardListRequest,
  InvitationRewardListResponse,
  InvitationTablesRequest,
  InvitationTablesResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createReferralService } from './service';

/** Referral: /invitation/tables, info, list, rewardList, freezeReward, extractReward. */
const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createReferralService({ db: app.db, now: app.now, publicUrl: app.config.publicUrl });
  const auth = { auth: true };

  app.post(ApiPaths.invitationTables, { schema: routeSchema(InvitationTablesRequest, InvitationTablesResponse, []) }, async () => ok(service.tables()));

  app.post(
    ApiPaths.invitationInfo,
    { config: auth, schema: routeSchema(InvitationInfoRequest, InvitationInfoResponse, []) },
    async (request) => ok(await service.info(requireUser(request).id)),
  );

  app.post(
    ApiPaths.invitationList,
    { config: auth, schema: routeSchema(InvitationListRequest, InvitationListResponse, []) },
    async (request) => ok(await service.list(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.invitationRewardList,
    { config: auth, schema: routeSchema(InvitationRewardListRequest, InvitationRewardListResponse, []) },
    async (request) => ok(await service.rewardList(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.invitationFreezeReward,
    { config: auth, schema: routeSchema(InvitationFreezeRewardRequest, InvitationFreezeRewardResponse, []) },
    async (request) => ok(await service.freezeReward(requireUser(request).id)),
  );

  app.post(
    ApiPaths.invitationExtractReward,
    { config: auth, schema: routeSchema(InvitationExtractRewardRequest, InvitationExtractRewardResponse, []) },
    async (request) => ok(await service.extractReward(requireUser(request).id)),
  );
};

export default referralRoutes;
