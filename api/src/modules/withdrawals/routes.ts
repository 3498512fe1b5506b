import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddressBookAddRequest,
  AddressBookAddResponse,
  AddressBookRemoveRequest,
  AddressBookRemoveResponse,
  AddressBookRequest,
  AddressBookResponse,
  ApiPaths,
  WithdrawalsRequest,
  WithdrawalsResponse,
  WithdrawInfoRequest,
  WithdrawInfoResponse,
  WithdrawRequest,
  WithdrawResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { createWithdrawalsService } from './service';

/** Token withdrawals and the address book: /token/withdrawInfo, /token/withdraw, /token/withdrawals, /token/addressBook… */
const withdrawalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createWithdrawalsService({ db: app.db, now: app.now, codeSecret: app.codeSecret, secretBox: app.secretBox, chains: app.chains });
  const auth = { auth: true };
  const sensitive = { auth: true, ...sensitiveRoute(app) };

  app.post(
    ApiPaths.withdrawInfo,
    { config: auth, schema: routeSchema(WithdrawInfoRequest, WithdrawInfoResponse, ['TOKEN_NOT_SUPPORTED']) },
    async (request) => ok(await service.info(requireUser(request).id, request.body.token)),
  );

  app.post(
    ApiPaths.withdraw,
    {
      config: sensitive,
      schema: routeSchema(WithdrawRequest, WithdrawResponse, [
        'TOKEN_NOT_SUPPORTED',
        'NETWORK_NOT_SELECTED',
        'WITHDRAW_AMOUNT_INVALID',
        'ADDRESS_INVALID',
        'GOOGLE_2FA_REQUIRED',
        'WITHDRAW_SUSPENDED',
        'INVALID_EMAIL_CODE',
        'INVALID_GOOGLE_CODE',
        'BALANCE_NOT_ENOUGH',
      ]),
    },
    async (request) => ok(await service.request(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.withdrawals,
    { config: auth, schema: routeSchema(WithdrawalsRequest, WithdrawalsResponse, []) },
    async (request) => ok(await service.list(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.addressBook,
    { config: auth, schema: routeSchema(AddressBookRequest, AddressBookResponse, []) },
    async (request) => ok(await service.addressBook(requireUser(request).id, request.body.chainId)),
  );

  app.post(
    ApiPaths.addressBookAdd,
    {
      config: sensitive,
      schema: routeSchema(AddressBookAddRequest, AddressBookAddResponse, [
        'TOKEN_NOT_SUPPORTED',
        'ADDRESS_INVALID',
        'GOOGLE_2FA_REQUIRED',
        'INVALID_EMAIL_CODE',
        'INVALID_GOOGLE_CODE',
        'QUOTA_EXCEEDED',
      ]),
    },
    async (request) => ok(await service.addAddress(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.addressBookRemove,
    { config: auth, schema: routeSchema(AddressBookRemoveRequest, AddressBookRemoveResponse, ['NOT_FOUND']) },
    async (request) => ok(await service.removeAddress(requireUser(request).id, request.body.id)),
  );
};

export default withdrawalsRoutes;
