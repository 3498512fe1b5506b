import { Skeleton } from '@fc/shared';
import styles from './home.module.css';

/**
 * Placeholders the size of the tiles they stand for, line by line (the same fonts and line heights, the art's aspect
 * ratio), so that a section keeps its height when its call answers: nothing below it moves (CLS on `/`).
 * Hidden from assistive technology; the section says it is loading.
 */
function Line({ className, width }: { className?: string; width: string }) {
  return (
    <p className={[styles.ghostLine, className].filter(Boolean).join(' ')}>
      <Skeleton shape="text" width={width} height="1lh" />
    </p>
  );
}

/** A market listing's tile (ArtTile, card art): art, name, rarity, position, then the price. */
export function GhostListingTile() {
  return (
    <div className={styles.ghostTile}>
      <Skeleton className={styles.ghostCardArt} />
      <div className={styles.ghostBody}>
        <Line className={styles.ghostTitle} width="75%" />
        <Line className={styles.rarity} width="40%" />
        <Line className={styles.tileMeta} width="55%" />
        <div className={styles.ghostFooter}>
          <Line className={styles.listingPrice} width="60%" />
        </div>
      </div>
    </div>
  );
}

/** A pack series' tile (PackTile: ArtTile on a stage, art beside the text on a phone). */
export function GhostPackTile() {
  return (
    <div className={[styles.ghostTile, styles.ghostPack].join(' ')}>
      <div className={styles.ghostPackArtWrap}>
        <Skeleton className={styles.ghostBadge} />
        <Skeleton className={styles.ghostStage} />
      </div>
      <div className={styles.ghostBody}>
        <Line className={styles.ghostTitle} width="60%" />
        <Line className={styles.ghostCountdown} width="80%" />
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
