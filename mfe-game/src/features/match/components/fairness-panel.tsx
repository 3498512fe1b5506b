import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, paths, type PlayedGameMatch } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { MATCH_ENGINE_VERSION } from '@fc/shared/contracts/game';
import { checkReplay, type ReplayCheck } from '../lib/fairness';
import styles from './match.module.css';

type CheckState = { state: 'idle' } | { state: 'running' } | { state: 'done'; check: ReplayCheck } | { state: 'failed' };

function Verdict({ match, check }: { match: PlayedGameMatch; check: ReplayCheck }) {
  const { t } = useTranslation('game');
  const { result } = match;
  if (check.hashMatches && check.resultMatches) {
    return (
      <p className={styles.success} data-testid="replay-verdict">
        {t('match.fairness.reproduces', { home: result.homeGoals, away: result.awayGoals, count: result.events.length })}
      </p>
    );
  }
  const { replayed } = check;
  const scoreDiffers = replayed !== null && (replayed.home !== result.homeGoals || replayed.away !== result.awayGoals);
  return (
    <div className={styles.danger} data-testid="replay-verdict">
      <p>{t('match.fairness.mismatch')}</p>
      <ul>
        {check.hashMatches ? null : (
          <li>{check.computedHash ? t('match.fairness.hashMismatch', { hash: check.computedHash }) : t('match.fairness.badSeed')}</li>
        )}
        {replayed === null ? <li>{t('match.fairness.notReplayed', { version: result.engineVersion })}</li> : null}
        {scoreDiffers ? (
          <li>
            {t('match.fairness.scoreMismatch', {
              home: replayed.home,
              away: replayed.away,
              storedHome: result.homeGoals,
              storedAway: result.awayGoals,
            })}
          </li>
        ) : null}
        {replayed !== null && !scoreDiffers && !check.resultMatches ? <li>{t('match.fairness.eventsMismatch')}</li> : null}
      </ul>
    </div>
  );
}

/** The caller's own draw on /fair: its pair, nonce and digest, and the opponent's digest the seed combines it with. */
function fairLink(match: PlayedGameMatch): string | null {
  const { fair, mySide } = match;
  if (!fair?.mine || mySide === null) return null;
  const digest = mySide === 'home' ? fair.homeDigest : fair.awayDigest;
  if (digest === null) return null;
  const other = mySide === 'home' ? fair.awayDigest : fair.homeDigest;
  return paths.fair({ ...fair.mine, purpose: 'match', digest, other, side: other === null ? null : mySide });
}

/**
 * The seed's hash published before kick-off, the seed, the provably fair draws it is made of, and the check that
 * replays the match in this browser.
 */
export function FairnessPanel({ match }: { match: PlayedGameMatch }) {
  const { t } = useTranslation('game');
  const [run, setRun] = useState<CheckState>({ state: 'idle' });
  const link = fairLink(match);
  const start = () => {
    setRun({ state: 'running' });
    // The engine is synchronous: a macrotask first lets "Checking…" paint before it runs.
    window.setTimeout(() => {
      checkReplay(match).then(
        (check) => setRun({ state: 'done', check }),
        () => setRun({ state: 'failed' }),
      );
    }, 0);
  };

  return (
    <Card as="section" title={t('match.fairness.title')} aria-label={t('match.fairness.title')}>
      <p className={styles.muted}>{t('match.fairness.intro')}</p>
      <dl className={styles.seeds}>
        <dt>{t('match.fairness.seedHash')}</dt>
        <dd>
          <code data-testid="seed-hash">{match.seedHash}</code>
        </dd>
        <dt>{t('match.fairness.seed')}</dt>
        <dd>
          <code data-testid="seed">{match.seed}</code>
        </dd>
        {match.fair?.homeDigest ? (
          <>
            <dt>{t('match.fairness.homeDigest')}</dt>
            <dd>
              <code data-testid="home-digest">{match.fair.homeDigest}</code>
            </dd>
          </>
        ) : null}
        {match.fair?.awayDigest ? (
          <>
            <dt>{t('match.fairness.awayDigest')}</dt>
            <dd>
              <code data-testid="away-digest">{match.fair.awayDigest}</code>
            </dd>
          </>
        ) : null}
        <dt>{t('match.fairness.engine')}</dt>
        <dd>{match.result.engineVersion}</dd>
      </dl>
      {match.fair ? (
        <p className={styles.muted}>{t(match.fair.homeDigest && match.fair.awayDigest ? 'match.fairness.seedOfTwo' : 'match.fairness.seedOfOne')}</p>
      ) : null}
      {link ? (
        <p>
          <Link to={link} data-testid="fair-link">
            {t('match.fairness.verifyLink')}
          </Link>
        </p>
      ) : null}
      {match.result.engineVersion === MATCH_ENGINE_VERSION ? null : (
        <p className={styles.warning}>{t('match.fairness.versionNote', { version: match.result.engineVersion, current: MATCH_ENGINE_VERSION })}</p>
      )}
      <Button onClick={start} loading={run.state === 'running'} disabled={run.state === 'running'}>
        {t('match.fairness.check')}
      </Button>
      <div role="status" className={styles.status} data-testid="replay-status">
        {run.state === 'running' ? <p>{t('match.fairness.checking')}</p> : null}
        {run.state === 'done' ? <Verdict match={match} check={run.check} /> : null}
        {run.state === 'failed' ? <p className={styles.danger}>{t('match.fairness.failed')}</p> : null}
      </div>
    </Card>
  );
}
