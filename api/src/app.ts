import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE, MAX_BODY_BYTES } from '@fc/shared/contracts';
import { loadConfig, type BuildAppOptions } from './config';
import authPlugin, { tokenHashOf } from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import envelopePlugin from './plugins/envelope';
import i18nPlugin from './plugins/i18n';
import jobsPlugin from './jobs/plugin';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rate-limit';
import secretsPlugin from './plugins/secrets';
import accountRoutes from './modules/account/routes';
import cardsRoutes from './modules/cards/routes';
import devRoutes from './modules/dev/routes';
import eventsRoutes from './modules/events/routes';
import liveHub from './modules/events/hub';
import publicHub from './modules/events/public-hub';
import { onAccountActivated, onPasswordReset } from './modules/account';
import { grantTrialSquad, registerCardTrainingRules } from './modules/cards';
import { mintLimit, trainingRefusal } from './modules/training';
import { activeTeamRating } from './modules/game';
import { registerTeamRating } from './modules/ranking';
import { registerHotWalletUser } from './modules/chain';
import { withdrawalUnsent } from './modules/withdrawals';
import { deliverMessage, MessageKind, unreadChangeMarks, unreadCountOf } from './modules/messages';
import { recordSecurityChange } from './modules/security';
import { registerResyncPart } from './modules/events';
import grantsRoutes from './modules/grants/routes';
import rankingRoutes from './modules/ranking/routes';
import rankingJobs from './modules/ranking/job';
// TopPrize (issue 14).
import topPrizeRoutes from './modules/top-prize/routes';
import topPrizeJobs from './modules/top-prize/job';
import trainingRoutes from './modules/training/routes';
import trainingJob from './modules/training/job';
import marketRoutes from './modules/market/routes';
import marketJob from './modules/market/job';
import gameRoutes from './modules/game/routes';
import gameMatchmaker from './modules/game/matchmaker';
import pvpRoutes from './modules/pvp/routes';
import stakingRoutes, { stakingDevRoutes } from './modules/staking/routes';
import stakingJobs from './modules/staking/job';
import drawRoutes from './modules/draw/routes';
import fairRoutes from './modules/fair/routes';
import cardsJobs from './modules/cards/jobs';
import chainPlugin from './modules/chain/plugin';
import chainRoutes from './modules/chain/routes';
import housekeepingJob from './modules/housekeeping/job';
import messagesRoutes from './modules/messages/routes';
import profileRoutes from './modules/profile/routes';
import securityRoutes from './modules/security/routes';
import systemRoutes from './modules/system/routes';
import walletRoutes from './modules/wallet/routes';
import paymentsRoutes from './modules/payments/routes';
import paymentsPlugin from './modules/payments/jobs';
import buyTmtRoutes from './modules/buy-tmt/routes';
import { fulfilTmtOrder, releaseTmtOrder } from './modules/buy-tmt/lifecycle';
import giftCodesRoutes, { giftCodesDevRoutes } from './modules/gift-codes/routes';
import referralRoutes from './modules/referral/routes';
import { recordReferralConsumption } from './modules/referral/consumption';
import goodsRoutes from './modules/goods/routes';
import poolSaleRoutes, { poolSaleDevRoutes } from './modules/pool-sale/routes';
import poolSaleJob from './modules/pool-sale/job';
import packsRoutes, { packDevRoutes, packOrderRoutes } from './modules/packs/routes';
import { fulfilPackOrder, releasePackOrder } from './modules/packs/lifecycle';
import { registerOrderKind } from './modules/payments/lifecycle';
import packPeriodsJob from './modules/packs/job';
import shopRoutes from './modules/shop/routes';
import shopJobs from './modules/shop/job';
import { addLedgerHook } from './modules/wallet/repository';
import { createWalletService } from './modules/wallet';
import withdrawalsRoutes from './modules/withdrawals/routes';
import siweRoutes from './modules/siwe/routes';
import withdrawalSender from './modules/withdrawals/job';
import vitalsRoutes, { vitalsDevRoutes } from './modules/vitals/routes';
import vitalsJobs from './modules/vitals/job';
import { findSessionUser, prepareSessionUserLookup } from './modules/account/repository';
import { insertOutboxMail } from './modules/dev/repository';
import { countUnread } from './modules/messages/repository';
import { ensureAppSecret } from './modules/system/repository';
import { registerDocs } from './docs';
import { seedDemoData } from './seed';

export type { BuildAppOptions, RateLimitConfig } from './config';
export { DEMO_ACCOUNT } from './modules/account/constants';

/** Everything under /api, encapsulated: security headers, rate limits and answer conventions stay inside. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(helmet);
  await app.register(rateLimitPlugin, { limits: app.config.rateLimit });
  await app.register(envelopePlugin);
  await app.register(i18nPlugin);
  // Infrastructure imports no module: the data it needs from the domains is wired here.
  const findSessionUserWithUnread = prepareSessionUserLookup(app.db, unreadCountOf);
  await app.register(authPlugin, {
    findSessionUser: async (tokenHash, now) => {
      const found = await findSessionUserWithUnread(tokenHash, now);
      if (!found) return null;
      const { extra: unread, ...user } = found;
      return { ...user, unread };
    },
    unreadCount: (userId) => countUnread(app.db, userId),
    unreadChanges: unreadChangeMarks,
  });
  // Before the routes: the OpenAPI document collects each route as it is added.
  await registerDocs(app, { viewer: !app.config.production });

  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(securityRoutes);
  await app.register(messagesRoutes);
  await app.register(walletRoutes);
  await app.register(cardsRoutes);
  await app.register(grantsRoutes);
  await app.register(rankingRoutes);
  await app.register(trainingRoutes);
  await app.register(eventsRoutes);
  await app.register(paymentsRoutes);
  await app.register(buyTmtRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(siweRoutes);
  await app.register(chainRoutes);
  await app.register(giftCodesRoutes);
  await app.register(referralRoutes);
  await app.register(goodsRoutes);
  await app.register(poolSaleRoutes);
  await app.register(packsRoutes);
  await app.register(packOrderRoutes);
  await app.register(shopRoutes);
  await app.register(marketRoutes);
  await app.register(gameRoutes);
  await app.register(pvpRoutes);
  await app.register(stakingRoutes);
  await app.register(drawRoutes);
  await app.register(fairRoutes);
  await app.register(topPrizeRoutes);
  await app.register(vitalsRoutes);
  if (!app.config.production) {
    await app.register(devRoutes);
    await app.register(giftCodesDevRoutes);
    await app.register(poolSaleDevRoutes);
    await app.register(packDevRoutes);
    await app.register(stakingDevRoutes);
    await app.register(vitalsDevRoutes);
  }
};

const demoData = fp(
  async (app) => {
    if (await seedDemoData(app.db, app.now())) app.log.info('demo data created');
  },
  { name: 'fc-demo-data', dependencies: ['fc-db'] },
);

/**
 * The API as a Fastify instance that is not ready yet: infrastructure (config, database + migrations,
 * secrets, mail, demo data), then every route under /api. A host may register more plugins (static files) before
 * `ready()`/`listen()`.
 */
export function buildApp(options: BuildAppOptions = {}) {
  const config = loadConfig(options);
  // Referral rewards follow every TMT a friend consumes, in the consuming transaction, whichever domain spends it.
  addLedgerHook(recordReferralConsumption);
  // Card-pack orders are paid through the payments module, which delivers and releases them through the packs module.
  registerOrderKind('card_pack', { fulfil: fulfilPackOrder, release: (tx, order) => releasePackOrder(tx, order) });
  // TMT bought by card likewise: the buy-TMT module credits the TMT of a paid order and frees the day's limit of an unpaid one.
  registerOrderKind('buy_tmt', { fulfil: fulfilTmtOrder, release: (tx, order) => releaseTmtOrder(tx, order) });
  // A new member is welcomed and gets a trial squad, and a reset password is logged, by the domains that own them.
  onAccountActivated('welcome message', (tx, account, at) =>
    deliverMessage(tx, { userId: account.id, kind: MessageKind.welcome, params: { nickName: account.nickName, clubName: account.clubName }, now: at }),
  );
  onAccountActivated('trial squad', async (tx, account, at) => {
    await grantTrialSquad(tx, account.id, at);
  });
  onPasswordReset('security log', (tx, userId, at) => recordSecurityChange(tx, userId, 'password', at));
  // A card's page says how often the card may train and why it cannot now, by the training rules.
  registerCardTrainingRules({ mintLimit, refusal: trainingRefusal });
  // The club search of the ranking shows each club's team rating, which the game computes.
  registerTeamRating(activeTeamRating);
  // Token withdrawals share the hot wallet's nonces with the card mints: none signs while one of them waits unsent.
  registerHotWalletUser('token withdrawals', withdrawalUnsent);
  // A live stream's resync carries the unread count and the balances, read by the domains that own them.
  registerResyncPart('unread', countUnread);
  registerResyncPart('balances', async (db, userId) => (await createWalletService({ db }).currency(userId)).currency);
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: MAX_BODY_BYTES,
    // The chain plugin deploys contracts at start, waiting for their blocks (a few seconds on 1-second blocks).
    pluginTimeout: 60_000,
    trustProxy: config.trustProxy,
    // Unknown fields and wrong types are refused, never silently dropped or coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(configPlugin, { config, now: options.now ?? (() => new Date()) });
  app.register(dbPlugin, { target: config.database });
  app.register(secretsPlugin, { appSecret: (name) => ensureAppSecret(app.db, name) });
  app.register(mailPlugin, { keepInOutbox: (mail) => insertOutboxMail(app.db, mail) });
  app.register(jobsPlugin);
  app.register(chainPlugin);
  app.register(withdrawalSender);
  app.register(housekeepingJob);
  app.register(cardsJobs);
  app.register(rankingJobs);
  app.register(topPrizeJobs);
  app.register(trainingJob);
  app.register(packPeriodsJob);
  app.register(shopJobs);
  app.register(paymentsPlugin);
  app.register(poolSaleJob);
  app.register(marketJob);
  app.register(gameMatchmaker);
  app.register(stakingJobs);
  app.register(vitalsJobs);
  app.register(liveHub);
  app.register(publicHub);
  if (config.seed) app.register(demoData);
  app.register(api, { prefix: API_BASE });
  // On the root instance, not in the /api scope where the auth plugin runs: the site server (tools/site) reads it.
  app.decorate('sessionUserOf', async (token: string) => {
    const tokenHash = tokenHashOf(token);
    return tokenHash ? findSessionUser(app.db, tokenHash, app.now()) : null;
  });
  return app;
}

export type App = ReturnType<typeof buildApp>;
