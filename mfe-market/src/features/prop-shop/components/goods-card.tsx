import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, currentLanguage, formatAmount, paths } from '@fc/shared';
import { itemArtUrl, packArtUrl } from '@fc/shared/contracts/resources';
import { givesKey, type Offer } from './offer';
import styles from './prop-shop.module.css';

/** `40 TMT`, `300 points`, in the page's language. */
export function priceText(t: TFunction<'market'>, offer: Pick<Offer, 'currency'>, amount: string): string {
  return t('shop.price', { amount: formatAmount(offer.currency, amount, currentLanguage()), currency: t(`shop.currencies.${offer.currency}`) });
}

/** One goods: its art, name and effect, price, stock and the limit left, and the button that buys it. */
export function GoodsCard({ offer, signedIn, onBuy }: { offer: Offer; signedIn: boolean; onBuy: (offer: Offer) => void }) {
  const { t } = useTranslation('market');
  const name = t(`${givesKey(offer)}.name`);
  const art = 'item' in offer.gives ? itemArtUrl(offer.gives.item) : packArtUrl(offer.gives.pack);
  const soldOut = offer.stockLeft !== null && offer.stockLeft <= 0;
  const limitReached = offer.limitLeft !== null && offer.limitLeft <= 0;
  return (
    <article className={styles.goods} data-testid={`goods-${offer.id}`} aria-label={name}>
      <img className={styles.art} src={art} alt="" width={96} height={96} loading="lazy" />
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.effect}>{t(`${givesKey(offer)}.effect`)}</p>
      <p className={styles.price} data-testid="goods-price">
        {priceText(t, offer, offer.price)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('shop.stockLabel')}</dt>
          <dd data-testid="goods-stock">{offer.stock === null ? t('shop.unlimited') : soldOut ? t('shop.soldOut') : t('shop.stock', { left: offer.stockLeft, stock: offer.stock })}</dd>
        </div>
        <div>
          <dt>{t('shop.limitLabel')}</dt>
          <dd data-testid="goods-limit">{offer.limitLeft === null ? t('shop.limit', { count: offer.limit }) : t('shop.limitLeft', { left: offer.limitLeft, count: offer.limit })}</dd>
        </div>
      </dl>
      {signedIn ? (
        <Button size="sm" fullWidth disabled={soldOut || limitReached} onClick={() => onBuy(offer)} aria-label={t('shop.buyNamed', { name })}>
          {soldOut ? t('shop.soldOut') : limitReached ? t('shop.limitReached') : t('shop.buy')}
        </Button>
      ) : (
        <ButtonLink size="sm" variant="secondary" fullWidth to={paths.login(paths.propShop())}>
          {t('shop.signInToBuy')}
        </ButtonLink>
      )}
    </article>
  );
}
