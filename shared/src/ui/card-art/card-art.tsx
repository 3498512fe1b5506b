import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Rarity } from '../../contracts/cards-constants';
import styles from './card-art.module.css';

/** The generated art's own size (tools/art: 240 × 320): set on the image so nothing moves while it loads. */
const ART_WIDTH = 240;
const ART_HEIGHT = 320;

export interface CardArtProps {
  src: string;
  /** What the picture shows; `""` when the name is written right next to it. */
  alt: string;
  /** Frames the art in its rarity's colour (none for a pack or anything without one). */
  rarity?: Rarity | null;
  /** `eager` for a page's main picture; lists load theirs as they scroll into view. */
  loading?: 'lazy' | 'eager';
  /**
   * `card`: the art fills a 3:4 frame. `stage`: a pack, box or item stands in the middle of a wider 4:3 stage lit from
   * behind in `--fc-art-stage-tint` (the accent unless the page sets it), so a row of them stays short.
   */
  shape?: 'card' | 'stage';
  className?: string;
}

/** A card's, pack's or item's art in a frame of its rarity's colour, with a glow from epic up. */
export function CardArt({ src, alt, rarity = null, loading = 'lazy', shape = 'card', className }: CardArtProps) {
  return (
    <div className={[styles.art, shape === 'stage' && styles.stage, className].filter(Boolean).join(' ')} data-rarity={rarity ?? undefined}>
      <img className={styles.image} src={src} alt={alt} width={ART_WIDTH} height={ART_HEIGHT} loading={loading} decoding="async" />
    </div>
  );
}

export interface ArtTileProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  src: string;
  /** The art's text; `""` (the default) since the title names it. */
  alt?: string;
  rarity?: Rarity | null;
  shape?: CardArtProps['shape'];
  title: string;
  /** Where the tile leads: its title becomes a link that covers the whole tile. */
  to?: string;
  /** The title's level in the page's outline (h3 inside a section by default). */
  headingLevel?: 2 | 3 | 4;
  /** A label over the art's corner (a period, "Auction"). */
  badge?: ReactNode;
  /** Pinned to the tile's bottom, so tiles of a row line up (a price, a button: these stay clickable). */
  footer?: ReactNode;
  /** On a phone (under 640 px) the art sits beside the text instead of above it: a list of few, wide tiles stays short. */
  rowOnPhone?: boolean;
}

/**
 * A tile of a grid: art on top, the title (a link over the whole tile when `to` is given), lines under it, and a footer
 * at the bottom. Tiles of a grid row are equally tall; the title keeps to two lines.
 */
export function ArtTile({ src, alt = '', rarity = null, shape, title, to, headingLevel = 3, badge, footer, rowOnPhone = false, children, className, ...rest }: ArtTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.tile, rowOnPhone && styles.rowOnPhone, className].filter(Boolean).join(' ')} data-rarity={rarity ?? undefined}>
      <div className={styles.artWrap}>
        <CardArt src={src} alt={alt} rarity={rarity} shape={shape} />
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} title={title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}
