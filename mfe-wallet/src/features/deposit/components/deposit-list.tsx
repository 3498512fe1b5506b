import { useTranslation } from 'react-i18next';
import { Card, currentLanguage, EmptyState, formatAmount, formatDateTime, Skeleton, type ChainDepositView } from '@fc/shared';
import { networkName } from '../../../lib/networks';
import { useDeposits } from '../api/get-deposits';
import styles from './deposit.module.css';

function Status({ deposit }: { deposit: ChainDepositView }) {
  const { t } = useTranslation('wallet');
  if (deposit.status === 'confirming' || deposit.status === 'pending') {
    return <>{t('deposit.status.confirming', { n: deposit.confirmations, total: deposit.required })}</>;
  }
  return <>{t(`deposit.status.${deposit.status}`)}</>;
}

/** Incoming token transfers with their progress, following the live stream. */
export function DepositList() {
  const { t } = useTranslation('wallet');
  const deposits = useDeposits();
  const language = currentLanguage();
  const list = (deposits.data?.list ?? []).filter((deposit) => deposit.token !== null);
  return (
    <Card as="section" title={t('deposit.history')}>
      {deposits.isPending ? <Skeleton lines={3} /> : null}
      {deposits.isSuccess && list.length === 0 ? <EmptyState title={t('deposit.historyEmpty')} /> : null}
      {list.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('deposit.columns.date')}</th>
              <th scope="col">{t('deposit.columns.amount')}</th>
              <th scope="col">{t('deposit.columns.network')}</th>
              <th scope="col">{t('deposit.columns.tx')}</th>
              <th scope="col">{t('deposit.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((deposit) => (
              <tr key={deposit.id} data-testid="deposit" data-status={deposit.status}>
                <td>{formatDateTime(deposit.createdAt, language)}</td>
                <td>{deposit.token && deposit.amount ? `${formatAmount(deposit.token, BigInt(deposit.amount), language)} ${deposit.token}` : '–'}</td>
                <td>{networkName(t, deposit.chainId)}</td>
                <td className={styles.hash} title={deposit.txHash}>
                  {deposit.txHash}
                </td>
                <td data-testid="deposit-status">
                  <Status deposit={deposit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
