import { useTranslation } from 'react-i18next';
import { formatNumber, Money, type AirdropRoundView } from '@fc/shared';
import { Card, DataTable, DateTime } from '@fc/shared/ui';
import { STAKING_TOKEN } from '@fc/shared/contracts/game';
import styles from '../../../components/staking.module.css';

/** Settled rounds, newest first, with my power at each round's end and what I was granted. */
export function PastRounds({ rounds, signedIn }: { rounds: AirdropRoundView[]; signedIn: boolean }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('airdrop.pastTitle')} aria-label={t('airdrop.pastTitle')}>
      {rounds.length === 0 ? (
        <p className={styles.muted}>{t('airdrop.noPast')}</p>
      ) : (
        <DataTable label={t('airdrop.pastTitle')} dense>
          <thead>
            <tr>
              <th scope="col" data-numeric>
                {t('airdrop.columns.round')}
              </th>
              <th scope="col">{t('airdrop.columns.ended')}</th>
              <th scope="col" data-numeric>
                {t('airdrop.columns.pool')}
              </th>
              <th scope="col" data-numeric>
                {t('airdrop.columns.totalPower')}
              </th>
              {signedIn ? (
                <th scope="col" data-numeric>
                  {t('airdrop.columns.myPower')}
                </th>
              ) : null}
              {signedIn ? (
                <th scope="col" data-numeric>
                  {t('airdrop.columns.myReward')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.roundId} data-testid="past-round">
                <td data-numeric>{round.roundId}</td>
                <td>
                  <DateTime value={round.endsAt} dateOnly />
                </td>
                <td data-numeric>
                  <Money currency={STAKING_TOKEN} amount={round.pool} />
                </td>
                <td data-numeric>{formatNumber(round.totalPower)}</td>
                {signedIn ? <td data-numeric>{formatNumber(round.myPower ?? 0)}</td> : null}
                {signedIn ? (
                  <td data-numeric>
                    <Money currency={STAKING_TOKEN} amount={round.myShare ?? '0'} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}
