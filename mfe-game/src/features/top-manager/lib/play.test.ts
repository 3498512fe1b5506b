import { ENERGY_REGEN_S } from '@fc/shared/contracts/game';
import { energy, group, home, NOW } from '../../../test/fixtures';
import { enoughEnergyAt, playBlockers } from './play';

describe('playBlockers', () => {
  it('says every reason Play cannot start, in the order a manager fixes them', () => {
    expect(playBlockers(home(), group())).toEqual([]);
    const stuck = home({ season: null, activeGroupId: null, energy: energy({ energy: 6 }) });
    expect(playBlockers(stuck, undefined)).toEqual(['season', 'noLineup', 'energy']);
    expect(playBlockers(home(), group({ issues: [{ problem: 'staminaShort', tokenIds: ['1'] }] }))).toEqual(['lineupIssues']);
  });
});

describe('enoughEnergyAt', () => {
  it('counts the points still missing for a match from the next one to come back', () => {
    expect(enoughEnergyAt(energy({ energy: 6, matchCost: 10, nextAt: NOW + 60 }))).toBe(NOW + 60 + 3 * ENERGY_REGEN_S);
    expect(enoughEnergyAt(energy({ energy: 9, matchCost: 10, nextAt: NOW + 60 }))).toBe(NOW + 60);
    expect(enoughEnergyAt(energy({ energy: 10, matchCost: 10 }))).toBeNull();
  });
});
