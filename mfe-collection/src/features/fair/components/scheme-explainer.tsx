import { useTranslation } from 'react-i18next';
import { PACK_CONTENTS } from '@fc/shared/contracts/cards';
import { fairDigestHex, fairMessage, packOpeningRarities, serverSeedHash } from '@fc/shared/fair';
import { Card } from '@fc/shared/ui';
import styles from './fair.module.css';

/** The worked example's inputs; every value shown from them is computed by the functions the server draws with. */
const EXAMPLE = {
  serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  playerSeed: 'my-lucky-seed',
  nonce: 0,
  kind: 'allStar',
} as const;

/** The scheme in plain words, then one pack opening worked through with the real functions. */
export function SchemeExplainer() {
  const { t } = useTranslation('collection');
  const hash = serverSeedHash(EXAMPLE.serverSeed);
  const message = fairMessage(EXAMPLE.playerSeed, EXAMPLE.nonce, 'pack');
  const digest = fairDigestHex(EXAMPLE.serverSeed, EXAMPLE.playerSeed, EXAMPLE.nonce, 'pack');
  const rarities = packOpeningRarities(digest, PACK_CONTENTS[EXAMPLE.kind]);
  return (
    <Card as="section" title={t('fair.explain.title')} data-testid="fair-explain">
      <ol className={styles.steps}>
        <li>{t('fair.explain.commit')}</li>
        <li>{t('fair.explain.playerSeed')}</li>
        <li>{t('fair.explain.nonce')}</li>
        <li>{t('fair.explain.digest')}</li>
        <li>{t('fair.explain.mapping')}</li>
        <li>{t('fair.explain.reveal')}</li>
        <li>{t('fair.explain.lots')}</li>
      </ol>
      <h3 className={styles.subheading}>{t('fair.explain.exampleTitle')}</h3>
      <ol className={styles.steps} data-testid="fair-example">
        <li>
          {t('fair.explain.example.serverSeed')} <code className={styles.hex}>{EXAMPLE.serverSeed}</code>
        </li>
        <li>
          {t('fair.explain.example.hash')} <code className={styles.hex}>{hash}</code>
        </li>
        <li>
          {t('fair.explain.example.message')} <code className={styles.hex}>{message}</code>
        </li>
        <li>
          {t('fair.explain.example.digest')} <code className={styles.hex}>{digest}</code>
        </li>
        <li>
          {t('fair.explain.example.rarities', {
            pack: t(`packs.${EXAMPLE.kind}`),
            rarities: rarities.map((rarity) => t(`rarity.${rarity}`)).join(', '),
          })}
        </li>
      </ol>
    </Card>
  );
}
