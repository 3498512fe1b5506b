import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, currentLanguage, EmptyState, errorMessage, formatDateTime, PageTitle, paths, Skeleton, type NftWithdrawalView } from '@fc/shared';
import pageStyles from '../../../components/page.module.css';
import { useNftHistory } from '../api/nft-history';
import { useNftWithdrawInfo } from '../api/nft-withdraw-info';
import { NftWithdrawForm } from '../components/nft-withdraw-form';
import { NftWithdrawalProgress } from '../components/nft-withdrawal-progress';
import styles from '../components/nft-withdraw.module.css';

/**
 * `/user/nft/withdraw/{tokenId}`: a card out to the chain as an NFT — the card, why it cannot leave now if it cannot
 * (the card state machine's answer, 2FA, the 24 h suspension), the form, then where the withdrawal stands.
 */
export default function NftWithdrawPage() {
  const { t } = useTranslation('wallet');
  const tokenId = useParams().tokenId ?? '';
  const info = useNftWithdrawInfo(tokenId);
  const history = useNftHistory(1);
  const language = currentLanguage();
  const [requested, setRequested] = useState<NftWithdrawalView | null>(null);
  // The newest withdrawal of this card: the one just requested, followed in the history as it moves on.
  const latest = history.data?.withdrawals.find((withdrawal) => (requested ? withdrawal.id === requested.id : withdrawal.tokenId === tokenId));
  const tracked = latest ?? requested;
  const data = info.data;

  return (
    <div className={pageStyles.page} data-testid="nft-withdraw-page">
      <PageTitle subtitle={t('nftWithdraw.subtitle')} actions={<ButtonLink to={paths.nftHistory()} variant="ghost">{t('titles.nftHistory')}</ButtonLink>}>
        {t('nftWithdraw.title')}
      </PageTitle>
      {info.isPending ? <Skeleton height={320} /> : null}
      {info.error ? (
        <EmptyState title={t('nftWithdraw.loadFailed')} description={errorMessage(t, info.error)} action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>} />
      ) : null}
      {data ? (
        <>
          <Card as="section" title={t('nftWithdraw.cardTitle')} data-testid="nft-withdraw-card">
            <dl className={styles.facts}>
              <div>
                <dt>{t('nftWithdraw.player')}</dt>
                <dd>{data.card.player?.name ?? t('nftWithdraw.cardNumber', { tokenId })}</dd>
              </div>
              <div>
                <dt>{t('nftWithdraw.rarity')}</dt>
                <dd>{data.card.rarity ? t(`nftWithdraw.rarities.${data.card.rarity}`) : '–'}</dd>
              </div>
              <div>
                <dt>{t('nftWithdraw.serial')}</dt>
                <dd>{data.card.serial !== null && data.card.supply !== null ? `${data.card.serial} / ${data.card.supply}` : '–'}</dd>
              </div>
              <div>
                <dt>{t('nftWithdraw.tokenId')}</dt>
                <dd>{tokenId}</dd>
              </div>
            </dl>
          </Card>
          {tracked ? <NftWithdrawalProgress withdrawal={tracked} /> : null}
          {data.blocked && !requested ? (
            <Alert tone="warning" title={t('nftWithdraw.blocked')} data-testid="nft-withdraw-blocked">
              {t(`errors:${data.blocked}`)}
            </Alert>
          ) : null}
          {!data.google2fa ? (
            <Alert tone="warning" title={t('errors:GOOGLE_2FA_REQUIRED')}>
              <ButtonLink to={paths.security()} variant="secondary">
                {t('nftWithdraw.setUpGoogle')}
              </ButtonLink>
            </Alert>
          ) : null}
          {data.suspendedUntil ? (
            <Alert tone="warning" title={t('nftWithdraw.suspended')} data-testid="nft-withdraw-suspended">
              {t('nftWithdraw.suspendedUntil', { date: formatDateTime(data.suspendedUntil, language) })}
            </Alert>
          ) : null}
          {data.networks.length === 0 ? <Alert tone="info">{t('nftWithdraw.noNetwork')}</Alert> : null}
          {requested || data.networks.length === 0 ? null : <NftWithdrawForm info={data} onRequested={setRequested} />}
        </>
      ) : null}
    </div>
  );
}
