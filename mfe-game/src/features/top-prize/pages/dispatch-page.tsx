import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorMessage,
  PageFrame,
  paths,
  Skeleton,
  useIsLoggedIn,
  type TopPrizeBatchResponse,
} from '@fc/shared';
import { Alert, Card, EmptyState } from '@fc/shared/ui';
import { TOP_PRIZE_BASE_POWER, TOP_PRIZE_MAX_CARDS, TOP_PRIZE_POWER_SCALE } from '@fc/shared/contracts/top-prize';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useTopPrizeEvent } from '../api/get-event';
import { useMyPlayerCards } from '../../../lib/api/get-my-cards';
import { useSendCards } from '../api/send-cards';
import { BatchResult } from '../components/batch-result';
import { CardPicker, toggled, type PickableCard } from '../components/card-picker';
import { PowerPreviewPanel } from '../components/power-preview';
import { eventCardInput, isEligible, previewPower, summaryInput } from '../lib/power';
import styles from '../components/top-prize.module.css';

/** /game/dispatch: pick resting player cards (collectible and FP) to send, with the live power preview; Send. */
export default function DispatchPage() {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  const breadcrumb = [{ label: t('titles.topPrize'), to: paths.topPrize() }];
  const event = useTopPrizeEvent(loggedIn);
  const mine = useMyPlayerCards(loggedIn);
  const send = useSendCards();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<TopPrizeBatchResponse | null>(null);

  const eligible = useMemo(() => (mine.data ?? []).filter(isEligible), [mine.data]);
  const inEvent = event.data?.me?.cards.length ?? 0;
  const room = Math.max(0, TOP_PRIZE_MAX_CARDS - inEvent);
  const preview = useMemo(() => {
    if (!event.data) return null;
    const selected = eligible.filter((card) => picked.has(card.tokenId)).flatMap((card) => summaryInput(card) ?? []);
    return previewPower(event.data, [...(event.data.me?.cards ?? []).map(eventCardInput), ...selected]);
  }, [event.data, eligible, picked]);
  const names = useMemo(() => new Map(eligible.map((card) => [card.tokenId, card.player?.name ?? card.tokenId])), [eligible]);

  if (!loggedIn)
    return (
      <PageFrame title={t('titles.dispatch')} breadcrumb={breadcrumb}>
        <GuestPrompt title={t('topPrize.guest')} />
      </PageFrame>
    );

  let body;
  if (event.isPending || mine.isPending) body = <Skeleton height={240} />;
  else if (event.isError || mine.isError)
    body = (
      <EmptyState
        title={t('topPrize.error')}
        description={errorMessage(t, event.error ?? mine.error)}
        action={<Button onClick={() => void Promise.all([event.refetch(), mine.refetch()])}>{t('topPrize.retry')}</Button>}
      />
    );
  else if (eligible.length === 0)
    body = <EmptyState title={t('topPrize.dispatch.empty')} description={t('topPrize.dispatch.emptyHint')} action={<ButtonLink to={paths.topPrize()}>{t('topPrize.links.back')}</ButtonLink>} />;
  else {
    const cards: PickableCard[] = eligible.map((card) => ({
      tokenId: card.tokenId,
      playerName: card.player?.name ?? card.tokenId,
      rarity: card.rarity ?? 'common',
      position: card.player?.preferredPosition ?? '',
      clubName: card.player?.club.name ?? '',
      trial: card.trialUntil !== null,
      power: TOP_PRIZE_BASE_POWER[card.rarity ?? 'common'] * TOP_PRIZE_POWER_SCALE,
    }));
    body = (
      <>
        <p className={styles.muted}>{t('topPrize.dispatch.room', { count: room, inEvent, max: TOP_PRIZE_MAX_CARDS })}</p>
        <CardPicker cards={cards} picked={picked} onToggle={(tokenId) => setPicked((current) => toggled(current, tokenId))} limit={room} label={t('topPrize.dispatch.pickLabel')} />
        <div className={styles.bar}>
          {preview ? <PowerPreviewPanel preview={preview} /> : null}
          <Button
            loading={send.isPending}
            disabled={picked.size === 0}
            onClick={() =>
              send.mutate(
                { tokenIds: [...picked] },
                {
                  onSuccess: (answer) => {
                    setResult(answer);
                    setPicked(new Set());
                  },
                },
              )
            }
          >
            {t('topPrize.dispatch.send', { count: picked.size })}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageFrame
      title={t('titles.dispatch')}
      subtitle={t('topPrize.dispatch.subtitle')}
      breadcrumb={breadcrumb}
      actions={
        <ButtonLink to={paths.topPrizeRecall()} variant="secondary">
          {t('topPrize.links.recall')}
        </ButtonLink>
      }
    >
      {result ? <BatchResult result={result} kind="send" names={names} /> : null}
      {send.error ? <Alert tone="error">{errorMessage(t, send.error)}</Alert> : null}
      <Card as="section" title={t('topPrize.dispatch.title')} aria-label={t('topPrize.dispatch.title')}>
        {body}
      </Card>
    </PageFrame>
  );
}
