import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, DataTable, ProgressBar, type CardSummary } from '@fc/shared';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { CardStateLine, detailPath, STAMINA_CAP, useHoldingName } from '../../../components/card-tile';
import styles from './holdings.module.css';

/** FP cards as rows of a table (the list view): a small picture and the name, then one column a figure. */
export function CardTable({ cards, label, actionFor }: { cards: CardSummary[]; label: string; actionFor?: (card: CardSummary) => ReactNode }) {
  const { t } = useTranslation('collection');
  const nameOf = useHoldingName();
  return (
    <DataTable label={label} dense data-testid="card-table">
      <thead>
        <tr>
          <th scope="col">{t('list.card')}</th>
          <th scope="col">{t('filters.rarity')}</th>
          <th scope="col">{t('filters.position')}</th>
          <th scope="col">{t('card.club')}</th>
          <th scope="col" data-numeric>
            {t('list.level')}
          </th>
          <th scope="col" data-numeric>
            {t('card.rating')}
          </th>
          <th scope="col">{t('card.stamina')}</th>
          <th scope="col" data-numeric>
            {t('card.serial')}
          </th>
          <th scope="col">{t('card.state')}</th>
          {actionFor ? <th scope="col">{t('list.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => {
          const to = detailPath(card);
          const name = nameOf(card);
          return (
            <tr key={card.tokenId} data-testid="card-row" data-token-id={card.tokenId} data-family={card.family} data-state={card.state}>
              <th scope="row">
                <span className={styles.rowName}>
                  <img className={styles.thumb} src={holdingArtUrl(card)} alt="" width={30} height={40} loading="lazy" decoding="async" />
                  {to ? <Link to={to}>{name}</Link> : name}
                </span>
              </th>
              <td>{card.rarity ? <Badge rarity={card.rarity}>{t(`rarity.${card.rarity}`)}</Badge> : null}</td>
              <td>{card.player ? t(`positions.${card.player.position}`) : null}</td>
              <td>{card.player?.club.shortName}</td>
              <td data-numeric>{card.fp?.level}</td>
              <td data-numeric>{card.fp?.rating}</td>
              <td>
                {card.fp ? (
                  <span className={styles.staminaCell}>
                    <ProgressBar value={card.fp.stamina} max={STAMINA_CAP} label={t('stamina', { stamina: card.fp.stamina })} />
                    <span>{card.fp.stamina}</span>
                  </span>
                ) : null}
              </td>
              <td data-numeric>{card.serial !== null && card.supply !== null ? t('serial', { serial: card.serial, supply: card.supply }) : '–'}</td>
              <td data-wrap>{card.state === 'normal' ? t('states.normal') : <CardStateLine card={card} />}</td>
              {actionFor ? (
                <td data-wrap className={styles.actionCell}>
                  {actionFor(card)}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
