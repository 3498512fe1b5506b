import type { EngineTeam, MatchEvent } from '@fc/shared';
import { eventsUntil, formatRating, lastMinute, pitchPlayers, scoreOf } from './timeline';

const player = (id: string) => ({
  id,
  name: id,
  position: 'MF' as const,
  role: 'CM' as const,
  rating: 60,
  abilities: {},
  physical: 0,
  efficiency: 0,
  lucky: 0,
  system: false,
});
const team: EngineTeam = {
  name: 'T',
  formation: '4-4-2',
  tactics: { mentality: 'balanced', pressing: 'medium', tempo: 'normal' },
  starters: Array.from({ length: 11 }, (_, index) => player(`p${index + 1}`)),
  substitutes: [player('s1')],
};
const event = (extra: Partial<MatchEvent>): MatchEvent => ({
  minute: 0,
  kind: 'chance',
  side: 'home',
  playerId: null,
  otherId: null,
  x: 50,
  y: 50,
  home: 0,
  away: 0,
  ...extra,
});

describe('the replay timeline', () => {
  it('draws home from the bottom and away mirrored from the top', () => {
    const [homeKeeper] = pitchPlayers(team, 'home', []);
    const [awayKeeper, awayLeftBack] = pitchPlayers(team, 'away', []);
    expect(homeKeeper).toEqual({ id: 'p1', side: 'home', number: 1, x: 50, y: 95 });
    expect(awayKeeper).toMatchObject({ x: 50, y: 5 });
    // The away left back (x 15 from his own view) stands on the drawing's right.
    expect(awayLeftBack).toMatchObject({ id: 'p2', x: 85, y: 25 });
  });

  it('puts a substitute in the slot of the player he replaces and takes a sent-off player away', () => {
    const events = [
      event({ minute: 50, kind: 'substitution', playerId: 's1', otherId: 'p10' }),
      event({ minute: 70, kind: 'red', playerId: 'p3' }),
      event({ minute: 75, kind: 'red', side: 'away', playerId: 'p4' }),
    ];
    const before = pitchPlayers(team, 'home', eventsUntil(events, 49));
    const after = pitchPlayers(team, 'home', eventsUntil(events, 90));
    expect(before.map((p) => p.id)).toContain('p10');
    expect(after.find((p) => p.number === 10)?.id).toBe('s1');
    expect(after.map((p) => p.id)).not.toContain('p3');
    expect(after).toHaveLength(10);
  });

  it('keeps the score of the last event shown and reaches added time', () => {
    const events = [event({ minute: 30, kind: 'goal', home: 1 }), event({ minute: 93, kind: 'fullTime', side: null, home: 1 })];
    expect(scoreOf(eventsUntil(events, 29))).toEqual({ home: 0, away: 0 });
    expect(scoreOf(eventsUntil(events, 30))).toEqual({ home: 1, away: 0 });
    expect(lastMinute(events)).toBe(93);
    expect(lastMinute([])).toBe(90);
    expect(formatRating(68)).toBe('6.8');
    expect(formatRating(100)).toBe('10.0');
  });
});
