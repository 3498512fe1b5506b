import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, currentLanguage, EmptyState, errorMessage, formatDateTime, PageTitle, paths, Skeleton } from '@fc/shared';
import { useNftHistory } from '../api/nft-history';
import pageStyles from '../../../components/page.module.css';
import { TransferTable, type TransferLabels } from '../../../components/transfer-table';

export default function NftHistoryPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const history = useNftHistory(page);
  const language = currentLanguage();
  const data = history.data;
  const labels: TransferLabels = {
    date: t('nft.columns.date'),
    what: t('nft.columns.card'),
    network: t('nft.network'),
    address: t('nft.columns.address'),
    tx: t('nft.columns.tx'),
    status: t('nft.columns.status'),
  };
  return (
    <div className={pageStyles.page} data-testid="nft-history-page">
      <PageTitle actions={<ButtonLink to={paths.nftDeposit()} variant="secondary">{t('titles.nftDeposit')}</ButtonLink>}>{t('titles.nftHistory')}</PageTitle>
      {history.isPending ? (
        <Skeleton height={200} />
      ) : history.error || !data ? (
        <EmptyState title={t('nft.historyFailed')} description={errorMessage(t, history.error)} action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>} />
      ) : data.deposits.length === 0 && data.withdrawals.length === 0 ? (
        <EmptyState title={t('nft.emptyTitle')} description={t('nft.emptyBody')} action={<ButtonLink to={paths.nftDeposit()}>{t('titles.nftDeposit')}</ButtonLink>} />
      ) : (
        <>
          <TransferTable
            title={t('nft.deposits')}
            emptyTitle={t('nft.noDeposits')}
            status={history.status}
            testId="nft-deposit"
            labels={labels}
            rows={data.deposits.map((deposit) => ({
              id: deposit.id,
              status: deposit.status,
              date: formatDateTime(deposit.createdAt, language),
              what: t('nft.card', { tokenId: deposit.tokenId }),
              network: t(`nft.networks.${deposit.chainId}`),
              address: deposit.from,
              txHash: deposit.txHash,
              progress:
                deposit.status === 'confirming' || deposit.status === 'pending'
                  ? t('nft.confirming', { n: deposit.confirmations, required: deposit.required })
                  : t(`nft.depositStatus.${deposit.status}`),
            }))}
          />
          <TransferTable
            title={t('nft.withdrawals')}
            emptyTitle={t('nft.noWithdrawals')}
            status={history.status}
            testId="nft-withdrawal"
            labels={labels}
            rows={data.withdrawals.map((withdrawal) => ({
              id: withdrawal.id,
              status: withdrawal.status,
              date: formatDateTime(withdrawal.createdAt, language),
              what: t('nft.card', { tokenId: withdrawal.tokenId }),
              network: t(`nft.networks.${withdrawal.chainId}`),
              address: withdrawal.address,
              txHash: withdrawal.txHash,
              progress:
                withdrawal.status === 'sent'
                  ? t('nft.confirming', { n: withdrawal.confirmations, required: withdrawal.confirmationsNeeded })
                  : t(`nft.withdrawalStatus.${withdrawal.status}`),
            }))}
          />
        </>
      )}
    </div>
  );
}
