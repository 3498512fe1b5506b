import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, formatDate, formatNumber, paths, useFormatMoney } from '@fc/shared';
import { Card, DataTable } from '@fc/shared/ui';
import {
  DAILY_BONUS_TMT,
  DEFAULT_FORMATION,
  ENERGY_CAP,
  ENERGY_PURCHASE_AMOUNT,
  ENERGY_PURCHASE_PRICE,
  ENERGY_PURCHASES_PER_DAY,
  ENERGY_REGEN_S,
  FORMATIONS,
  GROUP_NAME_MAX_LENGTH,
  MATCH_ENERGY_COST,
  MATCH_OUTCOMES,
  MATCH_POINTS,
  MATCH_SIDES,
  MATCH_STAMINA_COST,
  matchStaminaCost,
  MAX_LINEUP_GROUPS,
  MAX_MATCH_STAMINA_COST,
  MAX_SUBSTITUTES,
  MENTALITIES,
  MIN_OWN_CARDS,
  PHYSICAL_STAMINA_DIVISOR,
  PRESSINGS,
  PVE_LADDER,
  PVP_CHALLENGE_TTL_S,
  PVP_OPEN_CHALLENGES,
  PVP_REWARD,
  PVP_REWARD_VESTING_S,
  PVP_REWARDED_PER_DAY,
  RANKING_REWARD_VESTING_S,
  RANKING_SIZE,
  SEASON_DAYS,
  SEASON_EPOCH_S,
  SEASON_REWARD_TMT,
  shareByPoints,
  STARTERS,
  SYSTEM_CARD_LEVEL,
  TEMPOS,
  XP_HOME_WIN,
  XP_OTHERWISE,
  type Formation,
} from '@fc/shared/contracts/game';
import { EnergyFigure } from './energy-figure';
import styles from './guidance.module.css';
import { PitchFigure } from './pitch-figure';
import { QueueFigure } from './queue-figure';

const DAY_S = 86_400;
const HOUR_S = 3_600;
/** The example of the reward section: a manager's points among all points of the day. [ours] */
const EXAMPLE_POINTS = 12;
const EXAMPLE_TOTAL_POINTS = 4_800;
/** The example of the stamina section: a card's physical. [ours] */
const EXAMPLE_PHYSICAL = 60;

export const SECTIONS = ['lineup', 'energy', 'queue', 'results', 'seasons', 'rewards', 'pve', 'pvp'] as const;

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" id={id} title={t(`guidance.${id}.title`)} aria-label={t(`guidance.${id}.title`)} className={styles.section}>
      {children}
    </Card>
  );
}

export function LineupSection() {
  const { t } = useTranslation('game');
  const [formation, setFormation] = useState<Formation>(DEFAULT_FORMATION);
  return (
    <Section id="lineup">
      <div className={styles.split}>
        <div>
          <div className={styles.formations} role="group" aria-label={t('guidance.lineup.formations')}>
            {FORMATIONS.map((candidate) => (
              <Button
                key={candidate}
                size="sm"
                variant={candidate === formation ? 'primary' : 'secondary'}
                aria-pressed={candidate === formation}
                onClick={() => setFormation(candidate)}
              >
                {candidate}
              </Button>
            ))}
          </div>
          <PitchFigure formation={formation} />
        </div>
        <div>
          <p>{t('guidance.lineup.intro', { formations: FORMATIONS.length })}</p>
          <ul className={styles.bullets}>
            <li>{t('guidance.lineup.starters', { starters: STARTERS, substitutes: MAX_SUBSTITUTES })}</li>
            <li>{t('guidance.lineup.ownCards', { min: MIN_OWN_CARDS, level: SYSTEM_CARD_LEVEL })}</li>
            <li>{t('guidance.lineup.onePlayer')}</li>
            <li>{t('guidance.lineup.groups', { max: MAX_LINEUP_GROUPS, length: GROUP_NAME_MAX_LENGTH })}</li>
          </ul>
          <p>{t('guidance.lineup.tactics')}</p>
          <div className={styles.table}>
            <DataTable label={t('guidance.lineup.tacticsTable')}>
              <tbody>
                {(
                  [
                    ['mentality', MENTALITIES],
                    ['pressing', PRESSINGS],
                    ['tempo', TEMPOS],
                  ] as const
                ).map(([name, values]) => (
                  <tr key={name}>
                    <th scope="row">{t(`lineup.tactics.${name}`)}</th>
                    <td data-wrap>{values.map((value) => t(`lineup.tactics.value.${value}`)).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
          <ButtonLink to={paths.editGroup('new')} variant="secondary">
            {t('guidance.lineup.build')}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export function EnergySection() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const regenMinutes = ENERGY_REGEN_S / 60;
  const fullHours = (ENERGY_CAP * ENERGY_REGEN_S) / HOUR_S;
  const exampleCost = matchStaminaCost(MATCH_STAMINA_COST.home.win, EXAMPLE_PHYSICAL);
  return (
    <Section id="energy">
      <EnergyFigure filled={Math.floor(ENERGY_CAP / MATCH_ENERGY_COST / 2)} />
      <ul className={styles.bullets}>
        <li>{t('guidance.energy.cost', { cap: ENERGY_CAP, cost: MATCH_ENERGY_COST })}</li>
        <li>{t('guidance.energy.regen', { minutes: regenMinutes, hours: fullHours })}</li>
        <li>
          {t('guidance.energy.buy', { amount: ENERGY_PURCHASE_AMOUNT, price: money('TMT', ENERGY_PURCHASE_PRICE), times: ENERGY_PURCHASES_PER_DAY })}
        </li>
      </ul>
      <p>{t('guidance.energy.stamina', { need: MAX_MATCH_STAMINA_COST })}</p>
      <div className={styles.table}>
        <DataTable label={t('guidance.energy.staminaTable')}>
          <thead>
            <tr>
              <td />
              {MATCH_OUTCOMES.map((outcome) => (
                <th key={outcome} scope="col" data-numeric>
                  {t(`guidance.outcome.${outcome}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MATCH_SIDES.map((side) => (
              <tr key={side}>
                <th scope="row">{t(`guidance.side.${side}`)}</th>
                {MATCH_OUTCOMES.map((outcome) => (
                  <td key={outcome} data-numeric>
                    {MATCH_STAMINA_COST[side][outcome]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
      <p>
        {t('guidance.energy.physical', {
          divisor: PHYSICAL_STAMINA_DIVISOR,
          physical: EXAMPLE_PHYSICAL,
          basic: MATCH_STAMINA_COST.home.win,
          cost: exampleCost,
        })}
      </p>
    </Section>
  );
}

export function QueueSection() {
  const { t } = useTranslation('game');
  return (
    <Section id="queue">
      <QueueFigure />
      <p>{t('guidance.queue.body')}</p>
      <ButtonLink to={paths.gameHome()}>{t('guidance.queue.play')}</ButtonLink>
    </Section>
  );
}

export function ResultsSection() {
  const { t } = useTranslation('game');
  return (
    <Section id="results">
      <div className={styles.table}>
        <DataTable label={t('guidance.results.pointsTable')}>
          <thead>
            <tr>
              <th scope="col">{t('guidance.results.result')}</th>
              <th scope="col" data-numeric>
                {t('guidance.results.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {MATCH_OUTCOMES.map((outcome) => (
              <tr key={outcome}>
                <th scope="row">{t(`guidance.outcome.${outcome}`)}</th>
                <td data-numeric>{MATCH_POINTS[outcome]}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
      <p>{t('guidance.results.xp', { homeWin: XP_HOME_WIN, otherwise: XP_OTHERWISE })}</p>
      <p>{t('guidance.results.replay')}</p>
    </Section>
  );
}

export function SeasonsSection() {
  const { t } = useTranslation('game');
  return (
    <Section id="seasons">
      <p>{t('guidance.seasons.body', { days: SEASON_DAYS, start: formatDate(SEASON_EPOCH_S, undefined, 'UTC') })}</p>
      <p>{t('guidance.seasons.ranking', { size: formatNumber(RANKING_SIZE) })}</p>
      <Link to={paths.topManagerRanking()}>{t('guidance.seasons.link')}</Link>
    </Section>
  );
}

export function RewardsSection() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const [example = 0n] = shareByPoints(DAILY_BONUS_TMT, [EXAMPLE_POINTS, EXAMPLE_TOTAL_POINTS - EXAMPLE_POINTS]);
  return (
    <Section id="rewards">
      <ul className={styles.bullets}>
        <li>{t('guidance.rewards.daily', { pool: money('TMT', DAILY_BONUS_TMT), size: formatNumber(RANKING_SIZE) })}</li>
        <li>{t('guidance.rewards.season', { pool: money('TMT', SEASON_REWARD_TMT) })}</li>
        <li>{t('guidance.rewards.vesting', { days: RANKING_REWARD_VESTING_S / DAY_S })}</li>
      </ul>
      <p data-testid="reward-example">
        {t('guidance.rewards.example', { points: EXAMPLE_POINTS, total: formatNumber(EXAMPLE_TOTAL_POINTS), amount: money('TMT', example) })}
      </p>
      <div className={styles.links}>
        <ButtonLink to={paths.topManagerRewards()} variant="secondary">
          {t('guidance.rewards.mine')}
        </ButtonLink>
        <ButtonLink to={paths.claimCenter()} variant="secondary">
          {t('guidance.rewards.claim')}
        </ButtonLink>
      </div>
    </Section>
  );
}

export function PveSection() {
  const { t } = useTranslation('game');
  const first = PVE_LADDER[0];
  const last = PVE_LADDER[PVE_LADDER.length - 1];
  return (
    <Section id="pve">
      <p>{t('guidance.pve.body', { stages: PVE_LADDER.length, from: first?.rating ?? 0, to: last?.rating ?? 0 })}</p>
      <div className={styles.table}>
        <DataTable label={t('guidance.pve.table')} dense>
          <thead>
            <tr>
              <th scope="col" data-numeric>
                {t('guidance.pve.stage')}
              </th>
              <th scope="col" data-numeric>
                {t('guidance.pve.rating')}
              </th>
              <th scope="col">{t('guidance.pve.item')}</th>
            </tr>
          </thead>
          <tbody>
            {PVE_LADDER.map((stage) => (
              <tr key={stage.stage}>
                <th scope="row" data-numeric>
                  {stage.stage}
                </th>
                <td data-numeric>{stage.rating}</td>
                <td>{t(`guidance.items.${stage.firstWinItem}`)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
      <Link to={paths.pve()}>{t('guidance.pve.link')}</Link>
    </Section>
  );
}

export function PvpSection() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  return (
    <Section id="pvp">
      <ul className={styles.bullets}>
        <li>{t('guidance.pvp.challenge', { hours: PVP_CHALLENGE_TTL_S / HOUR_S, open: PVP_OPEN_CHALLENGES })}</li>
        <li>
          {t('guidance.pvp.reward', {
            win: money('TMT', PVP_REWARD.win),
            draw: money('TMT', PVP_REWARD.draw),
            limit: PVP_REWARDED_PER_DAY,
            days: PVP_REWARD_VESTING_S / DAY_S,
          })}
        </li>
      </ul>
      <div className={styles.links}>
        <ButtonLink to={paths.pvp()} variant="secondary">
          {t('guidance.pvp.link')}
        </ButtonLink>
        <ButtonLink to={paths.pvpRewards()} variant="secondary">
          {t('guidance.pvp.rewards')}
        </ButtonLink>
      </div>
    </Section>
  );
}
