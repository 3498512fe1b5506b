import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  CardArt,
  errorMessage,
  formatDate,
  formatNumber,
  formatPercent,
  isApiError,
  PageFrame,
  paths,
  Skeleton,
  type PackCardResponse,
  type Rarity,
} from '@fc/shared';
import { DataTable, EmptyState } from '@fc/shared/ui';
import { cardArtUrl } from '@fc/shared/contracts/resources';
import { usePackCard } from '../api/get-pack-card';
import { BASIS_POINTS } from '../constants';
import { likeliestRarity, RarityPicker } from '../components/rarity-picker';
import { parseRarity, RARITY_PARAM } from '../components/rarity-query';
import styles from '../components/packs.module.css';

/** The player's facts. */
function Facts({ card }: { card: PackCardResponse }) {
  const { t } = useTranslation('market');
  // A birth date is a calendar day: shown as that day wherever the visitor is.
  const bornS = Date.parse(`${card.born}T00:00:00Z`) / 1000;
  const rows: [string, string][] = [
    [t('packs.card.club'), card.club],
    [t('packs.card.position'), t(`packs.position.${card.position}`)],
    [t('packs.card.preferredPosition'), card.preferredPosition],
    [t('packs.card.nationality'), card.nationality],
    [t('packs.card.born'), Number.isNaN(bornS) ? card.born : formatDate(bornS, undefined, 'UTC')],
    [t('packs.card.height'), t('packs.card.heightValue', { cm: card.heightCm })],
  ];
  return (
    <dl className={styles.facts2} data-testid="card-facts">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /card/{packId}/{cardId} — a card a pack can pull: its art large in the rarity picked (`?rarity=`, from the pack
 * page's tile), the player, and per rarity its chance, supply and how many were pulled. Public.
 */
export default function CardDetailPage() {
  const { t } = useTranslation('market');
  const { packId = '', cardId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const card = usePackCard({ seriesId: packId, cardId });
  const packsCrumb = { label: t('titles.packs'), to: paths.packs() };
  if (card.isPending) {
    return (
      <PageFrame breadcrumb={[packsCrumb]} busy>
        <Skeleton height={420} />
      </PageFrame>
    );
  }
  if (card.error) {
    const missing = isApiError(card.error, 'NOT_FOUND', 'INVALID_PARAMS');
    return (
      <PageFrame title={t('titles.card')} breadcrumb={[packsCrumb]}>
        <EmptyState
          title={missing ? t('packs.card.notFound') : t('packs.loadFailed')}
          description={missing ? undefined : errorMessage(t, card.error)}
          action={missing ? <ButtonLink to={paths.packs()}>{t('titles.packs')}</ButtonLink> : <Button onClick={() => void card.refetch()}>{t('common:retry')}</Button>}
        />
      </PageFrame>
    );
  }
  const player = card.data;
  const pack = t(`packs.kind.${player.kind}`);
  const held = player.rarities.map((row) => row.rarity);
  const asked = parseRarity(search.get(RARITY_PARAM));
  const rarity: Rarity = asked && held.includes(asked) ? asked : likeliestRarity(player.rarities);
  const pick = (next: Rarity) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(RARITY_PARAM, next);
        return params;
      },
      { replace: true },
    );
  return (
    <PageFrame title={player.name} breadcrumb={[packsCrumb, { label: pack, to: paths.pack(player.seriesId) }]} data-testid="pack-card-page">
      <div className={styles.cardHero}>
        <CardArt
          src={cardArtUrl({ id: player.playerId }, rarity)}
          alt={t('packs.card.art', { name: player.name, rarity: t(`packs.rarity.${rarity}`) })}
          rarity={rarity}
          loading="eager"
          className={styles.cardArt}
        />
        <div className={styles.cardInfo}>
          <RarityPicker odds={player.rarities} value={rarity} onChange={pick} label={t('packs.card.showAs')} />
          <Facts card={player} />
          <section className={styles.cardRarities} aria-labelledby="card-rarities-title">
            <h2 id="card-rarities-title" className={styles.sectionTitle}>
              {t('packs.card.rarities')}
            </h2>
            <DataTable label={t('packs.card.rarities')} dense data-testid="card-rarities">
              <thead>
                <tr>
                  <th scope="col">{t('packs.rarityHeader')}</th>
                  <th scope="col" data-numeric>
                    {t('packs.chance')}
                  </th>
                  <th scope="col" data-numeric>
                    {t('packs.supply')}
                  </th>
                  <th scope="col" data-numeric>
                    {t('packs.pulled')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {player.rarities.map((row) => (
                  <tr key={row.rarity} data-rarity={row.rarity} aria-current={row.rarity === rarity || undefined}>
                    <th scope="row">
                      <span className={styles.rarityName} data-rarity={row.rarity}>
                        {t(`packs.rarity.${row.rarity}`)}
                      </span>
                    </th>
                    <td data-numeric>{formatPercent(row.chance / BASIS_POINTS)}</td>
                    <td data-numeric>{formatNumber(row.supply)}</td>
                    <td data-numeric>{formatNumber(row.pulled)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
          <div className={styles.buttons}>
            <ButtonLink to={paths.pack(player.seriesId)} size="lg">
              {t('packs.card.toPack', { pack })}
            </ButtonLink>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
