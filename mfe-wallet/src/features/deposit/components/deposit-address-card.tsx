import { useTranslation } from 'react-i18next';
import { Button, formatNumber, Money, useToast, type ChainToken } from '@fc/shared';
import { Card, DefinitionList } from '@fc/shared/ui';
import { AddressQr } from '../../../components/address-qr';
import { networkName } from '../../../lib/networks';
import styles from './deposit.module.css';

interface DepositAddressCardProps {
  token: ChainToken;
  chainId: number;
  address: string;
  /** Base units. */
  minimum: string;
  confirmations: number;
}

/** Where to send the token: the address with its QR code, the network, the minimum and the confirmations it waits for. */
export function DepositAddressCard({ token, chainId, address, minimum, confirmations }: DepositAddressCardProps) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const network = networkName(t, chainId);
  const onCopy = () =>
    void navigator.clipboard?.writeText(address).then(
      () => toast.success(t('deposit.copied')),
      () => toast.error(t('deposit.copyFailed')),
    );
  return (
    <Card as="section" title={t('deposit.addressTitle', { token, network })}>
      <div className={styles.addressCard}>
        <div className={styles.qr}>
          <AddressQr value={address} label={t('deposit.qrLabel', { token, network })} />
        </div>
        <div className={styles.addressFacts}>
          <p className={styles.address} data-testid="deposit-address">
            {address}
          </p>
          <Button type="button" variant="secondary" size="sm" onClick={onCopy}>
            {t('deposit.copy')}
          </Button>
          <DefinitionList
            layout="tiles"
            className={styles.facts}
            items={[
              { id: 'network', term: t('deposit.network'), value: network },
              { id: 'minimum', term: t('deposit.minimum'), value: <Money currency={token} amount={minimum} /> },
              { id: 'confirmations', term: t('deposit.confirmations'), value: formatNumber(confirmations) },
            ]}
          />
        </div>
      </div>
      <p className={styles.warning}>{t('deposit.warning', { token, network })}</p>
    </Card>
  );
}
