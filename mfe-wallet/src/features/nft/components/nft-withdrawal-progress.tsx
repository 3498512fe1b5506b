import { useTranslation } from 'react-i18next';
import { ButtonLink, paths, type NftWithdrawalView } from '@fc/shared';
import { Card, DefinitionList } from '@fc/shared/ui';
import { networkName } from '../../../lib/networks';
import styles from './nft-withdraw.module.css';

/** The steps a card goes through on its way out; `sending` is shown as requested (the mint is being broadcast). */
const STEPS = ['requested', 'sent', 'confirmed'] as const;
const STEP_OF: Record<NftWithdrawalView['status'], number> = { requested: 0, sending: 0, sent: 1, confirmed: 2, failed: -1 };

/** Where a withdrawal stands: requested → sent (n/15) → confirmed with the transaction, or failed with the card back. */
export function NftWithdrawalProgress({ withdrawal }: { withdrawal: NftWithdrawalView }) {
  const { t } = useTranslation('wallet');
  const reached = STEP_OF[withdrawal.status];
  return (
    <Card as="section" title={t('nftWithdraw.progressTitle')} data-testid="nft-withdrawal-progress" data-status={withdrawal.status}>
      {withdrawal.status === 'failed' ? (
        <p role="alert">{t('nftWithdraw.failed')}</p>
      ) : (
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step} data-reached={index <= reached ? 'true' : 'false'} aria-current={index === reached ? 'step' : undefined}>
              {step === 'sent' && withdrawal.status === 'sent'
                ? t('nftWithdraw.confirming', { n: withdrawal.confirmations, total: withdrawal.confirmationsNeeded })
                : t(`nftWithdraw.steps.${step}`)}
            </li>
          ))}
        </ol>
      )}
      <DefinitionList
        className={styles.progressFacts}
        items={[
          { id: 'network', term: t('nftWithdraw.network'), value: networkName(t, withdrawal.chainId) },
          { id: 'address', term: t('nftWithdraw.address'), value: <span className={styles.hash}>{withdrawal.address}</span> },
          { id: 'tx', term: t('nftWithdraw.tx'), value: <span className={styles.hash}>{withdrawal.txHash ?? '–'}</span>, valueTestId: 'nft-withdrawal-tx' },
        ]}
      />
      <ButtonLink to={paths.nftHistory()} variant="secondary">
        {t('nftWithdraw.toHistory')}
      </ButtonLink>
    </Card>
  );
}
