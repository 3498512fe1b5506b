import { useTranslation } from 'react-i18next';
import { formatNumber, Money, type GiftCodeGrant } from '@fc/shared';
import styles from './received-list.module.css';

/** What a code gave, one line per grant: an amount of a currency, or a number of items or packs. */
export function ReceivedList({ grants }: { grants: GiftCodeGrant[] }) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles.received} data-testid="received">
      {grants.map((grant, index) => (
        <li key={index} className={styles.grant}>
          {grant.kind === 'currency' ? (
            <Money currency={grant.currency} amount={grant.amount} />
          ) : (
            t('giftCode.quantity', {
              name: grant.kind === 'item' ? t(`giftCode.items.${grant.item}`) : t(`giftCode.packs.${grant.pack}`),
              quantity: formatNumber(grant.quantity),
            })
          )}
        </li>
      ))}
    </ul>
  );
}
