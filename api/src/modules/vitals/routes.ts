import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, DevVitalsRequest, DevVitalsResponse, VITALS_MAX_BODY_BYTES, VitalsReportRequest, VitalsReportResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { sensitiveRoute } from '../../plugins/rate-limit';
import { isLocalCaller } from '../../lib/local-caller';
import { VITALS_DEFAULT_DAYS } from './constants';
import { recordReport, summarize } from './service';

/** /vitals: the shell's beacons, from guests and members alike (no session is read). */
const vitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // navigator.sendBeacon sends a string as text/plain; here (this plugin only) such a body is read as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    ApiPaths.vitals,
    {
      // A limit of its own per client address (the sign-in routes' size, RATE_LIMIT_AUTH_MAX) instead of the shared
      // one: a browser sends about one report per page hidden, and beacons never use up a visitor's calls.
      config: sensitiveRoute(app),
      bodyLimit: VITALS_MAX_BODY_BYTES,
      schema: routeSchema(VitalsReportRequest, VitalsReportResponse, []),
    },
    async (request) => ok(await recordReport(app.db, request.body, app.now())),
  );
};

/**
 * /dev/vitals: the percentiles `npm run vitals` prints, for the benchmark's throwaway site (whose in-memory database no
 * CLI can open). app.ts registers it outside production only; it answers callers on this machine.
 */
export const vitalsDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });

  app.post(ApiPaths.devVitals, { schema: routeSchema(DevVitalsRequest, DevVitalsResponse, []) }, async (request) =>
    ok(await summarize(app.db, request.body.days ?? VITALS_DEFAULT_DAYS, app.now())),
  );
};

export default vitalsRoutes;
