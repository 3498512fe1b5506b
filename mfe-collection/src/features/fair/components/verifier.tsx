import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatNumber, type FairOutcomeView } from '@fc/shared';
import { PACK_KINDS } from '@fc/shared/contracts/cards';
import { FAIR_PURPOSES } from '@fc/shared/fair';
import { Alert, Card, DefinitionList, Select, TextField, type Definition } from '@fc/shared/ui';
import { DRAW_TIER_COUNT, invalidFields, verifyOutcome, type VerifyField, type VerifyInput, type VerifyResult } from '../lib/verify';
import styles from './fair.module.css';

export interface VerifierProps {
  /** What the form starts with (an outcome named by the link, filled from its pair once known). */
  initial: VerifyInput;
  /** Shown above the form: the outcome's pair is still current, so its server seed is not revealed yet. */
  pendingPairId: number | null;
  /** Verify at once (the fields came whole from an outcome). */
  verifyAtOnce: boolean;
  /** The caller's latest outcomes to pick one from, and the one picked (`pairId:nonce`). */
  outcomes: readonly FairOutcomeView[];
  picked: string;
  onPick: (outcome: FairOutcomeView) => void;
}

export const outcomeId = (outcome: { pairId: number; nonce: number | string }) => `${outcome.pairId}:${outcome.nonce}`;

const TEXT_FIELDS: readonly VerifyField[] = ['serverSeed', 'playerSeed', 'nonce', 'committedHash', 'recordedDigest'];

/**
 * Recomputes an outcome in the browser with `@fc/shared/fair` (the code the server draws with) from the revealed server
 * seed, the player seed, the nonce and the purpose, and says whether it matches the committed hash and the recorded
 * digest, and why not; it shows what the digest maps to (a pack's rarities…).
 */
export function Verifier({ initial, pendingPairId, verifyAtOnce, outcomes, picked, onPick }: VerifierProps) {
  const { t } = useTranslation('collection');
  const [input, setInput] = useState<VerifyInput>(initial);
  const [checked, setChecked] = useState<VerifyInput | null>(verifyAtOnce ? initial : null);
  const invalid = checked ? invalidFields(checked) : {};
  const result = checked ? verifyOutcome(checked) : null;
  const resultId = useId();

  const set = (field: VerifyField) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(input);
  };
  const errorOf = (field: VerifyField) => {
    const reason = invalid[field];
    return checked && reason ? t(`fair.invalid.${reason}`) : undefined;
  };

  return (
    <Card as="section" title={t('fair.verify.title')} data-testid="fair-verifier">
      <p className={styles.muted}>{t('fair.verify.intro')}</p>
      {outcomes.length > 0 ? (
        <Select
          className={styles.picker}
          label={t('fair.verify.pick')}
          placeholder={t('fair.verify.pickPlaceholder')}
          value={outcomes.some((outcome) => outcomeId(outcome) === picked) ? picked : ''}
          onChange={(event) => {
            const outcome = outcomes.find((entry) => outcomeId(entry) === event.target.value);
            if (outcome) onPick(outcome);
          }}
          options={outcomes.map((outcome) => ({
            value: outcomeId(outcome),
            label: t(outcome.serverSeed ? 'fair.verify.pickOption' : 'fair.verify.pickOptionHidden', {
              purpose: t(`fair.purposes.${outcome.purpose}`),
              pair: outcome.pairId,
              nonce: outcome.nonce,
            }),
          }))}
          data-testid="fair-verify-pick"
        />
      ) : null}
      {pendingPairId !== null ? (
        <Alert tone="info" title={t('fair.verify.pendingTitle')} data-testid="fair-pending">
          {t('fair.verify.pendingBody', { pair: pendingPairId })}
        </Alert>
      ) : null}
      <form className={styles.verifyForm} onSubmit={submit} noValidate aria-describedby={result ? resultId : undefined}>
        <div className={styles.fieldRow}>
          <Select
            label={t('fair.verify.purpose')}
            value={input.purpose}
            onChange={(event) => set('purpose')(event.target.value)}
            options={FAIR_PURPOSES.map((purpose) => ({ value: purpose, label: t(`fair.purposes.${purpose}`) }))}
            error={errorOf('purpose')}
            data-testid="fair-verify-purpose"
          />
          {input.purpose === 'pack' ? (
            <Select
              label={t('fair.verify.kind')}
              value={input.kind}
              onChange={(event) => set('kind')(event.target.value)}
              options={[{ value: '', label: t('fair.verify.kindUnknown') }, ...PACK_KINDS.map((kind) => ({ value: kind, label: t(`packs.${kind}`) }))]}
              error={errorOf('kind')}
              data-testid="fair-verify-kind"
            />
          ) : null}
          {input.purpose === 'lots' ? (
            <TextField
              label={t('fair.verify.fields.entries')}
              hint={t('fair.verify.entriesHint')}
              value={input.entries}
              onChange={(event) => set('entries')(event.target.value)}
              error={errorOf('entries')}
              autoComplete="off"
              inputMode="numeric"
              data-testid="fair-verify-entries"
            />
          ) : null}
        </div>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`fair.verify.fields.${field}`)}
            hint={field === 'committedHash' || field === 'recordedDigest' ? t('fair.verify.optional') : undefined}
            value={input[field]}
            onChange={(event) => set(field)(event.target.value)}
            error={errorOf(field)}
            autoComplete="off"
            spellCheck={false}
            inputMode={field === 'nonce' ? 'numeric' : undefined}
            inputClassName={field === 'nonce' ? undefined : styles.hexInput}
            data-testid={`fair-verify-${field}`}
          />
        ))}
        <div className={styles.formActions}>
          <Button type="submit" data-testid="fair-verify">
            {t('fair.verify.submit')}
          </Button>
        </div>
      </form>
      {checked && !result ? (
        <Alert tone="warning" data-testid="fair-verify-invalid">
          {t('fair.verify.fixFields')}
        </Alert>
      ) : null}
      {result ? <VerifyResultView id={resultId} result={result} /> : null}
    </Card>
  );
}

function VerifyResultView({ id, result }: { id: string; result: VerifyResult }) {
  const { t } = useTranslation('collection');
  const reasons: string[] = [];
  if (result.hashMatches === false) reasons.push(t('fair.verify.reasons.hash'));
  if (result.digestMatches === false) reasons.push(t('fair.verify.reasons.digest'));
  const check = (matches: boolean | null) => t(matches === null ? 'fair.verify.check.none' : matches ? 'fair.verify.check.yes' : 'fair.verify.check.no');
  const items: Definition[] = [
    { id: 'hash', term: t('fair.verify.recomputedHash'), value: <code className={styles.hex}>{result.hash}</code> },
    { id: 'hashCheck', term: t('fair.verify.hashCheck'), value: check(result.hashMatches), valueTestId: 'fair-hash-check' },
    { id: 'digest', term: t('fair.verify.recomputedDigest'), value: <code className={styles.hex} data-testid="fair-recomputed-digest">{result.digest}</code> },
    { id: 'digestCheck', term: t('fair.verify.digestCheck'), value: check(result.digestMatches), valueTestId: 'fair-digest-check' },
    { id: 'outcome', term: t('fair.verify.outcome'), value: <OutcomeText result={result} />, valueTestId: 'fair-outcome' },
  ];
  const tone = result.verdict === 'matches' ? 'success' : result.verdict === 'mismatch' ? 'error' : 'info';
  return (
    <div id={id} className={styles.result} data-testid="fair-result" data-verdict={result.verdict}>
      <Alert tone={tone} title={t(`fair.verify.verdict.${result.verdict}`)} data-testid="fair-verdict">
        {reasons.length > 0 ? (
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : result.verdict === 'matches' ? (
          t('fair.verify.matchesBody')
        ) : (
          t('fair.verify.nothingToCompareBody')
        )}
      </Alert>
      <DefinitionList className={styles.facts} items={items} />
    </div>
  );
}

function OutcomeText({ result }: { result: VerifyResult }) {
  const { t } = useTranslation('collection');
  const { outcome } = result;
  switch (outcome.purpose) {
    case 'pack':
      return <>{t('fair.outcome.pack', { rarities: outcome.rarities.map((rarity) => t(`rarity.${rarity}`)).join(', ') })}</>;
    case 'box':
      return <>{t('fair.outcome.box', { rarity: t(`rarity.${outcome.rarity}`) })}</>;
    case 'camp':
      return <>{t('fair.outcome.camp', { roll: outcome.roll })}</>;
    case 'draw':
      return <>{t('fair.outcome.draw', { tier: outcome.tier + 1, tiers: DRAW_TIER_COUNT, multiplier: formatNumber(outcome.multiplierBp / 10_000) })}</>;
    case 'match':
      return outcome.combinedAs === null ? (
        <>{t('fair.outcome.match')}</>
      ) : (
        <>
          {t('fair.outcome.matchCombined', { side: t(`fair.outcome.sides.${outcome.combinedAs}`) })}{' '}
          <code className={styles.hex} data-testid="fair-match-seed">
            {outcome.seed}
          </code>
        </>
      );
    case 'lots':
      return (
        <>
          {t('fair.outcome.lots', {
            count: outcome.entries,
            shown: outcome.first.length,
            order: outcome.first.map((position) => `#${formatNumber(position)}`).join(', '),
          })}
        </>
      );
    case 'lots-no-entries':
      return <>{t('fair.outcome.lotsNoEntries')}</>;
    case 'pack-unknown-kind':
      return <>{t('fair.outcome.packUnknownKind')}</>;
    default:
      return <>{t('fair.outcome.digestOnly')}</>;
  }
}
