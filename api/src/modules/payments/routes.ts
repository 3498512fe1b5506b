import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPaths,
  CancelOrderRequest,
  CheckoutResponse,
  ErrorCode,
  InitCapsOrderRequest,
  InitSdkOrderRequest,
  OrderDetailRequest,
  OrdersRequest,
  OrdersResponse,
  OrderView,
  PaymentSdkConfigRequest,
  PaymentSdkConfigResponse,
  PaymentWebhookResponse,
  SandboxCheckoutQuery,
  SandboxConfirmForm,
  SandboxPayForm,
} from '@fc/shared/contracts';
import { envelope, ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { SIGNATURE_HEADER } from './constants';
import { appPaymentsService } from './app-service';
import { WebhookSignatureError } from './provider';
import { authenticationPage, checkoutPage, closedPage, notFoundPage, pageLanguage, type PageLanguage } from './sandbox-pages';
import type { SandboxPayOutcome } from './sandbox-provider';

const HTML = 'text/html; charset=utf-8';

/** The sandbox's pages keep the API's CSP but its upgrade to https: the local site is served over http. */
function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.split(';').map((part) => part.trim()).filter((part) => part && part !== 'upgrade-insecure-requests').join('; '));
  }
  return reply.status(status).type(HTML).send(html);
}

const HTML_RESPONSE = { 200: { description: 'An HTML page (the sandbox checkout); 303 back to the site once paid or declined.', content: { 'text/html': { schema: { type: 'string' } } } } };

/**
 * Add funds and orders: the JSON calls (/payPay/…), the provider's webhook (raw body, Stripe's signature) and, when
 * the sandbox is the provider, its hosted checkout pages.
 */
const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sandbox } = app.payments;
  const service = appPaymentsService(app);
  const auth = { auth: true };

  app.post(ApiPaths.paymentSdkConfig, { config: auth, schema: routeSchema(PaymentSdkConfigRequest, PaymentSdkConfigResponse, []) }, async () => ok(service.sdkConfig()));

  app.post(
    ApiPaths.initSdkOrder,
    { config: auth, schema: routeSchema(InitSdkOrderRequest, CheckoutResponse, ['RECHARGE_AMOUNT_INVALID', 'PAYMENT_FAILED', 'OPERATION_FAILED', 'ORDER_NOT_OPEN']) },
    async (request) => ok(await service.initSdkOrder(requireUser(request).id, request.body, request.lang)),
  );

  app.post(
    ApiPaths.initCapsOrder,
    { config: auth, schema: routeSchema(InitCapsOrderRequest, CheckoutResponse, ['NOT_FOUND', 'ORDER_NOT_OPEN', 'PAYMENT_FAILED', 'OPERATION_FAILED']) },
    async (request) => ok(await service.initCapsOrder(requireUser(request).id, request.body, request.lang)),
  );

  app.post(ApiPaths.orders, { config: auth, schema: routeSchema(OrdersRequest, OrdersResponse, []) }, async (request) =>
    ok(await service.orders(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.orderDetail, { config: auth, schema: routeSchema(OrderDetailRequest, OrderView, ['NOT_FOUND']) }, async (request) =>
    ok(await service.orderDetail(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.cancelOrder, { config: auth, schema: routeSchema(CancelOrderRequest, OrderView, ['NOT_FOUND', 'ORDER_NOT_OPEN']) }, async (request) =>
    ok(await service.cancel(requireUser(request).id, request.body)),
  );

  // The webhook reads its body as the exact text the provider signed.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      ApiPaths.paymentWebhook,
      {
        schema: {
          body: Type.String({ description: "The provider's event in Stripe's format, signed in the Stripe-Signature header." }),
          response: {
            200: envelope(PaymentWebhookResponse),
            400: Type.Object({ r: Type.Literal(ErrorCode.WEBHOOK_SIGNATURE_INVALID), d: Type.Null(), e: Type.Object({}) }, { description: 'The signature did not verify.' }),
          },
          refusals: ['WEBHOOK_SIGNATURE_INVALID', 'OPERATION_FAILED'],
        },
      },
      async (request, reply) => {
        const signature = request.headers[SIGNATURE_HEADER];
        try {
          return ok(await service.webhook(request.body, typeof signature === 'string' ? signature : undefined));
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ err: error }, 'a payment webhook failed its signature check');
          // Not 200: the provider must not count a forged or corrupted delivery as received.
          return reply.status(400).send({ r: ErrorCode.WEBHOOK_SIGNATURE_INVALID, d: null, e: {} });
        }
      },
    );
  });

  if (!sandbox) return;
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const afterForm = async (reply: FastifyReply, sessionId: string, language: PageLanguage, outcome: SandboxPayOutcome) => {
      const payment = await sandbox.session(sessionId);
      if (!payment) return sendPage(reply, 404, notFoundPage(language));
      if (outcome === 'paid' || outcome === 'failed') return reply.redirect(payment.successUrl, 303);
      if (outcome === 'requires_action') return sendPage(reply, 200, authenticationPage(language, payment));
      if (outcome === 'unknown_card') return sendPage(reply, 422, checkoutPage(language, payment, true));
      return sendPage(reply, 409, closedPage(language, payment));
    };

    scope.get(
      ApiPaths.sandboxCheckout,
      { exposeHeadRoute: false, schema: { querystring: SandboxCheckoutQuery, refusals: [], response: HTML_RESPONSE } },
      async (request, reply) => {
        const language = pageLanguage(request.query.lang);
        const payment = await sandbox.session(request.query.session);
        if (!payment) return sendPage(reply, 404, notFoundPage(language));
        if (payment.status === 'requires_action') return sendPage(reply, 200, authenticationPage(language, payment));
        if (payment.status !== 'open') return sendPage(reply, 409, closedPage(language, payment));
        return sendPage(reply, 200, checkoutPage(language, payment));
      },
    );

    scope.post(
      ApiPaths.sandboxPay,
      { schema: { body: SandboxPayForm, consumes: ['application/x-www-form-urlencoded'], refusals: [], response: HTML_RESPONSE } },
      async (request, reply) =>
        afterForm(reply, request.body.session, pageLanguage(request.body.lang), await sandbox.pay(request.body.session, request.body.card)),
    );

    scope.post(
      ApiPaths.sandboxConfirm,
      { schema: { body: SandboxConfirmForm, consumes: ['application/x-www-form-urlencoded'], refusals: [], response: HTML_RESPONSE } },
      async (request, reply) =>
        afterForm(reply, request.body.session, pageLanguage(request.body.lang), await sandbox.confirm(request.body.session, request.body.outcome === 'approve')),
    );
  });
};

export default paymentsRoutes;
