import { useTranslation } from 'react-i18next';
import { currentLanguage, formatAmount, formatDateTime, type ChainDepositView } from '@fc/shared';
import { TransferTable } from '../../../components/transfer-table';
import { networkName } from '../../../lib/networks';
import { useDeposits } from '../api/get-deposits';

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
        date: formatDateTime(deposit.createdAt, language),
        what: deposit.token && deposit.amount ? `${formatAmount(deposit.token, BigInt(deposit.amount), language)} ${deposit.token}` : '–',
        network: networkName(t, deposit.chainId),
        txHash: deposit.txHash,
        progress: <Status deposit={deposit} />,
      }))}
    />
  );
}
