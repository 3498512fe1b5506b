import { useTranslation } from 'react-i18next';
import { currentLanguage, formatAmount, type GiftCodeGrant } from '@fc/shared';

/** What a code gave, one line per grant: an amount of a currency, or a number of items or packs. */
export function ReceivedList({ grants }: { grants: GiftCodeGrant[] }) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  return (
    <ul data-testid="received">
      {grants.map((grant, index) => (
        <li key={index}>
          {grant.kind === 'currency'
            ? `${formatAmount(grant.currency, grant.amount, language)} ${grant.currency}`
            : t('giftCode.quantity', {
                name: grant.kind === 'item' ? t(`giftCode.items.${grant.item}`) : t(`giftCode.packs.${grant.pack}`),
                quantity: grant.quantity,
              })}
        </li>
      ))}
    </ul>
  );
}
