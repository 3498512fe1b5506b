import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ButtonLink,
  CountdownTo,
  Money,
  paths,
  useFormatMoney,
  type GameHomeResponse,
  type MatchSummary,
  type SeasonView,
  type ServerClock,
  type Standing,
} from '@fc/shared';
import { Card, DataTable } from '@fc/shared/ui';
import { SEASON_DAYS } from '@fc/shared/contracts/game';
import styles from './top-manager.module.css';

/** The club's name and the active lineup's team rating; a way to set the club's name while it is the nickname. */
export function ClubSection({ home }: { home: GameHomeResponse }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('home.club.title')} aria-label={t('home.club.title')}>
      <p className={styles.big} data-testid="club-name">
        {home.club}
      </p>
      <p>{home.teamRating === null ? t('home.club.noRating') : t('home.club.rating', { rating: home.teamRating })}</p>
      {home.clubNameSet ? null : (
        <p>
          {t('home.club.nameNotSet')} <Link to={paths.profile()}>{t('home.club.setName')}</Link>
        </p>
      )}
    </Card>
  );
}

/** The season: its label, the day of 28, the time to its end and its reward pools (unknown to a guest before its ranking). */
export function SeasonSection({ season, clock, onEnd }: { season: SeasonView | null; clock: ServerClock; onEnd?: () => void }) {
  const { t } = useTranslation('game');
  const poolsKnown = season !== null && (season.dailyPool !== '0' || season.seasonPool !== '0');
  return (
    <Card as="section" title={t('home.season.title')} aria-label={t('home.season.title')}>
      {season === null ? (
        <p>{t('home.season.notStarted')}</p>
      ) : (
        <>
          <p className={styles.big}>{season.label}</p>
          <p>{t('home.season.day', { day: season.day, days: SEASON_DAYS })}</p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('home.season.endsIn')}</dt>
              <dd data-testid="season-ends">
                <CountdownTo at={season.endsAt} clock={clock} onEnd={onEnd} />
              </dd>
            </div>
            {poolsKnown ? (
              <>
                <div>
                  <dt>{t('home.season.dailyPool')}</dt>
                  <dd>
                    <Money currency="TMT" amount={season.dailyPool} />
                  </dd>
                </div>
                <div>
                  <dt>{t('home.season.seasonPool')}</dt>
                  <dd>
                    <Money currency="TMT" amount={season.seasonPool} />
                  </dd>
                </div>
              </>
            ) : null}
          </dl>
        </>
      )}
    </Card>
  );
}

function StandingRow({ label, standing }: { label: string; standing: Standing }) {
  const { t } = useTranslation('game');
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-numeric>{standing.points}</td>
      <td data-numeric>{t('home.standing.record', { wins: standing.wins, draws: standing.draws, losses: standing.losses })}</td>
      <td data-numeric>{standing.rank === null ? t('home.standing.unranked') : `#${standing.rank}`}</td>
    </tr>
  );
}

/** Today's and the season's points, wins, draws, losses and rank. */
export function StandingSection({ home }: { home: GameHomeResponse }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('home.standing.title')} aria-label={t('home.standing.title')}>
      <DataTable label={t('home.standing.title')} dense>
        <thead>
          <tr>
            <td />
            <th scope="col" data-numeric>
              {t('home.standing.points')}
            </th>
            <th scope="col" data-numeric>
              {t('home.standing.wdl')}
            </th>
            <th scope="col" data-numeric>
              {t('home.standing.rank')}
            </th>
          </tr>
        </thead>
        <tbody>
          <StandingRow label={t('home.standing.today')} standing={home.todayStanding} />
          <StandingRow label={t('home.standing.season')} standing={home.seasonStanding} />
        </tbody>
      </DataTable>
    </Card>
  );
}

/** The next daily payout (00:00 UTC) and the share today's points would earn. */
export function DailyRewardSection({ home, clock, onEnd }: { home: GameHomeResponse; clock: ServerClock; onEnd?: () => void }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  return (
    <Card
      as="section"
      title={t('home.daily.title')}
      aria-label={t('home.daily.title')}
      actions={
        <ButtonLink size="sm" variant="ghost" to={paths.topManagerRewards()}>
          {t('home.links.rewards')}
        </ButtonLink>
      }
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('home.daily.in')}</dt>
          <dd data-testid="daily-countdown">
            <CountdownTo at={home.nextDailyAt} clock={clock} onEnd={onEnd} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('home.daily.when')}</p>
      <p>{home.estimatedDaily === null ? t('home.daily.noEstimate') : t('home.daily.estimate', { amount: money('TMT', home.estimatedDaily) })}</p>
    </Card>
  );
}

function score(match: MatchSummary): string {
  return `${match.home.club} ${match.home.goals}–${match.away.goals} ${match.away.club}`;
}

/** The manager's last matches, each a link to its report. */
export function RecentSection({ recent }: { recent: MatchSummary[] }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('home.recent.title')} aria-label={t('home.recent.title')}>
      {recent.length === 0 ? (
        <p>{t('home.recent.none')}</p>
      ) : (
        <ul className={styles.list}>
          {recent.map((match) => (
            <li key={match.matchId} className={styles.listRow}>
              <Link to={paths.gameMatch(match.matchId)}>{score(match)}</Link>
              <span>
                {t(`home.recent.mode.${match.mode}`)}
                {match.outcome ? ` · ${t(`home.recent.outcome.${match.outcome}`)}` : ''}
                {match.points !== null ? ` · ${t('home.recent.points', { count: match.points })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Where else the game goes. */
export function GameLinks() {
  const { t } = useTranslation('game');
  return (
    <nav aria-label={t('home.links.label')} className={styles.links}>
      <ButtonLink variant="secondary" to={paths.pve()}>
        {t('home.links.pve')}
      </ButtonLink>
      <ButtonLink variant="secondary" to={paths.pvp()}>
        {t('home.links.pvp')}
      </ButtonLink>
      <ButtonLink variant="secondary" to={paths.topManagerRanking()}>
        {t('home.links.ranking')}
      </ButtonLink>
      <ButtonLink variant="secondary" to={paths.topManagerRewards()}>
        {t('home.links.rewards')}
      </ButtonLink>
      <ButtonLink variant="secondary" to={paths.guidance()}>
        {t('home.links.guidance')}
      </ButtonLink>
    </nav>
  );
}
