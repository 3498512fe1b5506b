import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, paths, type CardSummary, type FairDrawView } from '@fc/shared';
import { cardBackUrl, holdingArtUrl } from '@fc/shared/contracts/resources';
import { CardTile, useHoldingName } from '../../../components/card-tile';
import { currentCard, nextAction, REVEAL_START, revealEmphasis, revealReducer, type RevealStage, type RevealState } from '../lib/reveal';
import styles from './pack-reveal.module.css';

/** How long the pack's art holds the stage once the server answered, unless tapped sooner (none under reduced motion). */
export const PACK_MOMENT_MS = 1200;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The art's own size (tools/art: 240 × 320). */
const ART = { width: 240, height: 320 };
const rarityColour = (card: CardSummary | null): CSSProperties | undefined =>
  card?.rarity ? ({ '--rarity': `var(--fc-rarity-${card.rarity})` } as CSSProperties) : undefined;

export interface PackRevealProps {
  /** The pack or box being opened. */
  holding: CardSummary;
  /** What it held, once the server answered (/card/open); null while it is asked. */
  cards: CardSummary[] | null;
  /** The opening's provably fair draw (/card/open's `fair`): the summary links to /fair to verify it. */
  fair?: FairDrawView | null;
  /** The other unopened holdings like it: "Open another" opens the first. */
  others: CardSummary[];
  onOpenAnother: (card: CardSummary) => void;
  /** Told each stage as it comes (the dialog's title follows it). */
  onStage?: (stage: RevealStage) => void;
}

/**
 * The moment of opening: the pack's art while the server answers, then its cards face down, turned one at a time
 * (the card itself, Enter or Space on it, or "Next"), rarest last, a rare card glowing in its colour; "Reveal all" at
 * any time; then every card pulled, each linking to its page. Each turned card is announced politely.
 */
export function PackReveal({ holding, cards, fair = null, others, onOpenAnother, onStage }: PackRevealProps) {
  const { t } = useTranslation('collection');
  const holdingName = useHoldingName();
  const [state, dispatch] = useReducer(revealReducer, REVEAL_START);
  const nextButton = useRef<HTMLButtonElement>(null);
  const arrived = state.cards.length > 0;

  useEffect(() => {
    if (cards) dispatch({ type: 'arrived', cards });
  }, [cards]);

  useEffect(() => {
    if (!arrived || state.stage !== 'pack') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'next' }), prefersReducedMotion() ? 0 : PACK_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [arrived, state.stage]);

  // The focus follows the stage: onto "Next" when the cards are laid out (the summary takes it itself).
  const onStageRef = useRef(onStage);
  useEffect(() => {
    onStageRef.current = onStage;
  });
  useEffect(() => {
    if (state.stage === 'cards') nextButton.current?.focus();
    onStageRef.current?.(state.stage);
  }, [state.stage]);

  const total = state.cards.length;
  const current = currentCard(state);
  const next = () => dispatch({ type: 'next' });
  const skip = () => dispatch({ type: 'skip' });

  return (
    <div className={styles.reveal} data-stage={state.stage}>
      <p className={styles.srOnly} aria-live="polite" data-testid="reveal-announcer">
        {announcement(state, t, holdingName, holding)}
      </p>
      {state.stage === 'pack' ? (
        <PackStage holding={holding} name={holdingName(holding)} ready={arrived} total={total} onOpen={next} onSkip={skip} />
      ) : state.stage === 'cards' ? (
        <div className={styles.stage}>
          {/* The card itself turns on a tap; keyboard and screen readers use "Next card" below, which has the focus. */}
          <button type="button" className={styles.stageCard} onClick={next} tabIndex={-1} aria-hidden="true" data-testid="reveal-stage">
            {current ? (
              <span
                key={state.revealed}
                className={styles.flipper}
                data-emphasis={revealEmphasis(current.rarity)}
                style={rarityColour(current)}
                data-testid="revealed-card"
                data-token-id={current.tokenId}
                data-rarity={current.rarity ?? undefined}
              >
                <img className={styles.front} src={holdingArtUrl(current)} alt="" width={ART.width} height={ART.height} />
                <img className={styles.back} src={cardBackUrl()} alt="" width={ART.width} height={ART.height} />
              </span>
            ) : (
              <span className={[styles.flipper, styles.waiting].join(' ')}>
                <img className={styles.front} src={cardBackUrl()} alt="" width={ART.width} height={ART.height} />
              </span>
            )}
          </button>
          <div className={styles.caption} style={rarityColour(current)}>
            {current ? (
              <>
                <p className={styles.cardName}>{holdingName(current)}</p>
                {current.rarity ? <p className={styles.rarity}>{t(`rarity.${current.rarity}`)}</p> : null}
              </>
            ) : (
              <p className={styles.hint}>{t('reveal.tapToReveal')}</p>
            )}
          </div>
          {total > 1 ? (
            <ol className={styles.strip} aria-label={t('reveal.progress', { n: state.revealed, total })}>
              {state.cards.map((card, index) => {
                const faceUp = index < state.revealed;
                return (
                  <li
                    key={card.tokenId}
                    className={[styles.thumb, faceUp && styles.faceUp, index === state.revealed - 1 && styles.shown].filter(Boolean).join(' ')}
                    style={faceUp ? rarityColour(card) : undefined}
                  >
                    <img src={faceUp ? holdingArtUrl(card) : cardBackUrl()} alt={faceUp ? holdingName(card) : t('reveal.faceDown', { n: index + 1 })} width={48} height={64} />
                  </li>
                );
              })}
            </ol>
          ) : null}
          <div className={styles.actions}>
            <Button ref={nextButton} size="lg" onClick={next} data-testid="reveal-next">
              {nextAction(state) === 'summary' ? t('reveal.seeAll') : t('reveal.next', { count: total })}
            </Button>
            {nextAction(state) === 'reveal' && total > 1 ? (
              <Button variant="ghost" size="lg" onClick={skip}>
                {t('reveal.skip')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <Summary cards={state.cards} verifyAt={fair ? paths.fair({ ...fair, kind: holding.family === 'pack' ? holding.kind : null }) : null} others={others} onOpenAnother={onOpenAnother} />
      )}
    </div>
  );
}

function PackStage({ holding, name, ready, total, onOpen, onSkip }: { holding: CardSummary; name: string; ready: boolean; total: number; onOpen: () => void; onSkip: () => void }) {
  const { t } = useTranslation('collection');
  const pack = useRef<HTMLButtonElement>(null);
  // "Open another" left the summary: the focus comes here rather than falling to the page.
  useEffect(() => pack.current?.focus(), []);
  return (
    <div className={styles.stage}>
      <button
        ref={pack}
        type="button"
        className={[styles.pack, ready ? styles.packReady : ''].join(' ')}
        onClick={() => ready && onOpen()}
        aria-disabled={!ready}
        aria-label={ready ? t('reveal.openNow', { name }) : t('reveal.opening', { name })}
        data-testid="reveal-pack"
      >
        <img src={holdingArtUrl(holding)} alt="" width={ART.width} height={ART.height} />
      </button>
      <p className={styles.hint}>{ready ? t('reveal.inside', { count: total }) : t('reveal.waiting')}</p>
      <div className={styles.actions}>
        <Button variant="ghost" size="lg" onClick={onSkip} disabled={!ready}>
          {t('reveal.skip')}
        </Button>
      </div>
    </div>
  );
}

function Summary({
  cards,
  verifyAt,
  others,
  onOpenAnother,
}: {
  cards: CardSummary[];
  /** Where this opening is verified (/fair for its pair and nonce). */
  verifyAt: string | null;
  others: CardSummary[];
  onOpenAnother: (card: CardSummary) => void;
}) {
  const { t } = useTranslation('collection');
  const openAnother = useRef<HTMLButtonElement>(null);
  const toCollection = useRef<HTMLAnchorElement>(null);
  const another = others[0];
  const collection = cards[0]?.family === 'fp' ? paths.collection('fpcards') : paths.collection('cards');
  useEffect(() => {
    (openAnother.current ?? toCollection.current)?.focus();
  }, []);
  return (
    <>
      <div className={styles.summary} data-testid="reveal">
        {cards.map((card) => (
          <CardTile key={card.tokenId} card={card} />
        ))}
      </div>
      <div className={styles.summaryActions}>
        {another ? (
          <Button ref={openAnother} size="lg" onClick={() => onOpenAnother(another)} data-testid="open-another">
            {t('reveal.openAnother', { count: others.length })}
          </Button>
        ) : null}
        <ButtonLink ref={toCollection} variant={another ? 'secondary' : 'primary'} size="lg" to={collection}>
          {t('seeCollection')}
        </ButtonLink>
        {verifyAt ? (
          <ButtonLink variant="ghost" size="lg" to={verifyAt} data-testid="verify-opening">
            {t('fair.verifyOpening')}
          </ButtonLink>
        ) : null}
      </div>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** What the live region says at each step (the pack, the cards laid out, each card turned, the summary). */
function announcement(state: RevealState, t: Translate, nameOf: (card: CardSummary) => string, holding: CardSummary): string {
  const total = state.cards.length;
  const packName = nameOf(holding);
  if (state.stage === 'pack') return total === 0 ? t('reveal.opening', { name: packName }) : t('reveal.inside', { count: total });
  if (state.stage === 'summary') return t('reveal.announce.done', { count: total });
  const card = currentCard(state);
  if (!card) return t('reveal.announce.ready', { count: total });
  const name = nameOf(card);
  return card.rarity
    ? t('reveal.announce.card', { n: state.revealed, total, name, rarity: t(`rarity.${card.rarity}`) })
    : t('reveal.announce.cardNoRarity', { n: state.revealed, total, name });
}
