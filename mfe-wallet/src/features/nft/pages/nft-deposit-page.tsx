import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, errorMessage, PageFrame, paths, Skeleton, type ChainId } from '@fc/shared';
import { Card, DefinitionList, EmptyState } from '@fc/shared/ui';
import { CHAIN_IDS } from '@fc/shared/contracts/wallet';
import { AddressQr } from '../../../components/address-qr';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useNftDepositAddress } from '../api/nft-deposit-address';
import styles from './nft-pages.module.css';

/** /user/nft/deposit: the network, then the user's address for card NFTs with its QR code and what happens to a card sent there. */
export default function NftDepositPage() {
  const { t } = useTranslation('wallet');
  const [chainId, setChainId] = useState<ChainId>(56);
  const address = useNftDepositAddress(chainId);
  return (
    <PageFrame
      title={t('titles.nftDeposit')}
      subtitle={t('nft.depositSubtitle')}
      breadcrumb={[useWalletCrumb()]}
      actions={
        <ButtonLink to={paths.nftHistory()} variant="secondary">
          {t('titles.nftHistory')}
        </ButtonLink>
      }
      data-testid="nft-deposit-page"
    >
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
        <Card as="section" title={t('nft.addressTitle', { network: t(`nft.networks.${chainId}`) })} className={styles.card}>
          <div className={styles.address}>
            <div className={styles.qr}>
              <AddressQr value={address.data.address} label={t('nft.qrAlt')} />
            </div>
            <DefinitionList
              className={styles.facts}
              items={[
                { id: 'network', term: t('nft.network'), value: t(`nft.networks.${chainId}`) },
                { id: 'address', term: t('nft.address'), value: <span className={styles.mono}>{address.data.address}</span>, valueTestId: 'nft-deposit-address' },
                { id: 'contract', term: t('nft.contract'), value: <span className={styles.mono}>{address.data.contract}</span> },
              ]}
            />
          </div>
          <p className={styles.note}>{t('nft.whatHappens', { count: address.data.confirmations })}</p>
        </Card>
      )}
    </PageFrame>
  );
}
