import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  CardArt,
  errorMessage,
  formatDateTime,
  formatNumber,
  isApiError,
  PageFrame,
  paths,
  Skeleton,
  type NftWithdrawalView,
  type NftWithdrawInfoResponse,
} from '@fc/shared';
import { Alert, Badge, Card, DefinitionList, EmptyState } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useNftHistory } from '../api/nft-history';
import { useNftWithdrawInfo } from '../api/nft-withdraw-info';
import { NftWithdrawForm } from '../components/nft-withdraw-form';
import { NftWithdrawalProgress } from '../components/nft-withdrawal-progress';
import styles from '../components/nft-withdraw.module.css';

/** The card going out: its art beside the player, rarity, serial and token id, with the way to its page. */
function CardFacts({ info }: { info: NftWithdrawInfoResponse }) {
  const { t } = useTranslation('wallet');
  const { card, tokenId } = info;
  const name = card.player?.name ?? t('nftWithdraw.cardNumber', { tokenId });
  return (
    <Card as="section" title={t('nftWithdraw.cardTitle')} data-testid="nft-withdraw-card">
      <div className={styles.card}>
        <CardArt src={holdingArtUrl(card)} alt="" rarity={card.rarity} loading="eager" className={styles.art} />
        <div className={styles.cardText}>
          <DefinitionList
            items={[
              { id: 'player', term: t('nftWithdraw.player'), value: name },
              {
                id: 'rarity',
                term: t('nftWithdraw.rarity'),
                value: card.rarity ? <Badge rarity={card.rarity}>{t(`nftWithdraw.rarities.${card.rarity}`)}</Badge> : '–',
              },
              {
                id: 'serial',
                term: t('nftWithdraw.serial'),
                value: card.serial !== null && card.supply !== null ? `${formatNumber(card.serial)} / ${formatNumber(card.supply)}` : '–',
              },
              { id: 'token', term: t('nftWithdraw.tokenId'), value: <span className={styles.hash}>{tokenId}</span> },
            ]}
          />
          <ButtonLink size="sm" variant="ghost" to={card.family === 'fp' ? paths.myFpCard(tokenId) : paths.myCard(tokenId)}>
            {t('nftWithdraw.toCard')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/**
 * `/user/nft/withdraw/{tokenId}`: a card out to the chain as an NFT — the card, why it cannot leave now if it cannot
 * (the card state machine's answer, 2FA, the 24 h suspension), the form, then where the withdrawal stands.
 */
export default function NftWithdrawPage() {
  const { t } = useTranslation('wallet');
  const tokenId = useParams().tokenId ?? '';
  const info = useNftWithdrawInfo(tokenId);
  const history = useNftHistory(1);
  const walletCrumb = useWalletCrumb();
  const [requested, setRequested] = useState<NftWithdrawalView | null>(null);
  // The newest withdrawal of this card: the one just requested, followed in the history as it moves on.
  const latest = history.data?.withdrawals.find((withdrawal) => (requested ? withdrawal.id === requested.id : withdrawal.tokenId === tokenId));
  const tracked = latest ?? requested;
  const data = info.data;

  return (
    <PageFrame
      title={t('nftWithdraw.title')}
      subtitle={t('nftWithdraw.subtitle')}
      breadcrumb={[walletCrumb, { label: t('titles.nftHistory'), to: paths.nftHistory() }]}
      busy={info.isPending}
      data-testid="nft-withdraw-page"
    >
      {info.isPending ? <Skeleton height={320} /> : null}
      {info.error ? (
        isApiError(info.error, 'NOT_FOUND') ? (
          <EmptyState title={t('nftWithdraw.notFound')} action={<ButtonLink to={paths.collection()}>{t('nftWithdraw.toCollection')}</ButtonLink>} />
        ) : (
          <EmptyState title={t('nftWithdraw.loadFailed')} description={errorMessage(t, info.error)} action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>} />
        )
      ) : null}
      {data ? (
        <div className={layout.split}>
          <div className={layout.main}>
            {tracked ? <NftWithdrawalProgress withdrawal={tracked} /> : null}
            {data.blocked && !requested ? (
              <Alert tone="warning" title={t('nftWithdraw.blocked')} data-testid="nft-withdraw-blocked">
                {t(`errors:${data.blocked}`)}
              </Alert>
            ) : null}
            {!data.google2fa ? (
              <Alert tone="warning" title={t('errors:GOOGLE_2FA_REQUIRED')}>
                <ButtonLink to={paths.security()} variant="secondary" size="sm">
                  {t('nftWithdraw.setUpGoogle')}
                </ButtonLink>
              </Alert>
            ) : null}
            {data.suspendedUntil ? (
              <Alert tone="warning" title={t('nftWithdraw.suspended')} data-testid="nft-withdraw-suspended">
                {t('nftWithdraw.suspendedUntil', { date: formatDateTime(data.suspendedUntil) })}
              </Alert>
            ) : null}
            {data.networks.length === 0 ? <Alert tone="info">{t('nftWithdraw.noNetwork')}</Alert> : null}
            {requested || data.networks.length === 0 ? null : <NftWithdrawForm info={data} onRequested={setRequested} />}
          </div>
          <div className={layout.aside}>
            <CardFacts info={data} />
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
}
