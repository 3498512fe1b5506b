import { useTranslation } from 'react-i18next';
import { Skeleton } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { seasonAt, seasonLabel } from '@fc/shared/contracts/game';
import type { GameRankingRequest, SeasonView } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useRanking } from '../../../lib/api/get-ranking';
import { GUEST_RANKING_ROWS } from '../constants';
import { GameLinks, SeasonSection } from './home-sections';
import styles from './top-manager.module.css';

/** The season ranking's first page: what the home shows a guest. */
const SEASON_TOP: GameRankingRequest = { scope: 'season' };

/** The season by the device's clock, for when the ranking has not answered (before its first day ends). */
function seasonByDevice(nowS: number): SeasonView | null {
  const current = seasonAt(nowS);
  return current ? { ...current, label: seasonLabel(current.index), dailyPool: '0', seasonPool: '0' } : null;
}

/** What a guest sees: what the game is, the season and the ranking's top, and the way in. */
export function GuestHome() {
  const { t } = useTranslation('game');
  const ranking = useRanking(SEASON_TOP);
  const answeredAt = ranking.dataUpdatedAt || Date.now();
  const nowS = Math.floor(answeredAt / 1000);
  const season = ranking.data?.season ?? seasonByDevice(nowS);
  return (
    <>
      <Card as="section" title={t('home.guest.title')} aria-label={t('home.guest.title')}>
        <p>{t('home.guest.about')}</p>
        <ul className={styles.bullets}>
          <li>{t('home.guest.lineup')}</li>
          <li>{t('home.guest.matches')}</li>
          <li>{t('home.guest.rewards')}</li>
        </ul>
      </Card>
      <div className={styles.grid}>
        {ranking.isPending ? <Skeleton height={120} /> : <SeasonSection season={season} clock={{ now: nowS, answeredAt }} />}
        <Card as="section" title={t('home.guest.top')} aria-label={t('home.guest.top')}>
          {ranking.isPending ? (
            <Skeleton height={120} />
          ) : ranking.data && ranking.data.list.length > 0 ? (
            <ol className={styles.list}>
              {ranking.data.list.slice(0, GUEST_RANKING_ROWS).map((row) => (
                <li key={row.rank} className={styles.listRow} data-testid="top-club">
                  <span>
                    #{row.rank} {row.club}
                  </span>
                  <span>{t('home.guest.points', { count: row.points })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t('home.guest.noRanking')}</p>
          )}
        </Card>
      </div>
      <GuestPrompt title={t('home.guest.promptTitle')} />
      <GameLinks />
    </>
  );
}
