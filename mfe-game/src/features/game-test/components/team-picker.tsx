import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type EngineTeam, type LineupGroup } from '@fc/shared';
import { Card, Select } from '@fc/shared/ui';
import { FORMATIONS, MENTALITIES, PRESSINGS, TEMPOS, type Formation, type Tactics } from '@fc/shared/contracts/game';
import { teamRating } from '@fc/shared/match-engine';
import { GENERATED_RATING_MAX, GENERATED_RATING_MIN } from '../constants';
import { GENERATED, type SideSettings } from '../lib/sides';
import { randomSeed } from '../lib/teams';
import styles from './game-test.module.css';

export interface TeamPickerProps {
  side: 'home' | 'away';
  settings: SideSettings;
  onChange: (settings: SideSettings) => void;
  /** The manager's saved lineups; undefined for a guest or while they load. */
  groups: readonly LineupGroup[] | undefined;
  team: EngineTeam | null;
  disabled: boolean;
}

const TACTIC_CHOICES = { mentality: MENTALITIES, pressing: PRESSINGS, tempo: TEMPOS } as const;

/** One side of the test: a generated team (rating, formation, tactics) or a saved lineup, and its team rating. */
export function TeamPicker({ side, settings, onChange, groups, team, disabled }: TeamPickerProps) {
  const { t } = useTranslation('game');
  const ratingId = useId();
  const generated = settings.source === GENERATED;
  const sources = [
    { value: GENERATED, label: t('gameTest.generated') },
    ...(groups ?? []).map((group) => ({ value: group.groupId, label: t('gameTest.savedLineup', { name: group.name, rating: group.rating }) })),
  ];
  const setTactic = (name: keyof Tactics, value: string) => onChange({ ...settings, tactics: { ...settings.tactics, [name]: value } });
  return (
    <Card as="section" title={t(`gameTest.${side}`)} aria-label={t(`gameTest.${side}`)} data-testid={`gametest-${side}`}>
      <div className={styles.fields}>
        <Select
          label={t('gameTest.source')}
          value={settings.source}
          options={sources}
          disabled={disabled}
          onChange={(event) => onChange({ ...settings, source: event.target.value })}
          data-testid={`gametest-${side}-source`}
        />
        {generated ? (
          <>
            <div className={styles.range}>
              <label htmlFor={ratingId}>{t('gameTest.rating', { rating: settings.rating })}</label>
              <input
                id={ratingId}
                type="range"
                min={GENERATED_RATING_MIN}
                max={GENERATED_RATING_MAX}
                step={1}
                value={settings.rating}
                disabled={disabled}
                onChange={(event) => onChange({ ...settings, rating: Number(event.target.value) })}
                data-testid={`gametest-${side}-rating`}
              />
            </div>
            <Select
              label={t('lineup.formation')}
              value={settings.formation}
              options={FORMATIONS.map((formation) => ({ value: formation, label: formation }))}
              disabled={disabled}
              onChange={(event) => onChange({ ...settings, formation: event.target.value as Formation })}
            />
            <div className={styles.tactics}>
              {(Object.keys(TACTIC_CHOICES) as (keyof Tactics)[]).map((name) => (
                <Select
                  key={name}
                  label={t(`lineup.tactics.${name}`)}
                  value={settings.tactics[name]}
                  options={TACTIC_CHOICES[name].map((value) => ({ value, label: t(`lineup.tactics.value.${value}`) }))}
                  disabled={disabled}
                  onChange={(event) => setTactic(name, event.target.value)}
                />
              ))}
            </div>
            <Button variant="secondary" disabled={disabled} onClick={() => onChange({ ...settings, seed: randomSeed() })}>
              {t('gameTest.newPlayers')}
            </Button>
          </>
        ) : null}
        <p className={styles.rating} data-testid={`gametest-${side}-team-rating`}>
          {team ? t('gameTest.teamRating', { rating: teamRating(team) }) : t('common:loading')}
        </p>
        {team && !generated ? <p className={styles.muted}>{t('gameTest.savedNote', { formation: team.formation })}</p> : null}
      </div>
    </Card>
  );
}
