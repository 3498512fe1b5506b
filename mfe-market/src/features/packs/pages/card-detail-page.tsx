import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, Card, EmptyState, errorMessage, isApiError, PageTitle, paths, Skeleton, toApiLanguage } from '@fc/shared';
import { usePackCard } from '../api/get-pack-card';
import styles from '../components/packs.module.css';

const BASIS_POINTS = 10_000;

/** /card/{packId}/{cardId} — a card of a pack: the player, and per rarity its supply, how many pulled and the odds. Public. */
export default function CardDetailPage() {
  const { t } = useTranslation('market');
  const { packId = '', cardId = '' } = useParams();
  const card = usePackCard({ seriesId: packId, cardId });
  const percent = new Intl.NumberFormat(toApiLanguage(), { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(toApiLanguage());
  if (card.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={320} />
      </div>
    );
  }
  if (card.error) {
    const missing = isApiError(card.error, 'NOT_FOUND', 'INVALID_PARAMS');
    return (
      <div className={styles.page}>
        <PageTitle>{t('titles.card')}</PageTitle>
        <EmptyState
          title={missing ? t('packs.card.notFound') : t('packs.loadFailed')}
          description={missing ? undefined : errorMessage(t, card.error)}
          action={missing ? <ButtonLink to={paths.packs()}>{t('titles.packs')}</ButtonLink> : <Button onClick={() => void card.refetch()}>{t('common:retry')}</Button>}
        />
      </div>
    );
  }
  const player = card.data;
  return (
    <div className={styles.page} data-testid="pack-card-page">
      <PageTitle subtitle={t(`packs.kind.${player.kind}`)} actions={<ButtonLink to={paths.pack(player.seriesId)} variant="secondary">{t('packs.card.backToPack')}</ButtonLink>}>
        {player.name}
      </PageTitle>
      <Card>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">{t('packs.card.club')}</th>
              <td>{player.club}</td>
            </tr>
            <tr>
              <th scope="row">{t('packs.card.nationality')}</th>
              <td>{player.nationality}</td>
            </tr>
            <tr>
              <th scope="row">{t('packs.card.born')}</th>
              <td>{player.born}</td>
            </tr>
            <tr>
              <th scope="row">{t('packs.card.position')}</th>
              <td>{t(`packs.position.${player.position}`)}</td>
            </tr>
            <tr>
              <th scope="row">{t('packs.card.preferredPosition')}</th>
              <td>{player.preferredPosition}</td>
            </tr>
            <tr>
              <th scope="row">{t('packs.card.height')}</th>
              <td>{t('packs.card.heightValue', { cm: player.heightCm })}</td>
            </tr>
          </tbody>
        </table>
      </Card>
      <Card as="section" title={t('packs.card.rarities')}>
        <table className={styles.table} data-testid="card-rarities">
          <thead>
            <tr>
              <th scope="col">{t('packs.rarityHeader')}</th>
              <th scope="col" className={styles.number}>
                {t('packs.chance')}
              </th>
              <th scope="col" className={styles.number}>
                {t('packs.supply')}
              </th>
              <th scope="col" className={styles.number}>
                {t('packs.pulled')}
              </th>
            </tr>
          </thead>
          <tbody>
            {player.rarities.map((row) => (
              <tr key={row.rarity} data-rarity={row.rarity}>
                <th scope="row">{t(`packs.rarity.${row.rarity}`)}</th>
                <td className={styles.number}>{percent.format(row.chance / BASIS_POINTS)}</td>
                <td className={styles.number}>{number.format(row.supply)}</td>
                <td className={styles.number}>{number.format(row.pulled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
