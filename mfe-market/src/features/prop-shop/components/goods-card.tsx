import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, formatNumber, Money, paths } from '@fc/shared';
import { DefinitionList } from '@fc/shared/ui';
import { itemArtUrl, packArtUrl } from '@fc/shared/contracts/resources';
import { givesKey, type Offer } from './offer';
import styles from './prop-shop.module.css';

/** One goods: its art, name and effect, price, stock and the limit left, and the button that buys it. */
export function GoodsCard({ offer, signedIn, onBuy }: { offer: Offer; signedIn: boolean; onBuy: (offer: Offer) => void }) {
  const { t } = useTranslation('market');
  const name = t(`${givesKey(offer)}.name`);
  const art = 'item' in offer.gives ? itemArtUrl(offer.gives.item) : packArtUrl(offer.gives.pack);
  const soldOut = offer.stockLeft !== null && offer.stockLeft <= 0;
  const limitReached = offer.limitLeft !== null && offer.limitLeft <= 0;
  return (
    <article className={styles.goods} data-testid={`goods-${offer.id}`} aria-label={name}>
      <div className={styles.artFrame}>
        <img className={styles.art} src={art} alt="" width={96} height={96} loading="lazy" />
      </div>
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.effect}>{t(`${givesKey(offer)}.effect`)}</p>
      <p className={styles.price} data-testid="goods-price">
        <Money currency={offer.currency} amount={offer.price} />
      </p>
      <DefinitionList
        className={styles.facts}
        items={[
          {
            id: 'stock',
            term: t('shop.stockLabel'),
            value:
              offer.stock === null
                ? t('shop.unlimited')
                : soldOut
                  ? t('shop.soldOut')
                  : t('shop.stock', { left: formatNumber(offer.stockLeft ?? 0), stock: formatNumber(offer.stock) }),
            valueTestId: 'goods-stock',
          },
          {
            id: 'limit',
            term: t('shop.limitLabel'),
            value: offer.limitLeft === null ? t('shop.limit', { count: offer.limit }) : t('shop.limitLeft', { left: offer.limitLeft, count: offer.limit }),
            valueTestId: 'goods-limit',
          },
        ]}
      />
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
