import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, formatNumber, useToast, type FairCurrentView, type FairPairView } from '@fc/shared';
import { PLAYER_SEED_MAX_LENGTH, PLAYER_SEED_PATTERN } from '@fc/shared/fair';
import { Alert, Card, DefinitionList, Modal, TextField } from '@fc/shared/ui';
import { useRotateSeedPair, useSetPlayerSeed } from '../api/fair-api';
import { CopyValue } from './copy-value';
import styles from './fair.module.css';

const PLAYER_SEED = new RegExp(PLAYER_SEED_PATTERN);

/** A random player seed the player may take instead of typing one (16 random bytes, hex, as the API's default). */
function randomPlayerSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The pair the next action uses: its committed hash (copyable), the next pair's, the player seed with a form to change
 * it, the next nonce, and Rotate (confirmed), after which the old pair's server seed is shown.
 */
export function CurrentPair({ current }: { current: FairCurrentView }) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const setSeed = useSetPlayerSeed();
  const rotate = useRotateSeedPair();
  const [seed, setSeedText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState<FairPairView | null>(null);
  const invalid = !PLAYER_SEED.test(seed);
  const seedError = touched && invalid ? t(seed === '' ? 'fair.invalid.playerSeedEmpty' : 'fair.invalid.playerSeed', { max: PLAYER_SEED_MAX_LENGTH }) : undefined;

  const reveal = (pair: FairPairView | null) => setRevealed(pair);

  const submitSeed = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setSeed.mutate(
      { playerSeed: seed },
      {
        onSuccess: (answer) => {
          toast.success(answer.revealed ? t('fair.current.seedSetRotated') : t('fair.current.seedSet'));
          reveal(answer.revealed);
          setSeedText('');
          setTouched(false);
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  const confirmRotate = () =>
    rotate.mutate(
      {},
      {
        onSuccess: (answer) => {
          setConfirming(false);
          reveal(answer.revealed);
          toast.success(t('fair.current.rotated'));
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(errorMessage(t, error));
        },
      },
    );

  return (
    <Card as="section" title={t('fair.current.title')} data-testid="fair-current">
      <p className={styles.muted}>{t('fair.current.intro')}</p>
      <DefinitionList
        className={styles.facts}
        items={[
          {
            id: 'hash',
            term: t('fair.current.serverSeedHash'),
            value: <CopyValue label={t('fair.current.serverSeedHash')} value={current.serverSeedHash} testId="fair-current-hash" />,
          },
          { id: 'player', term: t('fair.current.playerSeed'), value: <code className={styles.hex} data-testid="fair-current-player-seed">{current.playerSeed}</code> },
          { id: 'nonce', term: t('fair.current.nextNonce'), value: <span data-testid="fair-current-nonce">{formatNumber(current.nextNonce)}</span> },
          {
            id: 'next',
            term: t('fair.current.nextServerSeedHash'),
            value: <CopyValue label={t('fair.current.nextServerSeedHash')} value={current.nextServerSeedHash} testId="fair-next-hash" />,
          },
        ]}
      />
      <form className={styles.seedForm} onSubmit={submitSeed} noValidate>
        <TextField
          label={t('fair.current.newPlayerSeed')}
          hint={t(current.nextNonce === 0 ? 'fair.current.seedHintUnused' : 'fair.current.seedHintUsed', { max: PLAYER_SEED_MAX_LENGTH })}
          error={seedError}
          value={seed}
          maxLength={PLAYER_SEED_MAX_LENGTH * 2}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSeedText(event.target.value)}
          onBlur={() => seed !== '' && setTouched(true)}
          data-testid="fair-player-seed-input"
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={setSeed.isPending} data-testid="fair-set-seed">
            {t('fair.current.setSeed')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setSeedText(randomPlayerSeed())}>
            {t('fair.current.randomSeed')}
          </Button>
        </div>
      </form>
      <div className={styles.rotateRow}>
        <p className={styles.muted}>{t('fair.current.rotateHint')}</p>
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)} data-testid="fair-rotate">
          {t('fair.current.rotate')}
        </Button>
      </div>
      {revealed?.serverSeed ? (
        <Alert tone="success" title={t('fair.current.revealedTitle', { pair: revealed.pairId })} data-testid="fair-revealed">
          <p>{t('fair.current.revealedBody', { count: revealed.noncesUsed })}</p>
          <CopyValue label={t('fair.history.serverSeed')} value={revealed.serverSeed} testId="fair-revealed-seed" />
        </Alert>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('fair.current.rotateConfirmTitle')}
        size="sm"
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t('fair.current.cancel')}
            </Button>
            <Button type="button" onClick={confirmRotate} loading={rotate.isPending} data-testid="fair-rotate-confirm">
              {t('fair.current.rotateConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('fair.current.rotateConfirmBody', { count: current.nextNonce })}</p>
      </Modal>
    </Card>
  );
}
