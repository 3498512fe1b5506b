import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, PageFrame, paths, Skeleton } from '@fc/shared';
import { EmptyState, Pager } from '@fc/shared/ui';
import { TransferTable, transferTone, type TransferLabels } from '../../../components/transfer-table';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useNftHistory } from '../api/nft-history';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /user/nft/history: the card NFTs sent back to us and the cards withdrawn as NFTs, each with its transaction and where it stands. */
export default function NftHistoryPage() {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const history = useNftHistory(page);
  const data = history.data;
  const labels: TransferLabels = {
    date: t('nft.columns.date'),
    what: t('nft.columns.card'),
    network: t('nft.network'),
    address: t('nft.columns.address'),
    tx: t('nft.columns.tx'),
    status: t('nft.columns.status'),
  };
  // One page number for both lists: the longer one decides how many pages there are.
  const pages = data ? Math.ceil(Math.max(data.depositsTotal, data.withdrawalsTotal) / data.pageSize) : 1;
  const goTo = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  return (
    <PageFrame
      title={t('titles.nftHistory')}
      subtitle={t('nft.historySubtitle')}
      breadcrumb={[useWalletCrumb()]}
      actions={
        <ButtonLink to={paths.nftDeposit()} variant="secondary">
          {t('titles.nftDeposit')}
        </ButtonLink>
      }
      busy={history.isPending}
      data-testid="nft-history-page"
    >
      {history.isPending ? (
        <Skeleton height={200} />
      ) : history.error || !data ? (
        <EmptyState title={t('nft.historyFailed')} description={errorMessage(t, history.error)} action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>} />
      ) : data.deposits.length === 0 && data.withdrawals.length === 0 && page === 1 ? (
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
              at: deposit.createdAt,
              what: t('nft.card', { tokenId: deposit.tokenId }),
              network: t(`nft.networks.${deposit.chainId}`),
              address: deposit.from,
              txHash: deposit.txHash,
              progress:
                deposit.status === 'confirming' || deposit.status === 'pending'
                  ? t('nft.confirming', { n: deposit.confirmations, required: deposit.required })
                  : t(`nft.depositStatus.${deposit.status}`),
              tone: transferTone(deposit.status),
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
              at: withdrawal.createdAt,
              what: t('nft.card', { tokenId: withdrawal.tokenId }),
              network: t(`nft.networks.${withdrawal.chainId}`),
              address: withdrawal.address,
              txHash: withdrawal.txHash,
              progress:
                withdrawal.status === 'sent'
                  ? t('nft.confirming', { n: withdrawal.confirmations, required: withdrawal.confirmationsNeeded })
                  : t(`nft.withdrawalStatus.${withdrawal.status}`),
              tone: transferTone(withdrawal.status),
            }))}
          />
          <Pager page={page} pages={pages} onChange={goTo} label={t('nft.pages')} />
        </>
      )}
    </PageFrame>
  );
}
