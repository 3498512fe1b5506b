import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  PageFrame,
  paths,
  Skeleton,
  useToast,
  type CardDetailResponse,
  type EquipmentKind,
} from '@fc/shared';
import { EQUIPMENT_KINDS, MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { Alert, Card, EmptyState, Select } from '@fc/shared/ui';
import { itemArtUrl } from '@fc/shared/contracts/resources';
import { useMyCards } from '../../../lib/api/get-my-cards';
import { useCardDetail, useEquip, useUnequip } from '../../../lib/api/card-detail';
import { useMyItems } from '../../../lib/api/item-counts';
import { useRefusal } from '../components/card-actions';
import { CardHero } from '../components/card-facts';
import styles from '../components/my-card.module.css';

/** The card's four equipment slots, a tile each: what it wears there, to take off, or a free item of that kind to put on. */
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
    <Card
      title={t('card.equipment')}
      data-testid="equipment-slots"
      actions={
        <ButtonLink size="sm" variant="secondary" to={paths.myFpCard(detail.card.tokenId)}>
          {t('equip.toCard')}
        </ButtonLink>
      }
    >
      <div className={styles.sections}>
        {blocked ? <Alert tone="warning">{blocked}</Alert> : null}
        <ul className={styles.slots}>
          {EQUIPMENT_KINDS.map((kind) => {
            const wearing = worn.find((item) => item.kind === kind);
            const free = freeOf(kind);
            return (
              <li key={kind} className={styles.slot} data-testid={`slot-${kind}`} data-worn={wearing ? 'true' : 'false'}>
                <img className={styles.slotArt} src={itemArtUrl(kind)} alt="" width={80} height={80} loading="lazy" />
                <h3 className={styles.slotName}>{t(`items.${kind}`)}</h3>
                <p className={styles.muted}>
                  {wearing ? t('card.bonusTo', { bonus: wearing.bonus, attribute: t(`attributes.${wearing.attribute}`) }) : t('equip.empty')}
                </p>
                <div className={styles.slotAction}>
                  {wearing ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      fullWidth
                      disabled={Boolean(blocked)}
                      loading={unequip.isPending}
                      onClick={() => unequip.mutate({ itemTokenId: wearing.tokenId }, { onError })}
                    >
                      {t('card.takeOff')}
                    </Button>
                  ) : free ? (
                    <Button
                      size="sm"
                      fullWidth
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
                    <ButtonLink size="sm" variant="ghost" fullWidth to={paths.propShop()}>
                      {t('getItems')}
                    </ButtonLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}

function ChosenCard({ tokenId }: { tokenId: string }) {
  const { t } = useTranslation('collection');
  const detail = useCardDetail(tokenId);
  if (detail.isPending) return <Skeleton height={320} />;
  if (detail.isError) return <Alert tone="error">{errorMessage(t, detail.error)}</Alert>;
  return (
    <div className={styles.layout}>
      <div className={styles.hero}>
        <CardHero card={detail.data.card} />
      </div>
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
    <PageFrame title={t('titles.itemsEquip')} subtitle={t('equip.intro')} data-testid="collection-items-equip-page">
      {cards.isPending ? (
        <Skeleton height={48} />
      ) : list.length === 0 ? (
        <EmptyState title={t('empty.fpCards')} description={t('empty.fpCardsBody')} action={<ButtonLink to={paths.poolSale()}>{t('browseBoxes')}</ButtonLink>} />
      ) : (
        <div className={styles.chooser}>
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
        </div>
      )}
      {chosen ? <ChosenCard tokenId={chosen} /> : null}
    </PageFrame>
  );
}
