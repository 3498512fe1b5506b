import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  ConnectorConfigRequest,
  ConnectorConfigResponse,
  WalletBindRequest,
  WalletBindResponse,
  WalletBoundRequest,
  WalletBoundResponse,
  WalletNonceRequest,
  WalletNonceResponse,
  WalletUnbindRequest,
  WalletUnbindResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { connectorConfig } from './connector-config';
import { createSiweService } from './service';

/** Wallets bound by a signed SIWE message (/wallet/nonce, /wallet/bind, /wallet/bound, /wallet/unbind) and the connector's settings. */
const siweRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSiweService({ db: app.db, now: app.now, publicUrl: app.config.publicUrl });
  const auth = { auth: true };
  const sensitive = { auth: true, ...sensitiveRoute(app) };

  app.post(
    ApiPaths.walletNonce,
    { config: sensitive, schema: routeSchema(WalletNonceRequest, WalletNonceResponse, []) },
    async (request) => ok(await service.nonce(requireUser(request).id)),
  );

  app.post(
    ApiPaths.walletBind,
    {
      config: sensitive,
      schema: routeSchema(WalletBindRequest, WalletBindResponse, ['WALLET_SIGNATURE_INVALID', 'WALLET_BOUND_ELSEWHERE', 'TOKEN_NOT_SUPPORTED', 'ADDRESS_INVALID', 'QUOTA_EXCEEDED']),
    },
    async (request) => ok(await service.bind(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.walletBound,
    { config: auth, schema: routeSchema(WalletBoundRequest, WalletBoundResponse, []) },
    async (request) => ok(await service.bound(requireUser(request).id)),
  );

  app.post(
    ApiPaths.walletConnectorConfig,
    { config: auth, schema: routeSchema(ConnectorConfigRequest, ConnectorConfigResponse, []) },
    async () => ok(connectorConfig(app.chains, { production: app.config.production, rpc: app.config.chains.rpc, walletConnectProjectId: app.config.walletConnectProjectId })),
  );

  app.post(
    ApiPaths.walletUnbind,
    { config: auth, schema: routeSchema(WalletUnbindRequest, WalletUnbindResponse, ['ADDRESS_INVALID', 'NOT_FOUND']) },
    async (request) => ok(await service.unbind(requireUser(request).id, request.body.address)),
  );
};

export default siweRoutes;

