import { useEffect, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  errorKey,
  errorMessage,
  paths,
  Select,
  TextField,
  useToast,
  type GameGroupSaveRequest,
  type SquadCard,
  type Tactics,
} from '@fc/shared';
import {
  FORMATION_SLOTS,
  FORMATIONS,
  GROUP_NAME_MAX_LENGTH,
  MAX_SUBSTITUTES,
  MENTALITIES,
  MIN_OWN_CARDS,
  PRESSINGS,
  TEMPOS,
  type Formation,
} from '@fc/shared/contracts/game';
import { useSaveGroup } from '../api/save-group';
import { autoPick, isOutOfPosition, isUsable, lineupIssues, moveCard, SAVE_BLOCKING, spotOf, teamRating, type Lineup, type Spot } from '../lib/lineup';
import styles from './lineup-editor.module.css';

export interface EditorDraft extends Lineup {
  name: string;
  tactics: Tactics;
  active: boolean;
}

const LINES = ['all', 'GK', 'DF', 'MF', 'FW'] as const;
type LineFilter = (typeof LINES)[number];
const DRAG_TYPE = 'text/plain';

function playerName(card: SquadCard | undefined): string {
  return card?.card.player?.name ?? card?.card.tokenId ?? '';
}

/** The lineup editor: name, formation, tactics, the pitch and bench filled by drag and drop or by keyboard, the rules. */
export function LineupEditor({ groupId, initial, squad }: { groupId: string | null; initial: EditorDraft; squad: SquadCard[] }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveGroup();
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [filter, setFilter] = useState<LineFilter>('all');
  const [held, setHeld] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const byToken = useMemo(() => new Map(squad.map((card) => [card.card.tokenId, card])), [squad]);
  const slots = FORMATION_SLOTS[draft.formation];
  const issues = lineupIssues(draft, byToken, groupId);
  const trimmedName = draft.name.trim();
  const nameError = trimmedName === '' ? t('lineup.nameRequired') : trimmedName.length > GROUP_NAME_MAX_LENGTH ? t('lineup.nameTooLong', { max: GROUP_NAME_MAX_LENGTH }) : null;
  const blocked = nameError !== null || issues.some((issue) => SAVE_BLOCKING.includes(issue.problem));
  const inLineup = new Set([...draft.starters.filter((id): id is string => id !== null), ...draft.substitutes]);
  const outside = squad.filter((card) => !inLineup.has(card.card.tokenId) && (filter === 'all' || card.card.player?.position === filter));

  const placeName = (spot: Spot): string =>
    spot.kind === 'slot'
      ? t('lineup.slotLabel', { n: spot.index + 1, role: slots[spot.index]?.role ?? '', player: '' }).replace(/:\s*$/, '')
      : spot.kind === 'bench'
        ? t('lineup.announce.benchPlace')
        : t('lineup.announce.squad');

  const move = (tokenId: string, to: Spot) => {
    setDraft((current) => ({ ...current, ...moveCard(current, tokenId, to) }));
    setAnnouncement(t('lineup.announce.dropped', { name: playerName(byToken.get(tokenId)), place: placeName(to) }));
  };

  /** A click, Enter or Space on a place: picks up the card standing there, or drops the card held. */
  const press = (spot: Spot, occupant: string | null) => {
    if (held !== null) {
      if (held !== occupant) move(held, spot);
      else setAnnouncement(t('lineup.announce.cancelled', { name: playerName(byToken.get(held)) }));
      setHeld(null);
      return;
    }
    if (occupant !== null) {
      setHeld(occupant);
      setAnnouncement(t('lineup.announce.picked', { name: playerName(byToken.get(occupant)) }));
    }
  };

  /** A squad card: picks it up, or takes a held lineup card back to the squad (another squad card is picked instead). */
  const pressSquadCard = (tokenId: string) => {
    if (held !== null && held !== tokenId && spotOf(draft, held).kind === 'squad') {
      setHeld(null);
      press({ kind: 'squad' }, tokenId);
      return;
    }
    press({ kind: 'squad' }, held === null ? tokenId : held === tokenId ? tokenId : null);
  };

  useEffect(() => {
    if (held === null) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setAnnouncement(t('lineup.announce.cancelled', { name: playerName(byToken.get(held)) }));
      setHeld(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [held, byToken, t]);

  const dragProps = (tokenId: string | null) =>
    tokenId === null
      ? {}
      : {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer?.setData(DRAG_TYPE, tokenId);
            setDragged(tokenId);
          },
          onDragEnd: () => setDragged(null),
        };
  const dropProps = (spot: Spot) => ({
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const tokenId = dragged ?? event.dataTransfer?.getData(DRAG_TYPE) ?? '';
      if (tokenId && byToken.has(tokenId)) move(tokenId, spot);
      setDragged(null);
    },
  });
  // Enter and Space on a button already click it; Escape is handled for the whole editor.
  const stopEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && held !== null) event.preventDefault();
  };

  const onAutoPick = () => {
    const picked = autoPick(draft.formation, squad, groupId);
    setDraft((current) => ({ ...current, ...picked }));
    setHeld(null);
    setAnnouncement(t('lineup.autoPicked', { count: picked.starters.filter((id) => id !== null).length }));
  };

  const submit = (stay: boolean) => {
    const body: GameGroupSaveRequest = {
      ...(groupId === null ? {} : { groupId }),
      name: trimmedName,
      formation: draft.formation,
      tactics: draft.tactics,
      starters: draft.starters,
      substitutes: draft.substitutes,
      active: draft.active,
    };
    save.mutate(body, {
      onSuccess: ({ group }) => {
        toast.success(t('lineup.saved'));
        if (!stay) void navigate(paths.gameHome());
        else if (groupId === null) void navigate(paths.editGroup(group.groupId), { replace: true });
      },
    });
  };

  const tacticSelect = <K extends keyof Tactics>(key: K, values: readonly Tactics[K][]) => (
    <Select
      label={t(`lineup.tactics.${key}`)}
      value={draft.tactics[key]}
      hint={t(`lineup.tactics.explain.${draft.tactics[key]}`)}
      options={values.map((value) => ({ value, label: t(`lineup.tactics.value.${value}`) }))}
      onChange={(event) => setDraft((current) => ({ ...current, tactics: { ...current.tactics, [key]: event.target.value as Tactics[K] } }))}
    />
  );

  const cardFacts = (card: SquadCard) => (
    <>
      <span className={styles.cardName}>{playerName(card)}</span>
      <span className={styles.facts}>
        {card.card.player?.preferredPosition} · {t('lineup.rating', { rating: card.card.fp?.rating ?? 0 })}
      </span>
    </>
  );

  return (
    <div className={styles.editor} onKeyDown={stopEscape}>
      <p className={styles.srOnly} aria-live="assertive" data-testid="lineup-announcer">
        {announcement}
      </p>
      <Card as="section" aria-label={t('lineup.name')}>
        <div className={styles.settings}>
          <TextField
            label={t('lineup.name')}
            value={draft.name}
            maxLength={GROUP_NAME_MAX_LENGTH}
            error={nameError ?? undefined}
            onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
          />
          <Select
            label={t('lineup.formation')}
            value={draft.formation}
            options={FORMATIONS.map((formation) => ({ value: formation, label: formation }))}
            onChange={(event) => setDraft((current) => ({ ...current, formation: event.target.value as Formation }))}
          />
          {tacticSelect('mentality', MENTALITIES)}
          {tacticSelect('pressing', PRESSINGS)}
          {tacticSelect('tempo', TEMPOS)}
          <Checkbox
            label={t('lineup.active')}
            checked={draft.active}
            onChange={(event) => setDraft((current) => ({ ...current, active: event.target.checked }))}
          />
        </div>
      </Card>

      <div className={styles.toolbar}>
        <p className={styles.rating} data-testid="team-rating" title={t('lineup.teamRatingHint')}>
          {t('lineup.teamRating', { rating: teamRating(draft, byToken) })}
        </p>
        <Button variant="secondary" onClick={onAutoPick}>
          {t('lineup.autoPick')}
        </Button>
        <Button onClick={() => submit(false)} disabled={blocked} loading={save.isPending}>
          {t('lineup.save')}
        </Button>
        <Button variant="secondary" onClick={() => submit(true)} disabled={blocked}>
          {t('lineup.saveAndStay')}
        </Button>
        <ButtonLink variant="ghost" to={paths.gameHome()}>
          {t('lineup.cancel')}
        </ButtonLink>
      </div>
      {save.error ? <Alert tone="error">{errorMessage(t, save.error)}</Alert> : null}
      {issues.length > 0 ? (
        <Alert tone="warning" title={t('lineup.problemsTitle')} data-testid="lineup-issues">
          <ul className={styles.issues}>
            {issues.map((issue) => (
              <li key={issue.problem} data-problem={issue.problem}>
                {t(`lineup.problems.${issue.problem}`, { min: MIN_OWN_CARDS, max: MAX_SUBSTITUTES })}
                {issue.tokenIds.length > 0
                  ? ` ${t('lineup.problemCards', { names: [...new Set(issue.tokenIds)].map((id) => playerName(byToken.get(id))).join(', ') })}`
                  : ''}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <p className={styles.hint}>{t('lineup.dragHint')}</p>

      <div className={styles.board}>
        <section aria-label={t('lineup.pitch')} className={styles.pitch} data-formation={draft.formation}>
          {slots.map((slot, index) => {
            const tokenId = draft.starters[index] ?? null;
            const card = tokenId === null ? undefined : byToken.get(tokenId);
            const spot: Spot = { kind: 'slot', index };
            return (
              <button
                key={index}
                type="button"
                className={[styles.slot, held !== null && styles.target, tokenId !== null && held === tokenId && styles.held].filter(Boolean).join(' ')}
                style={{ left: `${slot.x}%`, top: `${100 - slot.y}%` }}
                aria-label={t('lineup.slotLabel', { n: index + 1, role: slot.role, player: card ? playerName(card) : t('lineup.systemCard') })}
                aria-pressed={tokenId !== null && held === tokenId}
                data-testid="pitch-slot"
                onClick={() => press(spot, tokenId)}
                {...dragProps(tokenId)}
                {...dropProps(spot)}
              >
                <span className={styles.role}>{slot.role}</span>
                {card ? cardFacts(card) : <span className={styles.system}>{t('lineup.systemCardShort')}</span>}
                {card && isOutOfPosition(card, slot.role) ? <span className={styles.outOfPosition}>{t('lineup.outOfPosition')}</span> : null}
              </button>
            );
          })}
        </section>

        <section aria-label={t('lineup.bench', { count: draft.substitutes.length, max: MAX_SUBSTITUTES })} className={styles.bench}>
          <h2 className={styles.heading}>{t('lineup.bench', { count: draft.substitutes.length, max: MAX_SUBSTITUTES })}</h2>
          {draft.substitutes.map((tokenId, index) => {
            const card = byToken.get(tokenId);
            const spot: Spot = { kind: 'bench', index };
            return (
              <button
                key={tokenId}
                type="button"
                className={[styles.benchPlace, held === tokenId && styles.held].filter(Boolean).join(' ')}
                aria-label={t('lineup.benchLabel', { n: index + 1, player: playerName(card) })}
                aria-pressed={held === tokenId}
                data-testid="bench-place"
                onClick={() => press(spot, tokenId)}
                {...dragProps(tokenId)}
                {...dropProps(spot)}
              >
                {card ? cardFacts(card) : tokenId}
              </button>
            );
          })}
          {draft.substitutes.length < MAX_SUBSTITUTES ? (
            <button
              type="button"
              className={[styles.benchPlace, styles.empty, held !== null && styles.target].filter(Boolean).join(' ')}
              onClick={() => press({ kind: 'bench', index: draft.substitutes.length }, null)}
              {...dropProps({ kind: 'bench', index: draft.substitutes.length })}
            >
              {t('lineup.emptyBench')}
            </button>
          ) : null}
        </section>

        <section aria-label={t('lineup.squad')} className={styles.squad} {...dropProps({ kind: 'squad' })}>
          <h2 className={styles.heading}>{t('lineup.squad')}</h2>
          <Select
            label={t('lineup.filter')}
            value={filter}
            options={LINES.map((line) => ({ value: line, label: t(`lineup.line.${line}`) }))}
            onChange={(event) => setFilter(event.target.value as LineFilter)}
          />
          {held !== null && spotOf(draft, held).kind !== 'squad' ? (
            <Button variant="secondary" size="sm" onClick={() => press({ kind: 'squad' }, null)}>
              {t('lineup.toSquad')}
            </Button>
          ) : null}
          {squad.length === 0 ? <p>{t('lineup.noCards')}</p> : outside.length === 0 ? <p>{t('lineup.squadEmpty')}</p> : null}
          <ul className={styles.squadList}>
            {outside.map((card) => {
              const tokenId = card.card.tokenId;
              const usable = isUsable(card, groupId);
              return (
                <li key={tokenId}>
                  <button
                    type="button"
                    className={[styles.squadCard, held === tokenId && styles.held, !usable && styles.unusable].filter(Boolean).join(' ')}
                    aria-label={t('lineup.squadCardLabel', { name: playerName(card), position: card.card.player?.preferredPosition ?? '', rating: card.card.fp?.rating ?? 0 })}
                    aria-pressed={held === tokenId}
                    data-testid="squad-card"
                    data-token-id={tokenId}
                    onClick={() => pressSquadCard(tokenId)}
                    {...dragProps(tokenId)}
                  >
                    {cardFacts(card)}
                    <span className={styles.facts}>
                      {t('lineup.stamina', { stamina: card.card.fp?.stamina ?? 0 })} · {t('lineup.matchCost', { cost: card.matchCost })}
                    </span>
                    <span className={usable ? styles.facts : styles.why}>
                      {usable
                        ? t('lineup.available')
                        : t('lineup.unavailable', { reason: card.refusal === null ? t('errors:UNKNOWN') : t(`errors:${errorKey(card.refusal)}`) })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
