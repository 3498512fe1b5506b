import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  CurrencyRequest,
  CurrencyResponse,
  ExchangePointsRequest,
  ExchangePointsResponse,
  StatementCsvRequest,
  StatementCsvResponse,
  StatementRequest,
  StatementResponse,
  WalletOverviewRequest,
  WalletOverviewResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createWalletService } from './service';
import { createStatementService } from './statement-service';

/**
 * /player/currency: the navbar's balances; /wallet/overview, /wallet/statement, /wallet/statementCsv: my wallet and
 * its statement; /player/exchangePoints: points into TMT.
 */
const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createWalletService({ db: app.db });
  const statement = createStatementService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.currency,
    { config: auth, schema: routeSchema(CurrencyRequest, CurrencyResponse, []) },
    async (request) => ok(await service.currency(requireUser(request).id)),
  );

  app.post(
    ApiPaths.walletOverview,
    { config: auth, schema: routeSchema(WalletOverviewRequest, WalletOverviewResponse, []) },
    async (request) => ok(await statement.overview(requireUser(request).id)),
  );

  app.post(
    ApiPaths.walletStatement,
    { config: auth, schema: routeSchema(StatementRequest, StatementResponse, ['STATEMENT_RANGE_INVALID']) },
    async (request) => ok(await statement.statement(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.walletStatementCsv,
    { config: auth, schema: routeSchema(StatementCsvRequest, StatementCsvResponse, ['STATEMENT_RANGE_INVALID']) },
    async (request) => ok(await statement.statementCsv(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.exchangePoints,
    { config: auth, schema: routeSchema(ExchangePointsRequest, ExchangePointsResponse, ['POINTS_EXCHANGE_STEP', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await statement.exchangePoints(requireUser(request).id, request.body)),
  );
};

export default walletRoutes;
