import { useTranslation } from 'react-i18next';
import { Money, type ChainDepositView } from '@fc/shared';
import { TransferTable, transferTone } from '../../../components/transfer-table';
import { networkName } from '../../../lib/networks';
import { useDeposits } from '../api/get-deposits';

/** Incoming token transfers with their progress, following the live stream. */
export function DepositList() {
  const { t } = useTranslation('wallet');
  const deposits = useDeposits();
  const list = (deposits.data?.list ?? []).filter((deposit) => deposit.token !== null);
  const progress = (deposit: ChainDepositView) =>
    deposit.status === 'confirming' || deposit.status === 'pending'
      ? t('deposit.status.confirming', { n: deposit.confirmations, total: deposit.required })
      : t(`deposit.status.${deposit.status}`);
  return (
    <TransferTable
      title={t('deposit.history')}
      emptyTitle={t('deposit.historyEmpty')}
      status={deposits.status}
      testId="deposit"
      labels={{
        date: t('deposit.columns.date'),
        what: t('deposit.columns.amount'),
        network: t('deposit.columns.network'),
        tx: t('deposit.columns.tx'),
        status: t('deposit.columns.status'),
      }}
      rows={list.map((deposit) => ({
        id: deposit.id,
        status: deposit.status,
        at: deposit.createdAt,
        what: deposit.token && deposit.amount ? <Money currency={deposit.token} amount={deposit.amount} /> : '–',
        network: networkName(t, deposit.chainId),
        txHash: deposit.txHash,
        progress: progress(deposit),
        tone: transferTone(deposit.status),
      }))}
    />
  );
}
