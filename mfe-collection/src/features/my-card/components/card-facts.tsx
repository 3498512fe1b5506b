import { useTranslation } from 'react-i18next';
import { currentLanguage, formatDate, formatDateTime, type CardDetailResponse } from '@fc/shared';
import { CardTile } from '../../../components/card-tile';
import styles from './my-card.module.css';

/** The card itself, and who the player is: the facts every player card shows (SPEC §3 "Player card"). */
export function CardFacts({ detail }: { detail: CardDetailResponse }) {
  const { t } = useTranslation('collection');
  const { card, fp } = detail;
  const player = card.player;
  const regionName = (code: string) => new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  return (
    <dl className={styles.facts} data-testid="card-facts">
      {player ? (
        <>
          <div>
            <dt>{t('card.club')}</dt>
            <dd>{player.club.name}</dd>
          </div>
          <div>
            <dt>{t('card.nationality')}</dt>
            <dd>{regionName(player.nationality)}</dd>
          </div>
          <div>
            <dt>{t('card.born')}</dt>
            <dd>{player.born}</dd>
          </div>
          <div>
            <dt>{t('card.position')}</dt>
            <dd>{t(`positions.${player.position}`)}</dd>
          </div>
          <div>
            <dt>{t('card.preferredPosition')}</dt>
            <dd>{player.preferredPosition}</dd>
          </div>
          <div>
            <dt>{t('card.height')}</dt>
            <dd>{t('card.heightCm', { cm: player.heightCm })}</dd>
          </div>
        </>
      ) : null}
      {card.rarity ? (
        <div>
          <dt>{t('card.rarity')}</dt>
          <dd>{t(`rarity.${card.rarity}`)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('card.serial')}</dt>
        <dd>{card.serial !== null && card.supply !== null ? t('serial', { serial: card.serial, supply: card.supply }) : t('card.noSerial')}</dd>
      </div>
      <div>
        <dt>{t('card.state')}</dt>
        <dd data-testid="card-state">{t(`states.${card.state}`)}</dd>
      </div>
      <div>
        <dt>{t('card.tokenId')}</dt>
        <dd>
          <code>{card.tokenId}</code>
        </dd>
      </div>
      {card.trialUntil ? (
        <div>
          <dt>{t('card.trialEnds')}</dt>
          <dd>{formatDate(card.trialUntil)}</dd>
        </div>
      ) : null}
      {fp ? (
        <>
          <div>
            <dt>{t('card.mintTimes')}</dt>
            <dd>{t('card.mintCount', { count: fp.mintCount, limit: fp.mintLimit })}</dd>
          </div>
          <div>
            <dt>{t('card.parents')}</dt>
            <dd>{fp.parents.length > 0 ? fp.parents.join(' · ') : t('card.noParents')}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** The card's picture on its page, as the collection shows it. */
export function CardPicture({ detail }: { detail: CardDetailResponse }) {
  return <CardTile card={detail.card} />;
}

/** Every step of the card: minted, each action, each change of hands, with the owner at the time. */
export function CardHistory({ detail }: { detail: CardDetailResponse }) {
  const { t } = useTranslation('collection');
  return (
    <ol className={styles.history} data-testid="card-history">
      {[...detail.history].reverse().map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span>{t([`card.event.${entry.action.split(':')[0] ?? ''}`, 'card.event.other'], { action: entry.action })}</span>
          <span className={styles.muted}>
            {entry.owner} · {formatDateTime(entry.at)}
          </span>
        </li>
      ))}
    </ol>
  );
}
