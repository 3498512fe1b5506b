import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  paths,
  useToast,
  type GameGroupSaveRequest,
  type ServerClock,
  type SquadCard,
  type Tactics,
} from '@fc/shared';
import { Alert, Card, Checkbox, Select, TextField } from '@fc/shared/ui';
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
import {
  autoPick,
  isGone,
  isOutOfPosition,
  isUsable,
  lineupChecklist,
  lineupIssues,
  moveCard,
  ownStarters,
  saveBlock,
  spotOf,
  teamRating,
  type AutoPickResult,
  type Lineup,
  type Spot,
} from '../lib/lineup';
import { CardStatus, useBlockText } from './card-status';
import { LineupChecklist } from './lineup-checklist';
import { SlotChooser } from './slot-chooser';
import styles from './lineup-editor.module.css';

export interface EditorDraft extends Lineup {
  name: string;
  tactics: Tactics;
  active: boolean;
}

const LINES = ['all', 'GK', 'DF', 'MF', 'FW'] as const;
type LineFilter = (typeof LINES)[number];
const DRAG_TYPE = 'text/plain';
/** Where a slot's centre may sit (percent of the pitch), so a slot at the touchline or the goal line stays whole. */
const SLOT_X = { min: 11, max: 89 };
const SLOT_TOP = { min: 9, max: 91 };
/** The depth of the formations' slots (FORMATION_SLOTS' y, goalkeeper to striker), spread over the whole pitch. */
const DEPTH = { min: 5, max: 82 };
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));
const slotTop = (y: number) => clamp(SLOT_TOP.max - ((y - DEPTH.min) * (SLOT_TOP.max - SLOT_TOP.min)) / (DEPTH.max - DEPTH.min), SLOT_TOP);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The name a slot on the pitch has room for: the last word, as on a shirt. */
function surname(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

function playerName(card: SquadCard | undefined, fallback = ''): string {
  return card?.card.player?.name ?? card?.card.tokenId ?? fallback;
}

interface LineupEditorProps {
  groupId: string | null;
  initial: EditorDraft;
  squad: SquadCard[];
  /** The server's clock of the squad's answer: the busy cards' countdowns run on it. */
  clock: ServerClock;
  /** A saved lineup that cannot play as it is (the server's problems): the alert shows from the start. */
  cannotPlay?: boolean;
}

/**
 * The lineup editor: name, formation, tactics; the pitch and bench filled by drag and drop, by tap (a card, then a
 * place; or an empty slot, then a card from the chooser) or by keyboard; a checklist of the rules that fills in as
 * cards are placed; Save and Save and keep editing under one rule, with its reason while they cannot save.
 */
export function LineupEditor({ groupId, initial, squad, clock, cannotPlay = false }: LineupEditorProps) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveGroup();
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [filter, setFilter] = useState<LineFilter>('all');
  const [held, setHeld] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refused, setRefused] = useState(false);
  const [report, setReport] = useState<AutoPickResult | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [saving, setSaving] = useState<'leave' | 'stay'>('leave');
  const pitchRef = useRef<HTMLElement>(null);
  const saveReasonId = useId();
  const blockText = useBlockText(clock);
  const byToken = useMemo(() => new Map(squad.map((card) => [card.card.tokenId, card])), [squad]);
  const slots = FORMATION_SLOTS[draft.formation];
  const issues = lineupIssues(draft, byToken, groupId);
  const checklist = lineupChecklist(draft, byToken, groupId);
  const trimmedName = draft.name.trim();
  const nameError = trimmedName === '' ? t('lineup.nameRequired') : trimmedName.length > GROUP_NAME_MAX_LENGTH ? t('lineup.nameTooLong', { max: GROUP_NAME_MAX_LENGTH }) : null;
  const blocker = saveBlock(draft.name, issues);
  const inLineup = new Set([...draft.starters.filter((id): id is string => id !== null), ...draft.substitutes]);
  const outside = squad.filter((card) => !inLineup.has(card.card.tokenId) && !isGone(card));
  // Cards free to play first, the busy ones after them (each group in the squad's order).
  const shown = outside
    .filter((card) => filter === 'all' || card.card.player?.position === filter)
    .sort((a, b) => Number(!isUsable(a, groupId)) - Number(!isUsable(b, groupId)));
  const nameOf = (tokenId: string) => playerName(byToken.get(tokenId), t('lineup.goneCard'));
  const showProblems = (refused || cannotPlay) && issues.length > 0;

  const placeName = (spot: Spot): string =>
    spot.kind === 'slot'
      ? t('lineup.slotLabel', { n: spot.index + 1, role: slots[spot.index]?.role ?? '', player: '' }).replace(/:\s*$/, '')
      : spot.kind === 'bench'
        ? t('lineup.announce.benchPlace')
        : t('lineup.announce.squad');

  const move = (tokenId: string, to: Spot) => {
    setDraft((current) => ({ ...current, ...moveCard(current, tokenId, to) }));
    setAnnouncement(t('lineup.announce.dropped', { name: nameOf(tokenId), place: placeName(to) }));
  };

  /**
   * A click, tap, Enter or Space on a place: drops the card held there, or picks up the card standing there; an empty
   * slot with nothing held opens the chooser of cards for it.
   */
  const press = (spot: Spot, occupant: string | null) => {
    if (held !== null) {
      if (held !== occupant) move(held, spot);
      else setAnnouncement(t('lineup.announce.cancelled', { name: nameOf(held) }));
      setHeld(null);
      return;
    }
    if (occupant !== null) {
      setHeld(occupant);
      setAnnouncement(t('lineup.announce.picked', { name: nameOf(occupant) }));
    } else if (spot.kind === 'slot') {
      setChoosing(spot.index);
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

  const cancelHold = () => {
    if (held === null) return;
    setAnnouncement(t('lineup.announce.cancelled', { name: nameOf(held) }));
    setHeld(null);
  };

  useEffect(() => {
    if (held === null || choosing !== null) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setAnnouncement(t('lineup.announce.cancelled', { name: nameOf(held) }));
      setHeld(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

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
    setDraft((current) => ({ ...current, ...picked.lineup }));
    setHeld(null);
    setReport(picked);
    setAnnouncement(
      t('lineup.autoReport.picked', {
        starters: picked.lineup.starters.filter((id) => id !== null).length,
        substitutes: picked.lineup.substitutes.length,
      }),
    );
  };

  const submit = (stay: boolean) => {
    if (blocker !== null) return;
    setSaving(stay ? 'stay' : 'leave');
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
        setRefused(false);
        toast.success(t('lineup.saved'));
        if (!stay) void navigate(paths.gameHome());
        else if (groupId === null) void navigate(paths.editGroup(group.groupId), { replace: true });
      },
      onError: () => setRefused(true),
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

  const saveReason =
    blocker === null
      ? null
      : blocker.kind === 'name'
        ? t(`lineup.saveBlocked.name.${blocker.problem}`, { max: GROUP_NAME_MAX_LENGTH })
        : t(`lineup.saveBlocked.${blocker.problem}`, { min: MIN_OWN_CARDS, max: MAX_SUBSTITUTES, n: ownStarters(draft, byToken, groupId).length });
  const heldSpot = held === null ? null : spotOf(draft, held);
  const choosingSlot = choosing === null ? null : (slots[choosing] ?? null);

  return (
    <div className={styles.editor} onKeyDown={stopEscape}>
      <p className={styles.srOnly} aria-live="assertive" data-testid="lineup-announcer">
        {announcement}
      </p>
      <Card as="section" aria-label={t('lineup.settings')}>
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
          <Checkbox
            label={t('lineup.active')}
            checked={draft.active}
            onChange={(event) => setDraft((current) => ({ ...current, active: event.target.checked }))}
          />
        </div>
        <details className={styles.tactics}>
          <summary>
            {t('lineup.tactics.title')}{' '}
            <span className={styles.tacticsNow}>
              {[draft.tactics.mentality, draft.tactics.pressing, draft.tactics.tempo].map((value) => t(`lineup.tactics.value.${value}`)).join(' · ')}
            </span>
          </summary>
          <div className={styles.settings}>
            {tacticSelect('mentality', MENTALITIES)}
            {tacticSelect('pressing', PRESSINGS)}
            {tacticSelect('tempo', TEMPOS)}
          </div>
        </details>
      </Card>

      <LineupChecklist items={checklist} nameOf={nameOf} />

      <div className={styles.toolbar}>
        <p className={styles.rating} data-testid="team-rating" title={t('lineup.teamRatingHint')}>
          {t('lineup.teamRating', { rating: teamRating(draft, byToken) })}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onAutoPick}>
            {t('lineup.autoPick')}
          </Button>
          <Button
            onClick={() => submit(false)}
            disabled={blocker !== null || save.isPending}
            loading={save.isPending && saving === 'leave'}
            aria-describedby={saveReason ? saveReasonId : undefined}
          >
            {t('lineup.save')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => submit(true)}
            disabled={blocker !== null || save.isPending}
            loading={save.isPending && saving === 'stay'}
            aria-describedby={saveReason ? saveReasonId : undefined}
          >
            {t('lineup.saveAndStay')}
          </Button>
          <ButtonLink variant="ghost" to={paths.gameHome()}>
            {t('lineup.cancel')}
          </ButtonLink>
        </div>
        {saveReason ? (
          <p id={saveReasonId} className={styles.saveReason} data-testid="save-reason">
            {saveReason}
          </p>
        ) : null}
      </div>

      {report ? <AutoPickReport report={report} nameOf={nameOf} cardOf={(tokenId) => byToken.get(tokenId)} blockText={(card) => blockText(card, groupId)} onDismiss={() => setReport(null)} /> : null}
      {save.error ? <Alert tone="error">{errorMessage(t, save.error)}</Alert> : null}
      {showProblems ? (
        <Alert tone="warning" title={t('lineup.problemsTitle')} data-testid="lineup-issues">
          <ul className={styles.issues}>
            {issues.map((issue) => (
              <li key={issue.problem} data-problem={issue.problem}>
                {t(`lineup.problems.${issue.problem}`, { min: MIN_OWN_CARDS, max: MAX_SUBSTITUTES })}
                {issue.tokenIds.length > 0 ? ` ${t('lineup.problemCards', { names: [...new Set(issue.tokenIds)].map(nameOf).join(', ') })}` : ''}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <p className={styles.hint}>{t('lineup.dragHint')}</p>

      <div className={styles.board}>
        <section ref={pitchRef} aria-label={t('lineup.pitch')} className={styles.pitch} data-formation={draft.formation}>
          {slots.map((slot, index) => {
            const tokenId = draft.starters[index] ?? null;
            const card = tokenId === null ? undefined : byToken.get(tokenId);
            const spot: Spot = { kind: 'slot', index };
            const trouble = tokenId !== null && issues.some((issue) => issue.tokenIds.includes(tokenId));
            return (
              <button
                key={index}
                type="button"
                className={[styles.slot, held !== null && styles.target, tokenId !== null && held === tokenId && styles.held, trouble && styles.trouble].filter(Boolean).join(' ')}
                style={{ left: `${clamp(slot.x, SLOT_X)}%`, top: `${slotTop(slot.y)}%` }}
                aria-label={t('lineup.slotLabel', { n: index + 1, role: slot.role, player: tokenId === null ? t('lineup.systemCard') : nameOf(tokenId) })}
                aria-pressed={tokenId !== null && held === tokenId}
                data-testid="pitch-slot"
                onClick={() => press(spot, tokenId)}
                {...dragProps(tokenId)}
                {...dropProps(spot)}
              >
                <span className={styles.role}>{slot.role}</span>
                {card ? (
                  <>
                    <span className={styles.cardName}>{surname(playerName(card))}</span>
                    <span className={styles.facts}>{card.card.fp?.rating ?? 0}</span>
                  </>
                ) : tokenId !== null ? (
                  <span className={styles.cardName}>{surname(nameOf(tokenId))}</span>
                ) : (
                  <span className={styles.system}>{t('lineup.systemCardShort')}</span>
                )}
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
                aria-label={t('lineup.benchLabel', { n: index + 1, player: nameOf(tokenId) })}
                aria-pressed={held === tokenId}
                data-testid="bench-place"
                onClick={() => press(spot, tokenId)}
                {...dragProps(tokenId)}
                {...dropProps(spot)}
              >
                {card ? cardFacts(card) : <span className={styles.cardName}>{nameOf(tokenId)}</span>}
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
          {squad.length === 0 ? <p>{t('lineup.noCards')}</p> : shown.length === 0 ? <p>{t('lineup.squadEmpty')}</p> : null}
          <ul className={styles.squadList}>
            {shown.map((card) => {
              const tokenId = card.card.tokenId;
              const statusId = `status-${tokenId}`;
              return (
                <li key={tokenId}>
                  <button
                    type="button"
                    className={[styles.squadCard, held === tokenId && styles.held, blockText(card, groupId) !== null && styles.unusable].filter(Boolean).join(' ')}
                    aria-label={t('lineup.squadCardLabel', { name: playerName(card), position: card.card.player?.preferredPosition ?? '', rating: card.card.fp?.rating ?? 0 })}
                    aria-describedby={statusId}
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
                    <CardStatus id={statusId} card={card} groupId={groupId} clock={clock} className={styles.facts} warnClassName={styles.why} />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      {held !== null && heldSpot ? (
        <div className={styles.heldBar} data-testid="held-bar">
          <p className={styles.heldText}>{t(heldSpot.kind === 'squad' ? 'lineup.held.squad' : 'lineup.held.lineup', { name: nameOf(held) })}</p>
          <div className={styles.heldActions}>
            {heldSpot.kind === 'squad' ? (
              <Button size="sm" variant="secondary" onClick={() => pitchRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}>
                {t('lineup.held.toPitch')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => press({ kind: 'squad' }, null)}>
                {t('lineup.toSquad')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={cancelHold}>
              {t('lineup.held.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      <SlotChooser
        slot={choosingSlot}
        index={choosing ?? 0}
        cards={[...outside, ...draft.substitutes.map((tokenId) => byToken.get(tokenId)).filter((card): card is SquadCard => card !== undefined)]}
        benched={new Set(draft.substitutes)}
        groupId={groupId}
        clock={clock}
        onChoose={(tokenId) => {
          if (choosing !== null) move(tokenId, { kind: 'slot', index: choosing });
          setChoosing(null);
        }}
        onClose={() => setChoosing(null)}
      />
    </div>
  );
}

/** What Auto-pick did: how many it placed, the slots left to system cards, and each card it left out with the reason. */
function AutoPickReport({
  report,
  nameOf,
  blockText,
  cardOf,
  onDismiss,
}: {
  report: AutoPickResult;
  nameOf: (tokenId: string) => string;
  cardOf: (tokenId: string) => SquadCard | undefined;
  blockText: (card: SquadCard) => string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('game');
  const starters = report.lineup.starters.filter((tokenId) => tokenId !== null).length;
  const why = (tokenId: string, reason: AutoPickResult['skipped'][number]['reason']) => {
    const card = cardOf(tokenId);
    if (reason === 'unavailable') return card ? (blockText(card) ?? '') : '';
    if (reason === 'stamina') return t('lineup.tired', { stamina: card?.card.fp?.stamina ?? 0, cost: card?.matchCost ?? 0 });
    return t('lineup.autoReport.samePlayer');
  };
  return (
    <Alert tone="info" title={t('lineup.autoReport.title')} onDismiss={onDismiss} data-testid="auto-pick-report">
      <p className={styles.reportLine}>
        {t('lineup.autoReport.picked', { starters, substitutes: report.lineup.substitutes.length })}
        {report.systemSlots > 0 ? ` ${t('lineup.autoReport.systemSlots', { count: report.systemSlots })}` : ''}
      </p>
      {report.skipped.length > 0 ? (
        <>
          <p className={styles.reportLine}>{t('lineup.autoReport.skipped', { count: report.skipped.length })}</p>
          <ul className={styles.issues}>
            {report.skipped.map(({ tokenId, reason }) => (
              <li key={tokenId} data-reason={reason}>
                {t('lineup.autoReport.skippedCard', { name: nameOf(tokenId), why: why(tokenId, reason) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
