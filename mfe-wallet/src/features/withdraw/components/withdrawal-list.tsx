import { useTranslation } from 'react-i18next';
import { Card, currentLanguage, EmptyState, formatAmount, formatDateTime, maskAddress, Skeleton, type ChainToken, type WithdrawalView } from '@fc/shared';
import { networkName } from '../../../lib/networks';
import { useWithdrawals } from '../api/get-withdrawals';
import styles from './withdraw.module.css';

function Progress({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation('wallet');
  if (withdrawal.status === 'sent') {
    return <>{t('withdraw.status.confirming', { n: withdrawal.confirmations, total: withdrawal.confirmationsNeeded })}</>;
  }
  return <>{t(`withdraw.status.${withdrawal.status}`)}</>;
}

/** The token's latest withdrawals with their tx hash and confirmations, following the live stream. */
export function WithdrawalList({ token }: { token: ChainToken }) {
  const { t } = useTranslation('wallet');
  const withdrawals = useWithdrawals(token);
  const language = currentLanguage();
  const list = withdrawals.data?.list ?? [];
  return (
    <Card as="section" title={t('withdraw.history')}>
      {withdrawals.isPending ? <Skeleton lines={3} /> : null}
      {withdrawals.isSuccess && list.length === 0 ? <EmptyState title={t('withdraw.historyEmpty')} /> : null}
      {list.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('withdraw.columns.date')}</th>
              <th scope="col">{t('withdraw.columns.amount')}</th>
              <th scope="col">{t('withdraw.columns.network')}</th>
              <th scope="col">{t('withdraw.columns.address')}</th>
              <th scope="col">{t('withdraw.columns.tx')}</th>
              <th scope="col">{t('withdraw.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((withdrawal) => (
              <tr key={withdrawal.id} data-testid="withdrawal" data-status={withdrawal.status}>
                <td>{formatDateTime(withdrawal.createdAt, language)}</td>
                <td>{`${formatAmount(withdrawal.token, BigInt(withdrawal.amount), language)} ${withdrawal.token}`}</td>
                <td>{networkName(t, withdrawal.chainId)}</td>
                <td title={withdrawal.address}>{maskAddress(withdrawal.address)}</td>
                <td className={styles.hash} title={withdrawal.txHash ?? undefined} data-testid="withdrawal-tx">
                  {withdrawal.txHash ?? '–'}
                </td>
                <td data-testid="withdrawal-status">
                  <Progress withdrawal={withdrawal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
