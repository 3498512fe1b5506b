import { generatedTeam } from './teams';
import { play } from './play';

const tactics = { mentality: 'balanced', pressing: 'medium', tempo: 'normal' } as const;

it('plays in the page, in chunks, where there is no Web Worker (the e2e test checks the worker in a browser)', async () => {
  expect(typeof Worker).toBe('undefined');
  const home = generatedTeam({ name: 'H', rating: 70, formation: '4-4-2', tactics, seed: '11'.repeat(32) });
  const away = generatedTeam({ name: 'A', rating: 70, formation: '4-3-3', tactics, seed: '22'.repeat(32) });
  const engines: string[] = [];
  const tally = await play({ home, away, count: 12 }, (engine) => engines.push(engine));
  expect(engines).toEqual(['page']);
  expect(tally.matches).toBe(12);
});
