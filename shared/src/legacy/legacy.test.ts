import * as kit from '@fc/shared/ui';
import * as root from '../index';
import { RARITIES } from '../contracts/cards-constants';
import { CONTRACT_VERSION } from '../contracts/remote-contract';
import { isValidEmail } from '../contracts/validation';
import { addLegacyRootExports, LEGACY_ROOT_NAMES, legacyRootExports } from './index';
import rootAt1_11 from './root-exports-1.11.json';

describe("the root entry's names for remotes built against @fc/shared 1.11", () => {
  it('are each in the root entry still, or given by @fc/shared/legacy', () => {
    const now = new Set([...Object.keys(root), ...LEGACY_ROOT_NAMES]);
    expect(rootAt1_11.names.filter((name) => !now.has(name))).toEqual([]);
  });

  it('given by @fc/shared/legacy are the values of the entries they moved to, and no longer in the root entry', () => {
    const values = legacyRootExports();
    expect(LEGACY_ROOT_NAMES.filter((name) => values[name] === undefined)).toEqual([]);
    expect(values.Modal).toBe(kit.Modal);
    expect(values.isValidEmail).toBe(isValidEmail);
    expect(values.CONTRACT_VERSION).toBe(CONTRACT_VERSION);
    expect(values.RARITIES).toBe(RARITIES);
    expect(LEGACY_ROOT_NAMES.filter((name) => name in root)).toEqual([]);
  });

  it("are added to the root entry's module object, which an older remote's imports read, without replacing a name it has", () => {
    const moduleObject: Record<string, unknown> = { ...root, Alert: 'kept' };
    addLegacyRootExports(moduleObject);
    expect(moduleObject.Alert).toBe('kept');
    expect(moduleObject.TextField).toBe(kit.TextField);
    expect(moduleObject.validateEmail).toBe(legacyRootExports().validateEmail);
  });
});
