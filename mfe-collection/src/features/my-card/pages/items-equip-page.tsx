import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  EQUIPMENT_KINDS,
  errorMessage,
  MAX_CARD_PAGE_SIZE,
  PageTitle,
  paths,
  Select,
  Skeleton,
  useToast,
  type CardDetailResponse,
  type EquipmentKind,
} from '@fc/shared';
import { useMyCards } from '../../../lib/cards/get-my-cards';
import { useCardDetail, useEquip, useUnequip } from '../../../lib/cards/card-detail';
import { useMyItems } from '../../../lib/cards/item-counts';
import { useRefusal } from '../components/card-actions';
import { CardTile } from '../../../components/card-tile';
import pageStyles from '../../../components/page.module.css';
import styles from '../components/my-card.module.css';

/** The card's four equipment slots: what it wears in each, to take off, or a free item of that kind to put on. */
function Slots({ detail }: { detail: CardDetailResponse }) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const items = useMyItems();
  const equip = useEquip();
  const unequip = useUnequip();
  const refusal = useRefusal();
  const blocked = refusal(detail.actions.equip);
  const worn = detail.fp?.equipment ?? [];
  const onError = (error: unknown) => toast.error(errorMessage(t, error));
  const freeOf = (kind: EquipmentKind) => items.list.find((item) => item.kind === kind && item.state === 'normal');
  return (
    <Card title={t('equip.slotsOf', { name: detail.card.player?.name ?? '' })} data-testid="equipment-slots">
      {blocked ? <Alert tone="warning">{blocked}</Alert> : null}
      <ul className={styles.history}>
        {EQUIPMENT_KINDS.map((kind) => {
          const wearing = worn.find((item) => item.kind === kind);
          const free = freeOf(kind);
          return (
            <li key={kind} data-testid={`slot-${kind}`}>
              <span>
                <strong>{t(`items.${kind}`)}</strong>{' '}
                <span className={styles.muted}>
                  {wearing ? t('card.bonusTo', { bonus: wearing.bonus, attribute: t(`attributes.${wearing.attribute}`) }) : t('equip.empty')}
                </span>
              </span>
              {wearing ? (
                <Button size="sm" variant="ghost" disabled={Boolean(blocked)} loading={unequip.isPending} onClick={() => unequip.mutate({ itemTokenId: wearing.tokenId }, { onError })}>
                  {t('card.takeOff')}
                </Button>
              ) : free ? (
                <Button
                  size="sm"
                  disabled={Boolean(blocked)}
                  loading={equip.isPending && equip.variables?.itemTokenId === free.tokenId}
                  onClick={() =>
                    equip.mutate(
                      { itemTokenId: free.tokenId, cardTokenId: detail.card.tokenId },
                      { onSuccess: () => toast.success(t('equip.done', { item: t(`items.${kind}`) })), onError },
                    )
                  }
                >
                  {t('equip.putOn', { item: t(`items.${kind}`) })}
                </Button>
              ) : (
                <ButtonLink size="sm" variant="ghost" to={paths.propShop()}>
                  {t('getItems')}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function ChosenCard({ tokenId }: { tokenId: string }) {
  const { t } = useTranslation('collection');
  const detail = useCardDetail(tokenId);
  if (detail.isPending) return <Skeleton height={220} />;
  if (detail.isError) return <Alert tone="error">{errorMessage(t, detail.error)}</Alert>;
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <CardTile card={detail.data.card} />
      </aside>
      <Slots detail={detail.data} />
    </div>
  );
}

/** `/collection/items/equip`: pick an FP card (`?card=`), then put equipment on it or take it off. */
export default function CollectionItemsEquipPage() {
  const { t } = useTranslation('collection');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('card') ?? '';
  const cards = useMyCards({ family: 'fp', sort: 'rating', pageSize: MAX_CARD_PAGE_SIZE });
  const list = cards.data?.list ?? [];
  return (
    <div className={pageStyles.page} data-testid="collection-items-equip-page">
      <PageTitle>{t('titles.itemsEquip')}</PageTitle>
      <p>{t('equip.intro')}</p>
      {cards.isPending ? (
        <Skeleton height={48} />
      ) : list.length === 0 ? (
        <EmptyState title={t('empty.fpCards')} description={t('empty.fpCardsBody')} action={<ButtonLink to={paths.packs()}>{t('getPacks')}</ButtonLink>} />
      ) : (
        <Select
          label={t('equip.chooseCard')}
          placeholder={t('equip.chooseCardPlaceholder')}
          value={chosen}
          onChange={(event) => setParams(event.target.value ? { card: event.target.value } : {}, { replace: true })}
          options={list.map((card) => ({
            value: card.tokenId,
            label: `${card.player?.name ?? card.tokenId} · ${t(`rarity.${card.rarity ?? 'common'}`)} · ${t('level', { level: card.fp?.level ?? 1 })}`,
          }))}
        />
      )}
      {chosen ? <ChosenCard tokenId={chosen} /> : null}
    </div>
  );
}
