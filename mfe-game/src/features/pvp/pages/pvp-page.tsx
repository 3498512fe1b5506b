import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  errorMessage,
  formatDuration,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  useIsLoggedIn,
  useSecondsLeft,
  type PvpChallenge,
  type ServerClock,
} from '@fc/shared';
import { Alert, Card, EmptyState, TextField } from '@fc/shared/ui';
import { CLUB_SEARCH_MAX_LENGTH, MATCH_ENERGY_COST, PVP_OPEN_CHALLENGES, PVP_REWARD, PVP_REWARDED_PER_DAY } from '@fc/shared/contracts/game';
import { useLiveEvent } from '@fc/shared/live';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useCancelChallenge, useChallenge, useClubSearch, usePvp, useRespond } from '../api/pvp';
import styles from '../components/pvp.module.css';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The challenge form: a club's exact name, with suggestions as it is typed; `?club=` (from the ranking) fills it. */
function ChallengeForm() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const [club, setClub] = useState(params.get('club') ?? '');
  const query = useDebounced(club.trim());
  const clubs = useClubSearch(query);
  const challenge = useChallenge();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = club.trim();
    if (!name) return;
    setSentTo(null);
    challenge.mutate({ club: name }, { onSuccess: () => setSentTo(name) });
  };
  const suggestions = (clubs.data?.list ?? []).filter((row) => row.club !== club.trim());

  return (
    <Card as="section" title={t('pvp.challengeTitle')} aria-label={t('pvp.challengeTitle')}>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('pvp.clubLabel')}
          value={club}
          maxLength={CLUB_SEARCH_MAX_LENGTH}
          onChange={(event) => setClub(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" loading={challenge.isPending} disabled={club.trim() === ''}>
          {t('pvp.send')}
        </Button>
      </form>
      {suggestions.length > 0 ? (
        <ul className={styles.suggestions} aria-label={t('pvp.suggestions')}>
          {suggestions.map((row) => (
            <li key={row.club}>
              <Button variant="secondary" size="sm" onClick={() => setClub(row.club)}>
                {row.teamRating === null ? row.club : t('pvp.suggestion', { club: row.club, rating: row.teamRating })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status">{sentTo ? t('pvp.sent', { club: sentTo }) : null}</div>
      {challenge.error ? <Alert tone="error">{errorMessage(t, challenge.error)}</Alert> : null}
    </Card>
  );
}

function ExpiresIn({ challenge, clock }: { challenge: PvpChallenge; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const left = useSecondsLeft(challenge.expiresAt, clock);
  return (
    <span className={styles.muted} role="timer">
      {t('pvp.expiresIn', { time: formatDuration(left) })}
    </span>
  );
}

function Incoming({ list, clock }: { list: PvpChallenge[]; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const respond = useRespond();
  const busy = respond.isPending ? respond.variables?.challengeId : undefined;
  return (
    <Card as="section" title={t('pvp.incoming')} aria-label={t('pvp.incoming')}>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('pvp.noIncoming')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((c) => (
            <li key={c.challengeId} className={styles.challenge} data-testid="incoming-challenge">
              <span>
                <span className={styles.club}>{c.from}</span> <ExpiresIn challenge={c} clock={clock} />
              </span>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  loading={busy === c.challengeId && respond.variables?.accept === true}
                  disabled={busy !== undefined}
                  aria-label={t('pvp.acceptFrom', { club: c.from })}
                  onClick={() =>
                    respond.mutate(
                      { challengeId: c.challengeId, accept: true },
                      { onSuccess: ({ matchId }) => matchId && void navigate(paths.gameMatch(matchId)) },
                    )
                  }
                >
                  {t('pvp.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy !== undefined}
                  aria-label={t('pvp.declineFrom', { club: c.from })}
                  onClick={() => respond.mutate({ challengeId: c.challengeId, accept: false })}
                >
                  {t('pvp.decline')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {respond.error ? <Alert tone="error">{errorMessage(t, respond.error)}</Alert> : null}
    </Card>
  );
}

function Outgoing({ list, clock }: { list: PvpChallenge[]; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const cancel = useCancelChallenge();
  return (
    <Card as="section" title={t('pvp.outgoing')} aria-label={t('pvp.outgoing')}>
      <p className={styles.muted}>{t('pvp.openLimit', { open: list.length, max: PVP_OPEN_CHALLENGES })}</p>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('pvp.noOutgoing')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((c) => (
            <li key={c.challengeId} className={styles.challenge} data-testid="outgoing-challenge">
              <span>
                <span className={styles.club}>{c.to}</span> <ExpiresIn challenge={c} clock={clock} />
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={cancel.isPending && cancel.variables?.challengeId === c.challengeId}
                aria-label={t('pvp.cancelTo', { club: c.to })}
                onClick={() => cancel.mutate({ challengeId: c.challengeId })}
              >
                {t('pvp.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cancel.error ? <Alert tone="error">{errorMessage(t, cancel.error)}</Alert> : null}
    </Card>
  );
}

function Recent({ list }: { list: PvpChallenge[] }) {
  const { t } = useTranslation('game');
  if (list.length === 0) return null;
  return (
    <Card as="section" title={t('pvp.recent')} aria-label={t('pvp.recent')}>
      <ul className={styles.list}>
        {list.map((c) => (
          <li key={c.challengeId} className={styles.challenge} data-testid="recent-challenge" data-state={c.state}>
            <span>{c.sent ? t('pvp.sentTo', { club: c.to }) : t('pvp.receivedFrom', { club: c.from })}</span>
            <span>
              {t(`pvp.states.${c.state}`)}
              {c.matchId ? (
                <>
                  {' '}
                  <Link to={paths.gameMatch(c.matchId)}>{t('pvp.report')}</Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ManagerPvp() {
  const { t } = useTranslation('game');
  const pvp = usePvp(true);
  useLiveEvent('challenge', () => void pvp.refetch());
  if (pvp.isPending) return <Skeleton height={240} />;
  if (pvp.error && !pvp.data) {
    return (
      <EmptyState
        title={t('pvp.loadFailed')}
        description={errorMessage(t, pvp.error)}
        action={<Button onClick={() => void pvp.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const clock = { now: pvp.data.now, answeredAt: pvp.dataUpdatedAt };
  return (
    <>
      <ChallengeForm />
      <div className={styles.columns}>
        <Incoming list={pvp.data.incoming} clock={clock} />
        <Outgoing list={pvp.data.outgoing} clock={clock} />
      </div>
      <Recent list={pvp.data.recent} />
    </>
  );
}

/** PVP: challenge another manager's club directly; the challenged manager accepts (the match is played) or declines. */
export default function PvpPage() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const signedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('titles.pvp')} subtitle={t('pvp.subtitle')}>
      <Card as="section" title={t('pvp.rulesTitle')} aria-label={t('pvp.rulesTitle')}>
        <ul className={styles.rules}>
          <li>{t('pvp.rules.how')}</li>
          <li>{t('pvp.rules.cost', { energy: MATCH_ENERGY_COST })}</li>
          <li>
            {t('pvp.rules.rewards', { win: money('TMT', PVP_REWARD.win), draw: money('TMT', PVP_REWARD.draw), perDay: PVP_REWARDED_PER_DAY })}{' '}
            <Link to={paths.pvpRewards()}>{t('pvp.rewardsLink')}</Link>
          </li>
          <li>{t('pvp.rules.limits', { open: PVP_OPEN_CHALLENGES })}</li>
        </ul>
        <p className={styles.after}>
          <Link to={paths.gameRanking()}>{t('pvp.findInRanking')}</Link>
        </p>
      </Card>
      {signedIn ? <ManagerPvp /> : <GuestPrompt title={t('pvp.guestTitle')} />}
    </PageFrame>
  );
}
