import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Countdown, formatNumber, Money, paths, Skeleton, useHydrated, useIsLoggedIn, useServerNow, type ServerClock } from '@fc/shared';
import { DAILY_BONUS_TMT, SEASON_DAYS, SEASON_REWARD_TMT, seasonAt, seasonLabel } from '@fc/shared/contracts/game';
import { useTodayRanking } from '../api/get-today-ranking';
import { HOME_LEADERS_SHOWN } from '../constants';
import { HomeSection } from './home-section';
import styles from './home.module.css';

const DAY_S = 86_400;

/** A figure's value while it cannot be known yet: one line of its size. */
function FigureSkeleton() {
  return <Skeleton shape="text" width="70%" height="1lh" />;
}

/**
 * TopManager's season at a glance, from today's ranking (one plain call): the season and its day, today's prize and
 * when it is shared (00:00 UTC, on the server's clock), the season's prize, my rank today when signed in, and the
 * leading clubs. Before the season starts, or when the call fails, the season comes from the calendar and the rest
 * from the rules. Prerendered (and while hydrating) it shows the rules' prizes and placeholders for what depends on
 * the clock, the session or the call, each in the space of what replaces it.
 */
export function TopManagerBlock({ clock }: { clock: ServerClock }) {
  const { t } = useTranslation('market');
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const ranking = useTodayRanking();
  const now = useServerNow(clock);
  const answer = ranking.state === 'done' ? ranking.data : null;
  const calendar = seasonAt(now);
  const season = answer ? { label: answer.season.label, day: answer.season.day } : calendar ? { label: seasonLabel(calendar.index), day: calendar.day } : null;
  const leadersKnown = hydrated && ranking.state !== 'loading';
  const leaders = answer?.list.slice(0, HOME_LEADERS_SHOWN) ?? [];
  const me = answer?.me ?? null;
  const paidIn = (Math.floor(now / DAY_S) + 1) * DAY_S - now;
  return (
    <HomeSection id="home-top-manager" title={t('home.topManager.title')} lead={t('home.topManager.lead')} className={styles.game} data-testid="home-top-manager">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('home.topManager.season')}</dt>
          <dd className={styles.twoLinesOnPhone} data-testid="home-top-manager-season">
            {!hydrated ? <FigureSkeleton /> : season ? t('home.topManager.seasonDay', { season: season.label, day: season.day, days: SEASON_DAYS }) : t('home.topManager.noSeason')}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('home.topManager.dailyPrize')}</dt>
          <dd>
            <Money currency="TMT" amount={answer?.season.dailyPool ?? DAILY_BONUS_TMT} data-testid="home-top-manager-daily" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('home.topManager.paidIn')}</dt>
          <dd>{hydrated ? <Countdown seconds={paidIn} data-testid="home-top-manager-paid-in" /> : <FigureSkeleton />}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('home.topManager.seasonPrize')}</dt>
          <dd>
            <Money currency="TMT" amount={answer?.season.seasonPool ?? SEASON_REWARD_TMT} />
          </dd>
        </div>
        {hydrated && loggedIn ? (
          <div className={[styles.figure, styles.wide].join(' ')}>
            <dt>{t('home.topManager.myRank')}</dt>
            <dd className={styles.twoLinesOnPhone} data-testid="home-top-manager-my-rank">
              {me
                ? t('home.topManager.rank', { rank: formatNumber(me.rank), points: me.points, count: me.points })
                : ranking.state === 'loading'
                  ? <FigureSkeleton />
                  : t('home.topManager.unranked')}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.leaders} style={{ '--home-leaders-shown': HOME_LEADERS_SHOWN } as CSSProperties}>
        <h3 className={styles.subTitle}>{t('home.topManager.leaders')}</h3>
        {!leadersKnown ? (
          <ol className={styles.leaderList} aria-hidden="true">
            {Array.from({ length: HOME_LEADERS_SHOWN }, (_, index) => (
              <li key={index} className={styles.leader}>
                <Skeleton shape="circle" width="1.75rem" height="1.75rem" />
                <Skeleton shape="text" width="50%" />
              </li>
            ))}
          </ol>
        ) : leaders.length > 0 ? (
          <ol className={styles.leaderList} data-testid="home-top-manager-leaders">
            {leaders.map((row) => (
              <li key={row.rank} className={styles.leader} aria-current={row.me || undefined}>
                <span className={styles.leaderRank}>{formatNumber(row.rank)}</span>
                <span className={styles.leaderClub}>{row.club}</span>
                <span className={styles.leaderPoints}>{t('home.topManager.points', { count: row.points, points: formatNumber(row.points) })}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.noLeaders}>{t('home.topManager.noLeaders')}</p>
        )}
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.gameHome()}>{t('home.topManager.play')}</ButtonLink>
        <ButtonLink to={paths.topManagerRanking()} variant="secondary">
          {t('home.topManager.ranking')}
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
