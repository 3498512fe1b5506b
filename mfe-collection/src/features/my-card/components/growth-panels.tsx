import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatPercent,
  paths,
  ProgressBar,
  useFormatMoney,
  useToast,
  type CardDetailResponse,
  type FpGrowth,
  type ProductiveAttribute,
  type ProgressBarTone,
} from '@fc/shared';
import { PRODUCTIVE_ATTRIBUTES } from '@fc/shared/contracts/cards';
import { Badge, Card, DefinitionList, Modal } from '@fc/shared/ui';
import { itemArtUrl } from '@fc/shared/contracts/resources';
import { useAllocate, useAscend, useItem, useUnequip } from '../../../lib/api/card-detail';
import { useMyItems } from '../../../lib/api/item-counts';
import { useRefusal } from './card-actions';
import { SkillPips } from './skill-pips';
import styles from './my-card.module.css';

/** The scale abilities are drawn on. */
const ABILITY_MAX = 100;

/** Whether the card may take a potion, an XP card or equipment now: the server's `improve` rule, which `equip` reports. */
const improvable = (detail: CardDetailResponse) => detail.actions.equip?.ok === true;

interface PanelProps {
  detail: CardDetailResponse;
  fp: FpGrowth;
}

/** A figure out of its most, named, as a bar with "value / max" over it. */
function Gauge({ label, value, max, testId, tone }: { label: string; value: number; max: number; testId: string; tone?: ProgressBarTone }) {
  return (
    <div className={styles.meter} data-testid={testId}>
      <div className={styles.meterLabel}>
        <span>{label}</span>
        <span>
          {value} / {max}
        </span>
      </div>
      <ProgressBar value={value} max={max} label={label} tone={tone} />
    </div>
  );
}

/** Level, XP and the cap: an XP card to use, and ascending (its price asked before paying). */
export function LevelPanel({ detail, fp }: PanelProps) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const refusal = useRefusal();
  const ascend = useAscend();
  const useXp = useItem();
  const items = useMyItems();
  const [confirming, setConfirming] = useState(false);
  const xpCards = items.free('xpCard');
  const atCap = fp.level >= fp.levelCap && fp.xp >= fp.xpToNext;
  const ascendWhy = refusal(detail.actions.ascend);
  const tokenId = detail.card.tokenId;
  const money = useFormatMoney();
  const ascendPrice = money('TMT', fp.ascendCost ?? '0');

  const onXp = () =>
    useXp.mutate(
      { kind: 'xpCard', cardTokenId: tokenId },
      {
        onSuccess: (answer) =>
          answer.xpLost > 0 ? toast.info(t('card.xpLost', { xp: answer.xpLost })) : toast.success(t('card.xpAdded')),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  const onAscend = () =>
    ascend.mutate(
      { tokenId },
      {
        onSuccess: () => toast.success(t('card.ascended')),
        onError: (error) => toast.error(errorMessage(t, error)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Card title={t('card.levelTitle', { level: fp.level, cap: fp.levelCap })} data-testid="level-panel">
      <div className={styles.sections}>
        <DefinitionList
          layout="tiles"
          items={[
            { id: 'rating', term: t('card.rating'), value: fp.rating, valueTestId: 'card-rating' },
            { id: 'xp', term: t('card.growthValue'), value: fp.xp },
            { id: 'rate', term: t('card.growthRate'), value: formatPercent(Math.min(1, fp.xp / Math.max(1, fp.xpToNext)), undefined, 0) },
            { id: 'productivity', term: t('card.productivityScore'), value: Object.values(fp.productive).reduce((sum, value) => sum + value, 0) },
          ]}
        />
        <Gauge label={t('card.xp')} value={fp.xp} max={fp.xpToNext} testId="xp-bar" tone="gold" />
        {atCap ? <p className={styles.reason}>{fp.ascended ? t('errors:MAX_LEVEL_REACHED') : t('errors:EXPERIENCE_OVERFLOWED')}</p> : null}
        <div className={styles.row}>
          <Button variant="secondary" onClick={onXp} loading={useXp.isPending} disabled={xpCards === 0 || atCap || !improvable(detail)}>
            {t('card.useXpCard', { count: xpCards })}
          </Button>
          {fp.ascended ? (
            <Badge tone="gold">{t('card.ascendedBadge')}</Badge>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={Boolean(ascendWhy)} aria-describedby={ascendWhy ? 'why-ascend' : undefined}>
              {t('card.ascend')}
            </Button>
          )}
        </div>
        {!fp.ascended && ascendWhy ? (
          <p className={styles.reason} id="why-ascend">
            {ascendWhy === t('errors:LEVEL_NOT_ENOUGH') ? t('card.ascendAtCap', { cap: fp.levelCap }) : ascendWhy}
          </p>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('card.ascendConfirmTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('card.cancel')}
            </Button>
            <Button onClick={onAscend} loading={ascend.isPending}>
              {t('card.ascendPay', { price: ascendPrice })}
            </Button>
          </>
        }
      >
        <p>{t('card.ascendConfirmBody', { price: ascendPrice, max: fp.maxLevel })}</p>
      </Modal>
    </Card>
  );
}

/** Stamina, and a potion to drink within the cap. */
export function StaminaPanel({ detail, fp }: PanelProps) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const drink = useItem();
  const items = useMyItems();
  const potions = items.free('staminaPotion');
  const busy = !improvable(detail);
  // A potion that would pass the cap is the server's to refuse ("stamina exceeded limit"); a full card has no room.
  const full = fp.stamina >= fp.staminaCap;
  return (
    <Card title={t('card.stamina')} data-testid="stamina-panel">
      <div className={styles.sections}>
        <Gauge label={t('card.stamina')} value={fp.stamina} max={fp.staminaCap} testId="stamina-bar" />
        <div className={styles.row}>
          <Button
            variant="secondary"
            disabled={potions === 0 || full || busy}
            loading={drink.isPending}
            onClick={() =>
              drink.mutate(
                { kind: 'staminaPotion', cardTokenId: detail.card.tokenId },
                { onError: (error) => toast.error(errorMessage(t, error)) },
              )
            }
          >
            {t('card.usePotion', { count: potions })}
          </Button>
          {full ? <span className={styles.reason}>{t('card.staminaNearCap')}</span> : null}
        </div>
      </div>
    </Card>
  );
}

/** The abilities, each as a bar out of 100, with what the equipment adds. */
export function AbilitiesPanel({ fp }: { fp: FpGrowth }) {
  const { t } = useTranslation('collection');
  return (
    <Card title={t('card.abilities')} data-testid="abilities-panel">
      <ul className={styles.abilities}>
        {fp.abilities.map((ability) => (
          <li key={ability.name} className={styles.ability} data-testid={`ability-${ability.name}`}>
            <span>{t(`attributes.${ability.name}`)}</span>
            <ProgressBar value={ability.value + ability.bonus} max={ABILITY_MAX} label={t(`attributes.${ability.name}`)} />
            <strong className={styles.abilityValue}>
              {ability.value}
              {ability.bonus > 0 ? <span className={styles.bonus}>+{ability.bonus}</span> : null}
            </strong>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The productive attributes and the potential points to allocate among them. */
export function ProductivePanel({ detail, fp }: PanelProps) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const allocate = useAllocate();
  const refusal = useRefusal();
  const [points, setPoints] = useState<Partial<Record<ProductiveAttribute, number>>>({});
  const spent = Object.values(points).reduce((sum, value) => sum + (value ?? 0), 0);
  const left = fp.potential - spent;
  const blocked = fp.potential > 0 ? refusal(detail.actions.allocate) : null;
  const change = (name: ProductiveAttribute, by: number) => setPoints((current) => ({ ...current, [name]: Math.max(0, (current[name] ?? 0) + by) }));
  const onSave = () =>
    allocate.mutate(
      { tokenId: detail.card.tokenId, points },
      {
        onSuccess: () => {
          setPoints({});
          toast.success(t('card.allocated'));
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  return (
    <Card title={t('card.productive')} data-testid="productive-panel">
      <div className={styles.sections}>
        <p data-testid="potential-left">{t('card.potentialLeft', { count: left, perLevel: fp.potentialPerLevel })}</p>
        <ul className={styles.attributes}>
          {PRODUCTIVE_ATTRIBUTES.map((name) => (
            <li key={name} className={styles.attribute}>
              <span>{t(`attributes.${name}`)}</span>
              <span className={styles.stepper}>
                <strong data-testid={`productive-${name}`}>
                  {(fp.productive[name] ?? 0) + (points[name] ?? 0)}
                  {points[name] ? <span className={styles.bonus}>+{points[name]}</span> : null}
                </strong>
                {fp.potential > 0 && !blocked ? (
                  <>
                    <Button size="sm" variant="ghost" aria-label={t('card.removePoint', { attribute: t(`attributes.${name}`) })} disabled={!points[name]} onClick={() => change(name, -1)}>
                      −
                    </Button>
                    <Button size="sm" variant="secondary" aria-label={t('card.addPoint', { attribute: t(`attributes.${name}`) })} disabled={left <= 0} onClick={() => change(name, 1)}>
                      +
                    </Button>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {blocked ? <p className={styles.reason}>{blocked}</p> : null}
        {fp.potential > 0 && !blocked ? (
          <div className={styles.row}>
            <Button onClick={onSave} disabled={spent === 0} loading={allocate.isPending}>
              {t('card.allocate', { count: spent })}
            </Button>
            <Button variant="ghost" onClick={() => setPoints({})} disabled={spent === 0}>
              {t('card.reset')}
            </Button>
          </div>
        ) : null}
        <p className={styles.muted}>{t('card.physicalHint')}</p>
      </div>
    </Card>
  );
}

/** The skill slots in short, and the way to the camp. */
export function SkillsPanel({ detail, fp }: PanelProps) {
  const { t } = useTranslation('collection');
  const refusal = useRefusal();
  const why = refusal(detail.actions.camp);
  return (
    <Card
      title={t('card.skills')}
      data-testid="skills-panel"
      actions={
        <ButtonLink to={paths.myCardBreach(detail.card.tokenId)} size="sm" variant="secondary">
          {t('card.toCamp')}
        </ButtonLink>
      }
    >
      <ul className={styles.lines}>
        {fp.skills.map((skill) => (
          <li key={skill.slot}>
            <span>{t(`skills.${skill.skill}`)}</span>
            <SkillPips level={skill.level} />
          </li>
        ))}
      </ul>
      {why ? <p className={styles.reason}>{why}</p> : null}
    </Card>
  );
}

/** What the card wears, to take off, and the way to put more on. */
export function EquipmentPanel({ detail, fp }: PanelProps) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const takeOff = useUnequip();
  return (
    <Card
      title={t('card.equipment')}
      data-testid="equipment-panel"
      actions={
        improvable(detail) ? (
          <ButtonLink to={`${paths.collection('items/equip')}?card=${detail.card.tokenId}`} size="sm" variant="secondary">
            {t('card.equip')}
          </ButtonLink>
        ) : null
      }
    >
      {fp.equipment.length === 0 ? (
        <p className={styles.muted}>{t('card.noEquipment')}</p>
      ) : (
        <ul className={styles.lines}>
          {fp.equipment.map((item) => (
            <li key={item.tokenId}>
              <span className={styles.itemName}>
                <img className={styles.itemThumb} src={itemArtUrl(item.kind)} alt="" width={32} height={32} loading="lazy" />
                <span>
                  {t(`items.${item.kind}`)} <span className={styles.muted}>{t('card.bonusTo', { bonus: item.bonus, attribute: t(`attributes.${item.attribute}`) })}</span>
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                loading={takeOff.isPending && takeOff.variables?.itemTokenId === item.tokenId}
                onClick={() => takeOff.mutate({ itemTokenId: item.tokenId }, { onError: (error) => toast.error(errorMessage(t, error)) })}
              >
                {t('card.takeOff')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
