import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAX_GOODS_QUANTITY, MAX_SHOP_QUANTITY, SHOP_AREAS } from '@fc/shared/contracts';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatDuration,
  PageFrame,
  paths,
  Skeleton,
  useIsLoggedIn,
  useSecondsLeft,
  useToast,
  type ServerClock,
  type ShopAreaView,
} from '@fc/shared';
import { Alert, EmptyState, Tabs } from '@fc/shared/ui';
import { useBuyPointsGoods } from '../api/buy-points-goods';
import { useBuyShopGoods } from '../api/buy-shop-goods';
import { usePointsGoods } from '../api/get-points-goods';
import { useShop } from '../api/get-shop';
import { BuyDialog } from '../components/buy-dialog';
import { GoodsCard } from '../components/goods-card';
import { fromPointsGoods, fromShopGoods, givesKey, type Offer } from '../components/offer';
import styles from '../components/prop-shop.module.css';

/** The page's tabs: the shop's areas, then the points shop. */
const TABS = [...SHOP_AREAS, 'points'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

function RotationCountdown({ area, clock }: { area: ShopAreaView; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const left = useSecondsLeft(area.nextRotationAt, clock);
  return (
    <p className={styles.countdown} role="timer" data-testid="rotation-countdown">
      {left > 0 ? t('shop.nextRotation', { time: formatDuration(left) }) : t('shop.rotating')}
    </p>
  );
}

function GoodsGrid({ offers, signedIn, onBuy }: { offers: Offer[]; signedIn: boolean; onBuy: (offer: Offer) => void }) {
  const { t } = useTranslation('market');
  if (offers.length === 0) return <EmptyState title={t('shop.empty')} description={t('shop.emptyBody')} />;
  return (
    <div className={styles.grid}>
      {offers.map((offer) => (
        <GoodsCard key={offer.id} offer={offer} signedIn={signedIn} onBuy={onBuy} />
      ))}
    </div>
  );
}

/** The goods' outline while they load: tiles like theirs. */
function LoadingGrid() {
  return (
    <div className={styles.grid}>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={styles.goods}>
          <div className={styles.artFrame} />
          <Skeleton width="60%" height={20} />
          <Skeleton lines={2} />
          <Skeleton width="40%" height={24} />
          <Skeleton height={32} />
        </div>
      ))}
    </div>
  );
}

/** /propshop: the shop's areas and the points shop; guests see everything and are asked to sign in to buy. */
export default function PropShopPage() {
  const { t } = useTranslation('market');
  const toast = useToast();
  const signedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const requested = params.get('area');
  const tab: Tab = isTab(requested) ? requested : 'collection';
  const shop = useShop();
  const points = usePointsGoods();
  const buyShop = useBuyShopGoods();
  const buyPoints = useBuyPointsGoods();
  const [buying, setBuying] = useState<Offer | null>(null);
  const [bought, setBought] = useState<{ offer: Offer; quantity: number } | null>(null);

  const close = () => {
    setBuying(null);
    buyShop.reset();
    buyPoints.reset();
  };
  const confirm = async (offer: Offer, quantity: number) => {
    try {
      if (offer.source === 'points') await buyPoints.mutateAsync({ goodsId: offer.id, quantity });
      else await buyShop.mutateAsync({ goodsId: offer.id, quantity });
    } catch {
      // The dialog shows the refusal (the mutation's error).
      return;
    }
    setBuying(null);
    setBought({ offer, quantity });
    toast.success(t('shop.bought', { name: t(`${givesKey(offer)}.name`), quantity }));
  };

  const area = shop.data?.areas.find((candidate) => candidate.area === tab);
  const query = tab === 'points' ? points : shop;
  const clock = shop.data ? { now: shop.data.now, answeredAt: shop.dataUpdatedAt } : null;

  let content;
  if (query.isPending) content = <LoadingGrid />;
  else if (query.error && !query.data) {
    content = (
      <EmptyState title={t('shop.loadFailed')} description={errorMessage(t, query.error)} action={<Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>} />
    );
  } else if (tab === 'points') {
    const offers = (points.data?.goods ?? []).map((goods) => fromPointsGoods(goods, signedIn));
    content = <GoodsGrid offers={offers} signedIn={signedIn} onBuy={setBuying} />;
  } else {
    content = (
      <>
        {area && clock && area.nextRotationAt !== null ? <RotationCountdown area={area} clock={clock} /> : null}
        <GoodsGrid offers={(area?.goods ?? []).map(fromShopGoods)} signedIn={signedIn} onBuy={setBuying} />
      </>
    );
  }

  const limitHint = tab === 'points' ? t('shop.limitWindows.pointsDay') : area ? t(`shop.limitWindows.${area.limitWindow}`) : null;
  return (
    <PageFrame title={t('titles.propShop')} subtitle={t('shop.intro')} busy={query.isPending} data-testid="prop-shop-page">
      {bought ? (
        <Alert tone="success" data-testid="shop-bought">
          {t('shop.bought', { name: t(`${givesKey(bought.offer)}.name`), quantity: bought.quantity })}{' '}
          <ButtonLink size="sm" variant="ghost" to={'item' in bought.offer.gives ? paths.collection('items') : paths.collection('packs')}>
            {t('item' in bought.offer.gives ? 'shop.seeItems' : 'shop.seePacks')}
          </ButtonLink>
        </Alert>
      ) : null}
      <Tabs
        label={t('shop.areasLabel')}
        value={tab}
        items={TABS.map((id) => ({ id, label: t(`shop.areas.${id}`), href: `${paths.propShop()}?area=${id}` }))}
      />
      <section className={styles.area} aria-labelledby="shop-area-title" data-testid={`shop-area-${tab}`}>
        <div className={styles.areaHead}>
          <h2 id="shop-area-title" className={styles.areaTitle}>
            {t(`shop.areas.${tab}`)}
          </h2>
          <p className={styles.hint}>
            {t(`shop.areaHints.${tab}`)} {limitHint}
          </p>
        </div>
        {content}
      </section>
      {signedIn ? null : (
        <p className={styles.hint}>
          <ButtonLink size="sm" variant="ghost" to={paths.login(paths.propShop())}>
            {t('shop.signInToBuy')}
          </ButtonLink>
        </p>
      )}
      <BuyDialog
        key={buying ? `${buying.source}:${buying.id}` : 'none'}
        offer={buying}
        cap={buying?.source === 'points' ? MAX_GOODS_QUANTITY : MAX_SHOP_QUANTITY}
        onClose={close}
        onConfirm={confirm}
        buying={buyShop.isPending || buyPoints.isPending}
        error={buying?.source === 'points' ? buyPoints.error : buyShop.error}
      />
    </PageFrame>
  );
}
