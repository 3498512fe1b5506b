import { useTranslation } from 'react-i18next';
import {
  CardArt,
  currentLanguage,
  formatDate,
  ProgressBar,
  type CardDetailResponse,
  type CardSummary,
} from '@fc/shared';
import { Badge, DataTable, DateTime, DefinitionList, type Definition } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { CardStateLine, STAMINA_CAP, useArtText } from '../../../components/card-tile';
import styles from './my-card.module.css';

/** A birth date is a calendar day: shown as that day wherever the visitor is. */
function bornOn(born: string): string {
  const seconds = Date.parse(`${born}T00:00:00Z`) / 1000;
  return Number.isNaN(seconds) ? born : formatDate(seconds, undefined, 'UTC');
}

/** The card itself, and who the player is: the facts every player card shows (SPEC §3 "Player card"). */
export function CardFacts({ detail }: { detail: CardDetailResponse }) {
  const { t } = useTranslation('collection');
  const { card, fp } = detail;
  const player = card.player;
  const regionName = (code: string) => new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  const facts: (Definition | null)[] = [
    ...(player
      ? [
          { id: 'club', term: t('card.club'), value: player.club.name },
          { id: 'nationality', term: t('card.nationality'), value: regionName(player.nationality) },
          { id: 'born', term: t('card.born'), value: bornOn(player.born) },
          { id: 'position', term: t('card.position'), value: t(`positions.${player.position}`) },
          { id: 'preferred', term: t('card.preferredPosition'), value: player.preferredPosition },
          { id: 'height', term: t('card.height'), value: t('card.heightCm', { cm: player.heightCm }) },
        ]
      : []),
    card.rarity ? { id: 'rarity', term: t('card.rarity'), value: t(`rarity.${card.rarity}`) } : null,
    {
      id: 'serial',
      term: t('card.serial'),
      value: card.serial !== null && card.supply !== null ? t('serial', { serial: card.serial, supply: card.supply }) : t('card.noSerial'),
    },
    { id: 'state', term: t('card.state'), value: t(`states.${card.state}`), valueTestId: 'card-state' },
    card.trialUntil ? { id: 'trial', term: t('card.trialEnds'), value: <DateTime value={card.trialUntil} dateOnly /> } : null,
    ...(fp
      ? [
          { id: 'mints', term: t('card.mintTimes'), value: t('card.mintCount', { count: fp.mintCount, limit: fp.mintLimit }) },
          { id: 'parents', term: t('card.parents'), value: fp.parents.length > 0 ? t('card.parentCount', { count: fp.parents.length }) : t('card.noParents') },
        ]
      : []),
  ];
  return (
    <>
      <DefinitionList items={facts.filter((fact): fact is Definition => fact !== null)} layout="tiles" data-testid="card-facts" />
      <p className={styles.tokenId}>
        {t('card.tokenId')} <code>{card.tokenId}</code>
      </p>
      {fp && fp.parents.length > 0 ? (
        <p className={styles.tokenId}>
          {t('card.parentIds')}{' '}
          {fp.parents.map((parent) => (
            <code key={parent}>{parent}</code>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** An FP card at a glance: its rating, level and stamina. */
function FpGlance({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  if (!card.fp) return null;
  return (
    <div className={styles.glanceFigures}>
      <p className={styles.figure}>
        <strong>{card.fp.rating}</strong>
        <span>{t('card.rating')}</span>
      </p>
      <p className={styles.figure}>
        <strong>{card.fp.level}</strong>
        <span>{t('card.level')}</span>
      </p>
      <div className={styles.glanceStamina}>
        <span className={styles.meterLabel}>
          <span>{t('card.stamina')}</span>
          <span>
            {card.fp.stamina} / {STAMINA_CAP}
          </span>
        </span>
        <ProgressBar value={card.fp.stamina} max={STAMINA_CAP} label={t('card.stamina')} />
      </div>
    </div>
  );
}

/** The card's art, large, in its rarity's frame, and the card at a glance beside it (under it from a tablet on). */
export function CardHero({ card }: { card: CardSummary }) {
  const { t } = useTranslation('collection');
  const artText = useArtText()(card);
  return (
    <div className={styles.heroCard}>
      <CardArt src={holdingArtUrl(card)} alt={artText} rarity={card.rarity} loading="eager" className={styles.heroArt} />
      <div className={styles.glance} data-testid="card-glance">
        <p className={styles.glanceLine}>
          {card.rarity ? <Badge rarity={card.rarity}>{t(`rarity.${card.rarity}`)}</Badge> : null}
          {card.serial !== null && card.supply !== null ? <span className={styles.muted}>{t('serial', { serial: card.serial, supply: card.supply })}</span> : null}
        </p>
        <FpGlance card={card} />
        <CardStateLine card={card} />
      </div>
    </div>
  );
}

/** Every step of the card, newest first: minted, each action, each change of hands, with the owner at the time. */
export function CardHistory({ detail, label }: { detail: CardDetailResponse; label: string }) {
  const { t } = useTranslation('collection');
  return (
    <DataTable label={label} dense data-testid="card-history">
      <thead>
        <tr>
          <th scope="col">{t('card.historyEvent')}</th>
          <th scope="col">{t('card.owner')}</th>
          <th scope="col">{t('card.when')}</th>
        </tr>
      </thead>
      <tbody>
        {[...detail.history].reverse().map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <td data-wrap>{t([`card.event.${entry.action.split(':')[0] ?? ''}`, 'card.event.other'], { action: entry.action })}</td>
            <td>{entry.owner}</td>
            <td>
              <DateTime value={entry.at} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
