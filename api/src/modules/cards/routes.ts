import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  CardAllocateRequest,
  CardAscendRequest,
  CardCampRequest,
  CardCampResponse,
  CardDetailRequest,
  CardDetailResponse,
  CardGrowthResponse,
  CardMineRequest,
  CardMineResponse,
  CardOpenRequest,
  CardOpenResponse,
  ItemEquipRequest,
  ItemUnequipRequest,
  ItemUseRequest,
  ItemUseResponse,
  type ErrorCodeName,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createCardsService } from './service';

/** What refuses an action on a busy card, for every growth call (the card state machine's answers). */
const BUSY: ErrorCodeName[] = ['NOT_FOUND', 'CARD_BUSY', 'CARD_IN_LINEUP', 'RECALL_FROM_TOPPRIZE_FIRST', 'CARD_ACTION_UNAVAILABLE'];

/** The collection: /card/mine, /card/open, a card's page and its growth, the items' calls. */
const cardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCardsService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.cardMine,
    { config: auth, schema: routeSchema(CardMineRequest, CardMineResponse, []) },
    async (request) => ok(await service.mine(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.cardOpen,
    {
      config: auth,
      schema: routeSchema(CardOpenRequest, CardOpenResponse, ['NOT_FOUND', 'CARD_ACTION_UNAVAILABLE', 'CARD_BUSY', 'PACK_SOLD_OUT']),
    },
    async (request) => ok(await service.open(requireUser(request).id, request.body.tokenId)),
  );

  app.post(
    ApiPaths.cardDetail,
    { config: auth, schema: routeSchema(CardDetailRequest, CardDetailResponse, ['NOT_FOUND']) },
    async (request) => ok(await service.detail(requireUser(request).id, request.body.tokenId)),
  );

  app.post(
    ApiPaths.cardAllocate,
    { config: auth, schema: routeSchema(CardAllocateRequest, CardGrowthResponse, [...BUSY, 'POTENTIAL_NOT_ENOUGH']) },
    async (request) => ok(await service.allocate(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.cardAscend,
    {
      config: auth,
      schema: routeSchema(CardAscendRequest, CardGrowthResponse, [...BUSY, 'TRIAL_CARD_FORBIDDEN', 'ALREADY_ASCENDED', 'LEVEL_NOT_ENOUGH', 'BALANCE_NOT_ENOUGH']),
    },
    async (request) => ok(await service.ascend(requireUser(request).id, request.body.tokenId)),
  );

  app.post(
    ApiPaths.cardCamp,
    {
      config: auth,
      schema: routeSchema(CardCampRequest, CardCampResponse, [
        ...BUSY,
        'TRIAL_CARD_FORBIDDEN',
        'SKILL_LOCKED_OR_CAPPED',
        'BALANCE_NOT_ENOUGH',
        'ITEM_QUANTITY_INSUFFICIENT',
      ]),
    },
    async (request) => ok(await service.camp(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.itemEquip,
    { config: auth, schema: routeSchema(ItemEquipRequest, CardGrowthResponse, BUSY) },
    async (request) => ok(await service.equip(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.itemUnequip,
    { config: auth, schema: routeSchema(ItemUnequipRequest, CardGrowthResponse, BUSY) },
    async (request) => ok(await service.unequip(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.itemUse,
    {
      config: auth,
      schema: routeSchema(ItemUseRequest, ItemUseResponse, [
        ...BUSY,
        'ITEM_QUANTITY_INSUFFICIENT',
        'STAMINA_EXCEEDED',
        'EXPERIENCE_OVERFLOWED',
        'MAX_LEVEL_REACHED',
        'ENERGY_EXCEEDS_LIMIT',
      ]),
    },
    async (request) => ok(await service.use(requireUser(request).id, request.body)),
  );
};

export default cardsRoutes;
