import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDataURL } from 'qrcode';
import { Button, ButtonLink, Card, EmptyState, errorMessage, PageTitle, paths, Skeleton, type ChainId } from '@fc/shared';
import { CHAIN_IDS } from '@fc/shared/contracts/wallet';
import { useNftDepositAddress } from '../api/nft-deposit-address';
import pageStyles from '../../../components/page.module.css';
import styles from './nft-pages.module.css';

/** The address as a QR code (a data URL drawn in the browser), or null while it is drawn. */
function useQrCode(text: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setUrl(null);
    if (text) void toDataURL(text, { margin: 1, width: 200 }).then((drawn) => live && setUrl(drawn));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

export default function NftDepositPage() {
  const { t } = useTranslation('wallet');
  const [chainId, setChainId] = useState<ChainId>(56);
  const address = useNftDepositAddress(chainId);
  const qr = useQrCode(address.data?.address);
  return (
    <div className={pageStyles.page} data-testid="nft-deposit-page">
      <PageTitle subtitle={t('nft.depositSubtitle')} actions={<ButtonLink to={paths.nftHistory()} variant="secondary">{t('titles.nftHistory')}</ButtonLink>}>
        {t('titles.nftDeposit')}
      </PageTitle>
      <div className={styles.networks} role="group" aria-label={t('nft.network')}>
        {CHAIN_IDS.map((id) => (
          <Button key={id} type="button" size="sm" variant={id === chainId ? 'primary' : 'secondary'} aria-pressed={id === chainId} onClick={() => setChainId(id)}>
            {t(`nft.networks.${id}`)}
          </Button>
        ))}
      </div>
      {address.isPending ? (
        <Skeleton height={240} />
      ) : address.error ? (
        <EmptyState title={t('nft.addressFailed')} description={errorMessage(t, address.error)} action={<Button onClick={() => void address.refetch()}>{t('common:retry')}</Button>} />
      ) : (
        <Card className={styles.address}>
          {qr ? <img className={styles.qr} src={qr} alt={t('nft.qrAlt')} width={200} height={200} /> : <Skeleton width={200} height={200} />}
          <dl className={styles.facts}>
            <div>
              <dt>{t('nft.network')}</dt>
              <dd>{t(`nft.networks.${chainId}`)}</dd>
            </div>
            <div>
              <dt>{t('nft.address')}</dt>
              <dd className={styles.mono} data-testid="nft-deposit-address">
                {address.data.address}
              </dd>
            </div>
            <div>
              <dt>{t('nft.contract')}</dt>
              <dd className={styles.mono}>{address.data.contract}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('nft.whatHappens', { count: address.data.confirmations })}</p>
        </Card>
      )}
    </div>
  );
}
