import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiPaths, callApi, currentLanguage, formatAmount, paths, type GameRankingRequest, type GameRankingResponse, type RankingRow } from '@fc/shared';
import { DAILY_BONUS_TMT, SEASON_DAYS, seasonAt, seasonLabel } from '@fc/shared/contracts/game';
import { HOME_LEADERS_SHOWN } from '../constants';
import styles from './home.module.css';

/**
 * TopManager's season at a glance: the season and its day, the daily bonus shared at 00:00 UTC, and today's leading
 * clubs (one plain call; while the season has not started, or when the call fails, the leaders are left out).
 */
export function TopManagerStrip() {
  const { t } = useTranslation('market');
  const [leaders, setLeaders] = useState<RankingRow[] | null>(null);
  const season = seasonAt(Math.floor(Date.now() / 1000));
  useEffect(() => {
    const controller = new AbortController();
    callApi<GameRankingResponse, GameRankingRequest>(ApiPaths.gameRanking, { scope: 'daily' }, { signal: controller.signal })
      .then((answer) => setLeaders(answer.list.slice(0, HOME_LEADERS_SHOWN)))
      .catch(() => setLeaders([]));
    return () => controller.abort();
  }, []);
  const bonus = t('home.topManager.amount', { amount: formatAmount('TMT', DAILY_BONUS_TMT.toString(), currentLanguage()) });
  return (
    <section className={styles.section} aria-labelledby="home-top-manager" data-testid="home-top-manager">
      <h2 id="home-top-manager" className={styles.sectionTitle}>
        {t('home.topManager.title')}
      </h2>
      <p className={styles.stepText}>
        {season
          ? t('home.topManager.season', { season: seasonLabel(season.index), day: season.day, days: SEASON_DAYS })
          : t('home.topManager.noSeason')}{' '}
        {t('home.topManager.bonus', { amount: bonus })}
      </p>
      {leaders && leaders.length > 0 ? (
        <>
          <h3 className={styles.stepTitle}>{t('home.topManager.leaders')}</h3>
          <ol className={styles.packList} data-testid="home-top-manager-leaders">
            {leaders.map((row) => (
              <li key={row.rank} className={styles.packCard}>
                <span className={styles.packName}>{row.club}</span>
                <span>{t('home.topManager.points', { count: row.points })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Link to={paths.gameHome()} className={styles.stepLink}>
        {t('home.topManager.play')}
      </Link>{' '}
      <Link to={paths.topManagerRanking()} className={styles.stepLink}>
        {t('home.topManager.ranking')}
      </Link>
    </section>
  );
}
