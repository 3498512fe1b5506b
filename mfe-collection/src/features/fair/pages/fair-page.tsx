import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink, FAIR_QUERY, PageFrame, paths, Skeleton, useIsLoggedIn, type FairOutcomeView, type FairPairView } from '@fc/shared';
import { MAX_PAGE_SIZE } from '@fc/shared/contracts';
import { Alert, Card } from '@fc/shared/ui';
import { useFairCurrent, useFairHistory, useFairOutcomes } from '../api/fair-api';
import { CurrentPair } from '../components/current-pair';
import { SchemeExplainer } from '../components/scheme-explainer';
import { SeedHistory } from '../components/seed-history';
import { outcomeId, Verifier } from '../components/verifier';
import { EMPTY_VERIFY_INPUT, type VerifyInput } from '../lib/verify';
import styles from '../components/fair.module.css';

/** The outcome the link names (`paths.fair(outcome)`), when it names one. */
function linkedOutcome(search: URLSearchParams) {
  const pairId = Number(search.get(FAIR_QUERY.pair));
  const nonce = search.get(FAIR_QUERY.nonce);
  if (!Number.isSafeInteger(pairId) || pairId <= 0 || nonce === null) return null;
  return {
    pairId,
    nonce,
    purpose: search.get(FAIR_QUERY.purpose) ?? EMPTY_VERIFY_INPUT.purpose,
    digest: search.get(FAIR_QUERY.digest) ?? '',
    kind: search.get(FAIR_QUERY.kind) ?? '',
    otherDigest: search.get(FAIR_QUERY.other) ?? '',
    side: search.get(FAIR_QUERY.side) ?? '',
  };
}

/** A pack series' lots drawing the link names (`paths.fairLots`): everything comes in the link, verified at once. */
function linkedLots(search: URLSearchParams): VerifyInput | null {
  const serverSeed = search.get(FAIR_QUERY.serverSeed);
  if (search.get(FAIR_QUERY.purpose) !== 'lots' || serverSeed === null) return null;
  return {
    ...EMPTY_VERIFY_INPUT,
    purpose: 'lots',
    serverSeed,
    playerSeed: search.get(FAIR_QUERY.playerSeed) ?? '',
    nonce: search.get(FAIR_QUERY.nonce) ?? '0',
    committedHash: search.get(FAIR_QUERY.hash) ?? '',
    entries: search.get(FAIR_QUERY.entries) ?? '',
  };
}

const NO_PAIRS: FairPairView[] = [];

/** A guest's place of the current pair: what signing in shows here, and the way to it (back to this very page). */
function SignInForSeeds() {
  const { t } = useTranslation('collection');
  const location = useLocation();
  return (
    <Card as="section" title={t('fair.guest.title')} aria-label={t('fair.guest.title')} data-testid="fair-guest">
      <p className={styles.muted}>{t('fair.guest.body')}</p>
      <ButtonLink variant="secondary" to={paths.login(`${location.pathname}${location.search}`)} data-testid="fair-guest-login">
        {t('fair.guest.login')}
      </ButtonLink>
    </Card>
  );
}

/** What the verifier starts with, and a key that starts it afresh when that changes. */
interface VerifierStart {
  key: string;
  picked: string;
  input: VerifyInput;
  pendingPairId: number | null;
  verifyAtOnce: boolean;
}

const fromPair = (pair: FairPairView): Pick<VerifyInput, 'serverSeed' | 'playerSeed' | 'committedHash'> => ({
  serverSeed: pair.serverSeed ?? '',
  playerSeed: pair.playerSeed,
  committedHash: pair.serverSeedHash,
});

/**
 * `/fair`: provably fair. The pair the next action uses (its committed hash, the player seed and a form to change it,
 * the next nonce, Rotate), the verifier (an outcome named by the link, a pair from the history, or anything pasted),
 * the history of pairs, and the scheme explained with a worked example. A guest gets the verifier (a pack series' lots
 * drawing is public, and anything may be pasted) and the explanation, and is offered to sign in for the rest.
 */
export default function FairPage() {
  const { t } = useTranslation('collection');
  const [search] = useSearchParams();
  const outcome = useMemo(() => linkedOutcome(search), [search]);
  const lots = useMemo(() => linkedLots(search), [search]);
  const signedIn = useIsLoggedIn();
  const current = useFairCurrent(signedIn);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useFairHistory({ page: historyPage }, signedIn);
  // The linked outcome's pair is looked up among the newest pairs (a link is followed soon after the outcome).
  const recentPairs = useFairHistory({ page: 1, pageSize: MAX_PAGE_SIZE }, signedIn);
  const outcomes = useFairOutcomes({ page: 1, pageSize: MAX_PAGE_SIZE }, signedIn);
  // A guest has no pairs: a linked outcome is shown with what its link carries.
  const knownPairs = signedIn ? recentPairs.data?.list : NO_PAIRS;
  // What the verifier was last set to from this page: a pair of the history or one of the latest outcomes.
  const [chosen, setChosen] = useState<{ pair: FairPairView; at: number } | { outcome: FairOutcomeView; at: number } | null>(null);
  const verifierRef = useRef<HTMLDivElement>(null);

  const start = useMemo((): VerifierStart | null => {
    if (chosen && 'pair' in chosen) {
      const input = { ...EMPTY_VERIFY_INPUT, ...fromPair(chosen.pair), nonce: '0' };
      return { key: `use-${chosen.pair.pairId}-${chosen.at}`, picked: '', input, pendingPairId: null, verifyAtOnce: false };
    }
    if (chosen) {
      // The latest answer about the picked outcome: its seed shows up there once its pair is rotated.
      const picked = outcomes.data?.list.find((entry) => outcomeId(entry) === outcomeId(chosen.outcome)) ?? chosen.outcome;
      const input: VerifyInput = {
        ...EMPTY_VERIFY_INPUT,
        serverSeed: picked.serverSeed ?? '',
        playerSeed: picked.playerSeed,
        committedHash: picked.serverSeedHash,
        nonce: String(picked.nonce),
        purpose: picked.purpose,
        recordedDigest: picked.digest,
      };
      const revealed = picked.serverSeed !== null;
      return {
        key: `pick-${outcomeId(picked)}-${chosen.at}-${revealed}`,
        picked: outcomeId(picked),
        input,
        pendingPairId: revealed ? null : picked.pairId,
        verifyAtOnce: revealed,
      };
    }
    if (lots) return { key: `lots-${search.toString()}`, picked: '', input: lots, pendingPairId: null, verifyAtOnce: true };
    if (!outcome) return { key: 'blank', picked: '', input: EMPTY_VERIFY_INPUT, pendingPairId: null, verifyAtOnce: false };
    if (!knownPairs) return null;
    const pair = knownPairs.find((entry) => entry.pairId === outcome.pairId);
    const input: VerifyInput = {
      ...EMPTY_VERIFY_INPUT,
      ...(pair ? fromPair(pair) : {}),
      nonce: outcome.nonce,
      purpose: outcome.purpose,
      kind: outcome.kind,
      recordedDigest: outcome.digest,
      otherDigest: outcome.otherDigest,
      side: outcome.side,
    };
    const revealed = Boolean(pair?.serverSeed);
    return {
      key: `link-${outcome.pairId}-${outcome.nonce}-${revealed}`,
      picked: outcomeId(outcome),
      input,
      pendingPairId: pair && !revealed ? pair.pairId : null,
      verifyAtOnce: revealed,
    };
  }, [chosen, lots, search, outcome, knownPairs, outcomes.data]);

  const usePair = (pair: FairPairView) => {
    setChosen({ pair, at: Date.now() });
    verifierRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageFrame title={t('titles.fair')} subtitle={t('fair.subtitle')} busy={signedIn && current.isPending}>
      <div className={styles.layout} data-testid="fair-page">
        {!signedIn ? null : current.isError ? (
          <Alert tone="error">{t('loadFailed')}</Alert>
        ) : current.data ? (
          <CurrentPair current={current.data.current} />
        ) : (
          <Skeleton height="16rem" />
        )}
        <div ref={verifierRef}>
          {start ? (
            <Verifier
              key={start.key}
              initial={start.input}
              pendingPairId={start.pendingPairId}
              verifyAtOnce={start.verifyAtOnce}
              outcomes={outcomes.data?.list ?? []}
              picked={start.picked}
              onPick={(picked) => setChosen({ outcome: picked, at: Date.now() })}
            />
          ) : (
            <Skeleton height="20rem" />
          )}
        </div>
        {!signedIn ? (
          <SignInForSeeds />
        ) : history.data ? (
          <SeedHistory history={history.data} page={historyPage} onPage={setHistoryPage} onUse={usePair} />
        ) : history.isError ? (
          <Alert tone="error">{t('loadFailed')}</Alert>
        ) : (
          <Skeleton height="10rem" />
        )}
        <SchemeExplainer />
      </div>
    </PageFrame>
  );
}
