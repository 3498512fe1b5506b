import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Card, currentLanguage, EmptyState, errorMessage, formatDate, PageTitle, paths, Skeleton } from '@fc/shared';
import { useNftHistory } from '../api/nft-history';
import pageStyles from '../../../components/page.module.css';
import styles from './nft-pages.module.css';

export default function NftHistoryPage() {
  const { t } = useTranslation('wallet');
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const history = useNftHistory(page);
  const language = currentLanguage();
  const data = history.data;
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
          <Card>
            <h2 className={styles.heading}>{t('nft.deposits')}</h2>
            <ul className={styles.rows}>
              {data.deposits.map((deposit) => (
                <li key={deposit.id} className={styles.row} data-testid="nft-deposit" data-status={deposit.status}>
                  <span>{t('nft.card', { tokenId: deposit.tokenId })}</span>
                  <span>{t(`nft.networks.${deposit.chainId}`)}</span>
                  <span>
                    {deposit.status === 'confirming' || deposit.status === 'pending'
                      ? t('nft.confirming', { n: deposit.confirmations, required: deposit.required })
                      : t(`nft.depositStatus.${deposit.status}`)}
                  </span>
                  <span className={styles.mono}>{deposit.txHash}</span>
                  <span>{formatDate(deposit.createdAt, language)}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className={styles.heading}>{t('nft.withdrawals')}</h2>
            <ul className={styles.rows}>
              {data.withdrawals.map((withdrawal) => (
                <li key={withdrawal.id} className={styles.row} data-testid="nft-withdrawal" data-status={withdrawal.status}>
                  <span>{t('nft.card', { tokenId: withdrawal.tokenId })}</span>
                  <span>{t(`nft.networks.${withdrawal.chainId}`)}</span>
                  <span>{t(`nft.withdrawalStatus.${withdrawal.status}`)}</span>
                  <span className={styles.mono}>{withdrawal.txHash ?? '—'}</span>
                  <span>{formatDate(withdrawal.createdAt, language)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </div>
  );
}
