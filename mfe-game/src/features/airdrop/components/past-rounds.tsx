import { useTranslation } from 'react-i18next';
import { Card, formatDate, type AirdropRoundView } from '@fc/shared';
import { goalText } from '../../../lib/staking/format';
import styles from '../../../components/staking.module.css';

/** Settled rounds, newest first, with my power at each round's end and what I was granted. */
export function PastRounds({ rounds, signedIn }: { rounds: AirdropRoundView[]; signedIn: boolean }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('airdrop.pastTitle')} aria-label={t('airdrop.pastTitle')}>
      {rounds.length === 0 ? (
        <p className={styles.muted}>{t('airdrop.noPast')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('airdrop.columns.round')}</th>
                <th scope="col">{t('airdrop.columns.ended')}</th>
                <th scope="col">{t('airdrop.columns.pool')}</th>
                <th scope="col">{t('airdrop.columns.totalPower')}</th>
                {signedIn ? <th scope="col">{t('airdrop.columns.myPower')}</th> : null}
                {signedIn ? <th scope="col">{t('airdrop.columns.myReward')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.roundId} data-testid="past-round">
                  <td>{round.roundId}</td>
                  <td>{formatDate(round.endsAt)}</td>
                  <td>{goalText(round.pool)}</td>
                  <td>{round.totalPower}</td>
                  {signedIn ? <td>{round.myPower ?? 0}</td> : null}
                  {signedIn ? <td>{goalText(round.myShare ?? '0')}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
