import {
  ErrorCode,
  PRODUCTIVE_ATTRIBUTES,
  toBaseUnits,
  type CardActionState,
  type CardDetailResponse,
  type CardPageAction,
  type ErrorCodeName,
  type FpGrowth,
  type Rarity,
} from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { ASCEND_COST_TMT, EQUIPMENT_BONUS, MAX_LEVEL, POTENTIAL_PER_LEVEL, STAMINA_CAP, xpToNextLevel } from './constants';
import { abilityNames, effectiveAbility, equipmentTarget, levelCap } from './growth';
import { ascendRefusal, campStepAt, loadFpCard, type FpCard } from './improvement';
import { cardFacts, findCard, type CardRow } from './repository';
import { decide, type CardFacts } from './state-machine';
import { cardHistory, findCardById, itemsWornBy, skillsOf, tokenIdsOf } from './detail-repository';
import { summariesOf } from './summary-repository';

/** A card's page: the card, an FP card's growth, what it wears or who wears it, its history and its actions. */

/** What the training rules look at: the state machine's facts, and the card's rarity, level and mint count. */
export interface TrainableCardFacts extends CardFacts {
  rarity: Rarity | null;
  /** FP cards only; null for other families. */
  level: number | null;
  mintCount: number | null;
}

/** What a card's page shows of training, which is the training domain's to say. */
export interface CardTrainingRules {
  /** How often a card of the rarity may train. */
  mintLimit(rarity: Rarity | null): number;
  /** Why the card cannot train now, or null. */
  refusal(card: TrainableCardFacts): ErrorCodeName | null;
}
let trainingRules: CardTrainingRules | null = null;

/** Set once in app.ts, like the order kinds of payments, so that cards imports none of the domains built on cards. */
export function registerCardTrainingRules(rules: CardTrainingRules): void {
  trainingRules = rules;
}

function training(): CardTrainingRules {
  if (!trainingRules) throw new Error('no training rules registered for the card page');
  return trainingRules;
}

function allowed(refusal: ErrorCodeName | null): CardActionState {
  return refusal ? { ok: false, code: ErrorCode[refusal] } : { ok: true };
}

function machine(facts: CardFacts, action: Parameters<typeof decide>[1]): ErrorCodeName | null {
  const decision = decide(facts, action);
  return decision.ok ? null : decision.code;
}

async function growthView(db: Executor, card: FpCard): Promise<FpGrowth> {
  const { fp, position } = card;
  const rarity = card.card.rarity ?? 'common';
  const names = abilityNames(position);
  const skills = await skillsOf(db, card.card.id);
  const wornItems = await itemsWornBy(db, card.card.id);
  const parents = [fp.parentA, fp.parentB].filter((id): id is number => id !== null);
  const parentRows = parents.length ? await tokenIdsOf(db, parents) : [];
  const parentTokens = parents.flatMap((id) => parentRows.filter((row) => row.id === id).map((row) => row.tokenId));
  return {
    level: fp.level,
    levelCap: levelCap(fp.ascended),
    maxLevel: MAX_LEVEL,
    xp: fp.xp,
    xpToNext: xpToNextLevel(fp.level),
    ascended: fp.ascended,
    ascendCost: fp.ascended ? null : toBaseUnits('TMT', String(ASCEND_COST_TMT[rarity])).toString(),
    rating: fp.rating,
    stamina: fp.stamina,
    staminaCap: STAMINA_CAP,
    abilities: effectiveAbility(fp.ability, position, card.worn).map((entry, index) => ({ name: names[index] ?? String(index), ...entry })),
    productive: Object.fromEntries(PRODUCTIVE_ATTRIBUTES.map((name) => [name, fp[name]])),
    potential: fp.potential,
    potentialPerLevel: POTENTIAL_PER_LEVEL[rarity],
    skills: skills.map((skill) => {
      const next = campStepAt(skill.level);
      return {
        slot: skill.slot,
        skill: skill.skill,
        level: skill.level,
        next: next
          ? { step: next.step, toLevel: next.toLevel, cost: toBaseUnits('TMT', String(next.costTmt)).toString(), skillBooks: next.skillBooks, oddsPercent: next.oddsPercent }
          : null,
      };
    }),
    equipment: wornItems.flatMap((item) => {
      const kind = card.worn.find((worn) => worn === item.kind);
      return kind ? [{ tokenId: item.tokenId, kind, attribute: names[equipmentTarget(kind, position)] ?? '', bonus: EQUIPMENT_BONUS }] : [];
    }),
    mintCount: fp.mintCount,
    mintLimit: training().mintLimit(rarity),
    parents: parentTokens,
    lastMatchAt: fp.lastMatchAt ? unixSeconds(fp.lastMatchAt) : null,
  };
}

function pageActions(facts: CardFacts, fp: FpCard | null, skills: FpGrowth['skills'] | null): Record<CardPageAction, CardActionState> {
  const growthOnly = (refusal: () => ErrorCodeName | null): CardActionState => allowed(fp ? refusal() : 'CARD_ACTION_UNAVAILABLE');
  return {
    list: allowed(machine(facts, 'list')),
    train: growthOnly(() => (fp ? training().refusal({ ...facts, rarity: fp.card.rarity, level: fp.fp.level, mintCount: fp.fp.mintCount }) : null)),
    stake: allowed(machine(facts, 'stake')),
    sendToTopPrize: allowed(machine(facts, 'sendToTopPrize')),
    allocate: growthOnly(() => machine(facts, 'improve') ?? (fp && fp.fp.potential > 0 ? null : 'POTENTIAL_NOT_ENOUGH')),
    ascend: growthOnly(() => machine(facts, 'upgrade') ?? (fp ? ascendRefusal(fp.fp) : null)),
    camp: growthOnly(() => machine(facts, 'upgrade') ?? (skills?.some((skill) => skill.next) ? null : 'SKILL_LOCKED_OR_CAPPED')),
    equip: growthOnly(() => machine(facts, 'improve')),
    // Out to the chain as an NFT (the wallet's /user/nft/withdraw/{tokenId} page).
    withdraw: allowed(machine(facts, 'withdraw')),
  };
}

/** The user's card, whole; someone else's (or none) is NOT_FOUND. */
export async function cardDetail(db: Executor, userId: number, tokenId: string, now: Date): Promise<CardDetailResponse> {
  const card = await findCard(db, tokenId);
  if (!card || card.ownerId !== userId) throw new AppError('NOT_FOUND', { field: 'tokenId' });
  return detailOf(db, card, now);
}

export async function detailOf(db: Executor, card: CardRow, now: Date): Promise<CardDetailResponse> {
  const facts = await cardFacts(db, card, now);
  const fp = card.family === 'fp' ? await loadFpCard(db, card) : null;
  const growth = fp ? await growthView(db, fp) : null;
  const wearer = card.equippedOn !== null ? await findCardById(db, card.equippedOn) : undefined;
  const [summary, wornBy] = await summariesOf(db, wearer ? [card, wearer] : [card]);
  const history = await cardHistory(db, card.id);
  if (!summary) throw new Error(`no summary for card ${card.tokenId}`);
  return {
    card: summary,
    fp: growth,
    wornBy: wornBy ?? null,
    history: history.map((entry) => ({ ...entry, at: unixSeconds(entry.at) })),
    actions: pageActions(facts, fp, growth?.skills ?? null),
  };
}
