import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  fromBaseUnits,
  isApiError,
  Money,
  paths,
  useFormatMoney,
  type DrawConfigResponse,
  type DrawView,
} from '@fc/shared';
import { Alert, Card, DefinitionList, Modal } from '@fc/shared/ui';
import { usePlayDraw } from '../api/play-draw';
import { bpPercent, newRequestId } from '../lib/draw';
import styles from './draw.module.css';
import { Reveal } from './reveal';

/** The caller's TMT, the fair pair the next draw uses (shown before drawing), Draw with a confirmation, the result. */
export function DrawPanel({ config }: { config: DrawConfigResponse }) {
  const { t } = useTranslation('game');
  const { pathname, search } = useLocation();
  const money = useFormatMoney();
  const play = usePlayDraw();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<DrawView | null>(null);
  const price = money('TMT', config.price);
  const balance = config.balance ?? '0';
  const short = BigInt(balance) < BigInt(config.price);
  const buyTmt = (
    <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', BigInt(config.price) - BigInt(balance)), `${pathname}${search}`)}>
      {t('draw.panel.buyTmt')}
    </ButtonLink>
  );
  const commitment = config.commitment;
  const lowest = config.tiers[0];
  const highest = config.tiers[config.tiers.length - 1];

  const open = () => {
    play.reset();
    setRequestId(newRequestId());
  };
  const close = () => {
    setRequestId(null);
    play.reset();
  };
  const confirm = () => {
    if (!requestId || !commitment) return;
    play.mutate(
      { requestId },
      {
        onSuccess: ({ draw }) => {
          setRequestId(null);
          setDrawn(draw);
        },
      },
    );
  };

  return (
    <>
      <Card as="section" title={t('draw.panel.title')} aria-label={t('draw.panel.title')}>
        <DefinitionList
          className={styles.facts}
          items={[{ id: 'balance', term: t('draw.panel.balance'), value: <Money currency="TMT" amount={balance} />, valueTestId: 'draw-balance' }]}
        />
        <dl className={styles.seeds}>
          <div>
            <dt>{t('draw.panel.commitment')}</dt>
            <dd>
              <code data-testid="draw-commitment">{commitment?.serverSeedHash ?? '—'}</code>
            </dd>
          </div>
          <div>
            <dt>{t('draw.panel.playerSeed')}</dt>
            <dd>
              <code data-testid="draw-player-seed">{commitment?.playerSeed ?? '—'}</code>
            </dd>
          </div>
          <div>
            <dt>{t('draw.panel.nextNonce')}</dt>
            <dd data-testid="draw-next-nonce">{commitment?.nextNonce ?? '—'}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t('draw.panel.commitmentHelp')}{' '}
          {commitment ? (
            <ButtonLink size="sm" variant="ghost" to={paths.fair()}>
              {t('draw.panel.changeSeed')}
            </ButtonLink>
          ) : null}
        </p>
        {short ? (
          <p className={styles.muted}>
            {t('draw.panel.short', { price })} {config.balance !== null ? buyTmt : null}
          </p>
        ) : null}
        <Button onClick={open} disabled={!commitment}>
          {t('draw.panel.draw', { price })}
        </Button>
      </Card>
      <Modal
        open={requestId !== null}
        onClose={close}
        title={t('draw.confirm.title')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('draw.confirm.cancel')}
            </Button>
            <Button onClick={confirm} loading={play.isPending}>
              {t('draw.confirm.confirm', { price })}
            </Button>
          </>
        }
      >
        <p>
          {t('draw.confirm.body', {
            price,
            min: lowest ? money('GOAL', lowest.reward) : '',
            max: highest ? money('GOAL', highest.reward) : '',
            days: config.releaseS / 86_400,
          })}
        </p>
        <p className={styles.muted}>{t('draw.confirm.balance', { balance: money('TMT', balance), mean: bpPercent(config.meanBp) })}</p>
        {play.error ? (
          <Alert tone="error">
            {errorMessage(t, play.error)} {isApiError(play.error) && play.error.key === 'BALANCE_NOT_ENOUGH' && short ? buyTmt : null}
          </Alert>
        ) : null}
      </Modal>
      {drawn ? <Reveal key={drawn.drawId} config={config} draw={drawn} /> : null}
    </>
  );
}
