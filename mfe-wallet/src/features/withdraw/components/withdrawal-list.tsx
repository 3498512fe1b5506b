import { useTranslation } from 'react-i18next';
import { Money, type ChainToken, type WithdrawalView } from '@fc/shared';
import { TransferTable, transferTone } from '../../../components/transfer-table';
import { networkName } from '../../../lib/networks';
import { useWithdrawals } from '../api/get-withdrawals';

/** The token's latest withdrawals with their tx hash and confirmations, following the live stream. */
export function WithdrawalList({ token }: { token: ChainToken }) {
  const { t } = useTranslation('wallet');
  const withdrawals = useWithdrawals(token);
  const progress = (withdrawal: WithdrawalView) =>
    withdrawal.status === 'sent'
      ? t('withdraw.status.confirming', { n: withdrawal.confirmations, total: withdrawal.confirmationsNeeded })
      : t(`withdraw.status.${withdrawal.status}`);
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
        at: withdrawal.createdAt,
        what: <Money currency={withdrawal.token} amount={withdrawal.amount} />,
        network: networkName(t, withdrawal.chainId),
        address: withdrawal.address,
        txHash: withdrawal.txHash,
        progress: progress(withdrawal),
        tone: transferTone(withdrawal.status),
      }))}
    />
  );
}
