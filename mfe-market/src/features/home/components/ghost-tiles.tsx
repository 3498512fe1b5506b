import { Skeleton } from '@fc/shared';
import styles from './home.module.css';

/**
 * Placeholders the size of the tiles they stand for, line by line (the same fonts and line heights, the art's aspect
 * ratio), so that a section keeps its height when its call answers: nothing below it moves (CLS on `/`).
 * Hidden from assistive technology; the section says it is loading.
 */
function Line({ className, width, lines = 1 }: { className?: string; width: string; lines?: number }) {
  return (
    <p className={[styles.ghostLine, className].filter(Boolean).join(' ')}>
      <Skeleton shape="text" width={width} height={`${lines}lh`} />
    </p>
  );
}

/** A market listing's tile (ArtTile, card art): art, name (two lines), rarity, position, then the price's kind and amount. */
export function GhostListingTile() {
  return (
    <div className={styles.ghostTile}>
      <Skeleton className={styles.ghostCardArt} />
      <div className={styles.ghostBody}>
        <Line className={styles.ghostTitle} width="75%" lines={2} />
        <Line className={styles.rarity} width="40%" />
        <Line className={styles.tileMeta} width="55%" />
        <div className={styles.ghostFooter}>
          <Line className={styles.ghostPriceLabel} width="45%" />
          <Line className={styles.listingPrice} width="60%" />
        </div>
      </div>
    </div>
  );
}

/**
 * A pack series' tile (PackTile: ArtTile on a stage, art beside the text on a phone); `withLimits` for someone signed
 * in, whose tiles say how many packs they may still buy.
 */
export function GhostPackTile({ withLimits }: { withLimits: boolean }) {
  return (
    <div className={[styles.ghostTile, styles.ghostPack].join(' ')}>
      <div className={styles.ghostPackArtWrap}>
        <Skeleton className={styles.ghostBadge} />
        <Skeleton className={styles.ghostStage} />
      </div>
      <div className={styles.ghostBody}>
        <Line className={styles.ghostTitle} width="60%" />
        <Line className={styles.ghostCountdown} width="80%" />
        {withLimits ? <Line className={styles.ghostLimits} width="65%" /> : null}
        <div className={styles.ghostFooter}>
          <Line className={styles.ghostPackPrice} width="70%" />
          <div className={styles.ghostSupply}>
            <Skeleton className={styles.ghostTrack} />
            <Line className={styles.ghostSupplyText} width="45%" />
          </div>
        </div>
      </div>
    </div>
  );
}
