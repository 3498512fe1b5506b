import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  NftDepositAddressRequest,
  NftDepositAddressResponse,
  NftHistoryRequest,
  NftHistoryResponse,
  NftWithdrawInfoRequest,
  NftWithdrawInfoResponse,
  NftWithdrawRequest,
  NftWithdrawResponse,
  TokenDepositAddressRequest,
  TokenDepositAddressResponse,
  TokenDepositsRequest,
  TokenDepositsResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { nftWithdrawInfo, requestNftWithdrawal } from './nft';
import { createChainService, nftWithdrawalView } from './service';

/**
 * Chain deposits and NFTs: /token/depositAddress, /token/deposits, /user/nft/depositAddress, /user/nft/history,
 * /user/nft/withdrawInfo, /user/nft/withdraw.
 */
const chainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createChainService({ db: app.db, chains: app.chains });
  const auth = { auth: true };
  const nftDeps = { db: app.db, chains: app.chains, now: app.now, codeSecret: app.codeSecret, secretBox: app.secretBox };

  app.post(
    ApiPaths.tokenDepositAddress,
    { config: auth, schema: routeSchema(TokenDepositAddressRequest, TokenDepositAddressResponse, ['TOKEN_NOT_SUPPORTED']) },
    async (request) => ok(await service.depositAddress(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.tokenDeposits,
    { config: auth, schema: routeSchema(TokenDepositsRequest, TokenDepositsResponse, []) },
    async (request) => ok(await service.deposits(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.nftDepositAddress,
    { config: auth, schema: routeSchema(NftDepositAddressRequest, NftDepositAddressResponse, ['TOKEN_NOT_SUPPORTED']) },
    async (request) => ok(await service.nftDepositAddress(requireUser(request).id, request.body.chainId)),
  );

  app.post(
    ApiPaths.nftWithdraw,
    {
      config: auth,
      schema: routeSchema(NftWithdrawRequest, NftWithdrawResponse, [
        'TOKEN_NOT_SUPPORTED',
        'WITHDRAW_SUSPENDED',
        'ADDRESS_INVALID',
        'INVALID_EMAIL_CODE',
        'INVALID_GOOGLE_CODE',
        'GOOGLE_2FA_REQUIRED',
        'NOT_FOUND',
        'CARD_ACTION_UNAVAILABLE',
        'TRIAL_CARD_FORBIDDEN',
        'CARD_EQUIPPED',
        'CARD_BUSY',
        'CARD_IN_LINEUP',
        'RECALL_FROM_TOPPRIZE_FIRST',
      ]),
    },
    // The hot-wallet sender's loop mints it (withdrawals/job.ts → nft-sender.ts).
    async (request) => ok({ withdrawal: nftWithdrawalView(await requestNftWithdrawal(nftDeps, requireUser(request).id, request.body)) }),
  );

  app.post(
    ApiPaths.nftWithdrawInfo,
    { config: auth, schema: routeSchema(NftWithdrawInfoRequest, NftWithdrawInfoResponse, ['NOT_FOUND']) },
    async (request) => ok(await nftWithdrawInfo(nftDeps, requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.nftHistory,
    { config: auth, schema: routeSchema(NftHistoryRequest, NftHistoryResponse, []) },
    async (request) => ok(await service.nftHistory(requireUser(request).id, request.body)),
  );
};

export default chainRoutes;
