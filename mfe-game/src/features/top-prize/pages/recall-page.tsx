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
import { TOP_PRIZE_MAX_CARDS } from '@fc/shared/contracts/top-prize';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useTopPrizeEvent } from '../api/get-event';
import { useRecallCards } from '../api/recall-cards';
import { BatchResult } from '../components/batch-result';
import { CardPicker, toggled, type PickableCard } from '../components/card-picker';
import { PowerPreviewPanel } from '../components/power-preview';
import { eventCardInput, previewPower } from '../lib/power';
import styles from '../components/top-prize.module.css';

/** /game/recall: pick cards in the event, with the power after the recall; Recall. */
export default function RecallPage() {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  const breadcrumb = [{ label: t('titles.topPrize'), to: paths.topPrize() }];
  const event = useTopPrizeEvent(loggedIn);
  const recall = useRecallCards();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<TopPrizeBatchResponse | null>(null);
  const inEvent = useMemo(() => event.data?.me?.cards ?? [], [event.data]);
  const preview = useMemo(
    () => (event.data ? previewPower(event.data, inEvent.filter((card) => !picked.has(card.tokenId)).map(eventCardInput)) : null),
    [event.data, inEvent, picked],
  );
  const names = useMemo(() => new Map(inEvent.map((card) => [card.tokenId, card.playerName])), [inEvent]);

  if (!loggedIn)
    return (
      <PageFrame title={t('titles.recall')} breadcrumb={breadcrumb}>
        <GuestPrompt title={t('topPrize.guest')} />
      </PageFrame>
    );

  let body;
  if (event.isPending) body = <Skeleton height={240} />;
  else if (event.isError)
    body = <EmptyState title={t('topPrize.error')} description={errorMessage(t, event.error)} action={<Button onClick={() => void event.refetch()}>{t('topPrize.retry')}</Button>} />;
  else if (inEvent.length === 0)
    body = <EmptyState title={t('topPrize.recall.empty')} action={<ButtonLink to={paths.topPrizeDispatch()}>{t('topPrize.links.dispatch')}</ButtonLink>} />;
  else {
    const cards: PickableCard[] = inEvent.map((card) => ({ ...card, power: card.power }));
    body = (
      <>
        <CardPicker cards={cards} picked={picked} onToggle={(tokenId) => setPicked((current) => toggled(current, tokenId))} limit={TOP_PRIZE_MAX_CARDS} label={t('topPrize.recall.pickLabel')} />
        <div className={styles.bar}>
          {preview ? <PowerPreviewPanel preview={preview} /> : null}
          <Button
            loading={recall.isPending}
            disabled={picked.size === 0}
            onClick={() =>
              recall.mutate(
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
            {t('topPrize.recall.recall', { count: picked.size })}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageFrame
      title={t('titles.recall')}
      subtitle={t('topPrize.recall.subtitle')}
      breadcrumb={breadcrumb}
      actions={
        <ButtonLink to={paths.topPrizeDispatch()} variant="secondary">
          {t('topPrize.links.dispatch')}
        </ButtonLink>
      }
    >
      {result ? <BatchResult result={result} kind="recall" names={names} /> : null}
      {recall.error ? <Alert tone="error">{errorMessage(t, recall.error)}</Alert> : null}
      <Card as="section" title={t('topPrize.recall.title')} aria-label={t('topPrize.recall.title')}>
        {body}
      </Card>
    </PageFrame>
  );
}
