import { useTranslation } from 'react-i18next';
import { currentLanguage, formatAmount, formatDateTime, type ChainToken, type WithdrawalView } from '@fc/shared';
import { TransferTable } from '../../../components/transfer-table';
import { networkName } from '../../../lib/networks';
import { useWithdrawals } from '../api/get-withdrawals';

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
  return (
    <TransferTable
      title={t('withdraw.history')}
      emptyTitle={t('withdraw.historyEmpty')}
      status={withdrawals.status}
      testId="withdrawal"
      labels={{
        date: t('withdraw.columns.date'),
        what: t('withdraw.columns.amount'),
        network: t('withdraw.columns.network'),
        address: t('withdraw.columns.address'),
        tx: t('withdraw.columns.tx'),
        status: t('withdraw.columns.status'),
      }}
      rows={(withdrawals.data?.list ?? []).map((withdrawal) => ({
        id: withdrawal.id,
        status: withdrawal.status,
        date: formatDateTime(withdrawal.createdAt, language),
        what: `${formatAmount(withdrawal.token, BigInt(withdrawal.amount), language)} ${withdrawal.token}`,
        network: networkName(t, withdrawal.chainId),
        address: withdrawal.address,
        txHash: withdrawal.txHash,
        progress: <Progress withdrawal={withdrawal} />,
      }))}
    />
  );
}
