import { execFile, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  abortCanary,
  activationHistory,
  canaryAbortReason,
  deployShell,
  findReleasedVersion,
  formatRemotes,
  listRemotes,
  normalizeRemote,
  pinVersion,
  promoteCanary,
  pruneVersions,
  publishRemote,
  readAudit,
  readCanaryStats,
  readHistory,
  readRegistry,
  rollbackRemote,
  hashDir as hashDirOf,
  sharedVersionSatisfies,
  unpinVersion,
  withLock,
} from './index.mjs';

/** A test that runs the command line (each run reads the contracts through tsx, seconds on a busy machine). */
const CLI_TEST_MS = 60_000;
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.mjs');

/** Runs the command line on the test's deploy folder. */
const runCli = (args) =>
  new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...process.env, DEPLOY_DIR: deployDir, USER: 'cli-user' } }, (error, stdout, stderr) =>
      resolve({ code: error?.code ?? 0, stdout, stderr }),
    );
  });

// Every field of a route rides into the history and the registry as the build wrote it (a frame, first calls).
const ROUTES = [
  {
    id: 'market.center',
    path: '/market/center',
    loginRequired: false,
    layout: 'main',
    titleKey: 'titles.center',
    frame: { en: 'frames/market.center.en.html' },
    firstCalls: [{ path: '/market/list', body: { tab: 'fp', page: 1 } }],
  },
];
let root;
let deployDir;
let tick = 0;
// Each operation a second later than the previous one, so release order is unambiguous.
const clock = () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++));

/** The `shared` list of a build's mf-manifest.json, with the @fc/shared version it bundles. */
const manifestShared = (version) => (version ? [{ name: '@fc/shared', version, requiredVersion: `^${version}` }] : []);

/**
 * A built remote. `sharedVersion` is what fc-remote.json records (null: a build from before it was recorded);
 * `manifestSharedVersion` the @fc/shared its mf-manifest.json lists.
 */
async function fakeDist(
  name,
  { contract = 1, content = 'v1', packageVersion = '1.0.0', sharedVersion = '1.1.0', manifestSharedVersion = null } = {},
) {
  const dir = await fs.mkdtemp(path.join(root, `${name}-dist-`));
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* ${name} ${content} */`);
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, content, shared: manifestShared(manifestSharedVersion) }));
  await fs.mkdir(path.join(dir, 'chunks'));
  await fs.writeFile(path.join(dir, 'chunks', 'page.1a2b3c4d.js'), `page ${content}`);
  const descriptor = { name, packageVersion, contract, ...(sharedVersion ? { sharedVersion } : {}), routes: ROUTES };
  await fs.writeFile(path.join(dir, 'fc-remote.json'), JSON.stringify(descriptor));
  return dir;
}

async function fakeShellDist(content = 'shell v1', { manifestSharedVersion = null } = {}) {
  const dir = await fs.mkdtemp(path.join(root, 'shell-dist-'));
  await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${content}</title>`);
  await fs.writeFile(path.join(dir, `main.${content.length.toString(16).padStart(8, '0')}.js`), content);
  if (manifestSharedVersion) {
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'shell', shared: manifestShared(manifestSharedVersion) }));
  }
  return dir;
}

/** Deploys another shell: it supports `contracts` and provides @fc/shared `sharedVersion`. */
const deployOtherShell = async (content, { contracts = [1], sharedVersion = '1.1.0' } = {}) =>
  deployShell({ deployDir, distDir: await fakeShellDist(content), supportedContracts: contracts, sharedVersion, now: clock });

const release = (name, dist, extra = {}) =>
  publishRemote({ deployDir, remote: name, distDir: dist, user: 'alice', now: clock, ...extra });

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'fc-registry-test-'));
  deployDir = path.join(root, 'deploy');
  await deployShell({ deployDir, distDir: await fakeShellDist(), supportedContracts: [1], sharedVersion: '1.1.0', user: 'ops', now: clock });
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('remote names', () => {
  it('accepts the folder name, the federation name and the package name', () => {
    expect(normalizeRemote('mfe-market').name).toBe('mfe_market');
    expect(normalizeRemote('mfe_market').name).toBe('mfe_market');
    expect(normalizeRemote('@fc/mfe-market').name).toBe('mfe_market');
    expect(() => normalizeRemote('mfe-nope')).toThrow(/Unknown remote "mfe-nope"/);
  });
});

describe('publishRemote', () => {
  it('copies the build into an immutable version folder, registers it active and audits it', async () => {
    const dist = await fakeDist('mfe_market');
    const result = await release('mfe-market', dist);

    expect(result).toMatchObject({ name: 'mfe_market', from: null, status: 'released' });
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    const folder = path.join(deployDir, 'remotes', 'mfe_market', result.version);
    expect(await fs.readFile(path.join(folder, 'chunks', 'page.1a2b3c4d.js'), 'utf8')).toBe('page v1');

    const history = await readHistory(deployDir);
    expect(history.revision).toBe(2);
    expect(history.remotes.mfe_market).toEqual({
      active: result.version,
      versions: {
        [result.version]: {
          version: result.version,
          manifest: `/remotes/mfe_market/${result.version}/mf-manifest.json`,
          contract: 1,
          sharedVersion: '1.1.0',
          routes: ROUTES,
          releasedAt: expect.any(String),
          releasedBy: 'alice',
        },
      },
    });
    const audit = await readAudit(deployDir);
    expect(audit.at(-1)).toMatchObject({ user: 'alice', action: 'release', remote: 'mfe_market', from: null, to: result.version });
  });

  it('derives the default version from the content, and releasing the same content again changes nothing', async () => {
    const first = await release('mfe_market', await fakeDist('mfe_market'));
    const again = await release('mfe_market', await fakeDist('mfe_market'));
    const other = await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }));

    expect(again).toMatchObject({ version: first.version, status: 'unchanged' });
    expect(other.version).not.toBe(first.version);
    expect((await readHistory(deployDir)).revision).toBe(3);
  });

  it('refuses a contract the active shell does not support, writing nothing', async () => {
    const dist = await fakeDist('mfe_market', { contract: 2 });

    await expect(release('mfe_market', dist, { version: '9.9.9' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CONTRACT',
      message: expect.stringMatching(/contract 2.*supports contracts \[1\]/),
    });
    expect(await readHistory(deployDir)).toMatchObject({ revision: 1, remotes: {} });
    await expect(fs.access(path.join(deployDir, 'remotes', 'mfe_market', '9.9.9'))).rejects.toThrow();
    expect((await readAudit(deployDir)).map((entry) => entry.action)).toEqual(['deploy-shell']);
  });

  it('accepts that contract once a shell supporting it is deployed', async () => {
    await deployOtherShell('shell v2', { contracts: [1, 2] });
    await expect(release('mfe_market', await fakeDist('mfe_market', { contract: 2 }))).resolves.toMatchObject({ status: 'released' });
  });

  it('refuses a build against a newer @fc/shared than the active shell provides, writing nothing', async () => {
    const dist = await fakeDist('mfe_market', { sharedVersion: '1.2.0' });

    await expect(release('mfe_market', dist, { version: '9.9.9' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_SHARED_VERSION',
      message: expect.stringMatching(
        /Refusing to release mfe_market 9\.9\.9: it was built against @fc\/shared 1\.2\.0, but the active shell \S+ provides @fc\/shared 1\.1\.0.*deploy a shell built with @fc\/shared 1\.x ≥ 1\.2\.0 first/s,
      ),
    });
    expect(await readHistory(deployDir)).toMatchObject({ revision: 1, remotes: {} });
    await expect(fs.access(path.join(deployDir, 'remotes', 'mfe_market', '9.9.9'))).rejects.toThrow();
    expect((await readAudit(deployDir)).map((entry) => entry.action)).toEqual(['deploy-shell']);
  });

  it('refuses a build against another major @fc/shared, older or newer', async () => {
    await expect(release('mfe_market', await fakeDist('mfe_market', { sharedVersion: '2.0.0' }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_SHARED_VERSION',
    });
    await deployOtherShell('shell v2', { sharedVersion: '2.0.0' });
    await expect(release('mfe_market', await fakeDist('mfe_market', { sharedVersion: '1.0.0' }))).rejects.toMatchObject({
      code: 'UNSUPPORTED_SHARED_VERSION',
      message: expect.stringContaining('provides @fc/shared 2.0.0'),
    });
    expect((await readHistory(deployDir)).remotes).toEqual({});
  });

  it('accepts a build against the same or an older @fc/shared of the same major', async () => {
    await expect(release('mfe_market', await fakeDist('mfe_market', { sharedVersion: '1.1.0' }))).resolves.toMatchObject({ status: 'released' });
    await expect(
      release('mfe_market', await fakeDist('mfe_market', { content: 'v2', sharedVersion: '1.0.7' })),
    ).resolves.toMatchObject({ status: 'released' });
  });

  it("reads the @fc/shared version from the build's mf-manifest.json when fc-remote.json does not record it", async () => {
    const dist = await fakeDist('mfe_market', { sharedVersion: null, manifestSharedVersion: '1.3.0' });
    await expect(release('mfe_market', dist)).rejects.toMatchObject({ code: 'UNSUPPORTED_SHARED_VERSION' });

    await deployOtherShell('shell v2', { sharedVersion: '1.3.0' });
    const { version } = await release('mfe_market', dist);
    expect((await readHistory(deployDir)).remotes.mfe_market?.versions[version]?.sharedVersion).toBe('1.3.0');
  });

  it('refuses to overwrite an existing version with other content', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: '2.0.0' });
    const before = await readHistory(deployDir);

    await expect(release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: '2.0.0' })).rejects.toMatchObject({
      code: 'VERSION_EXISTS',
    });
    expect(await readHistory(deployDir)).toEqual(before);
    const page = path.join(deployDir, 'remotes', 'mfe_market', '2.0.0', 'chunks', 'page.1a2b3c4d.js');
    expect(await fs.readFile(page, 'utf8')).toBe('page v1');
  });

  it('refuses a folder that holds another remote or no build at all', async () => {
    await expect(release('mfe_game', await fakeDist('mfe_market'))).rejects.toMatchObject({ code: 'WRONG_REMOTE' });
    const empty = await fs.mkdtemp(path.join(root, 'empty-'));
    await expect(release('mfe_game', empty)).rejects.toMatchObject({ code: 'NOT_BUILT' });
  });

  it('rejects a version that is not a safe folder name', async () => {
    await expect(release('mfe_market', await fakeDist('mfe_market'), { version: '../escape' })).rejects.toMatchObject({
      code: 'BAD_VERSION',
    });
  });

  it('lets exactly one of concurrent releases of one remote win and refuses the others, writing nothing for them', async () => {
    const dists = await Promise.all(['a', 'b', 'c', 'd'].map((content) => fakeDist('mfe_wallet', { content })));
    const outcomes = await Promise.allSettled(dists.map((dist, index) => release('mfe_wallet', dist, { version: `v${index}`, user: `manager${index}` })));

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: 'BUSY',
        message: expect.stringMatching(/^Refusing to release mfe_wallet: another release command is working on mfe_wallet — (manager\d started "release" at \S+ \(pid \d+ on .+\)|another command holds it)\. Try again when it is done/),
      });
    }
    const winner = won[0].value.version;
    const registry = await readHistory(deployDir);
    expect(registry.revision).toBe(2);
    expect(Object.keys(registry.remotes.mfe_wallet.versions)).toEqual([winner]);
    expect(await fs.readdir(path.join(deployDir, 'remotes', 'mfe_wallet'))).toEqual([winner]);
    expect((await readAudit(deployDir)).filter((entry) => entry.action === 'release')).toHaveLength(1);
    // The lock is free again: the next release goes through.
    await expect(release('mfe_wallet', dists[3], { version: 'later' })).resolves.toMatchObject({ status: 'released' });
  });

  it('runs concurrent releases of different remotes side by side: every one lands and the revision counts them all', async () => {
    const names = ['mfe_wallet', 'mfe_market', 'mfe_game', 'mfe_auth'];
    const dists = await Promise.all(names.map((name) => fakeDist(name)));
    const results = await Promise.all(names.map((name, index) => release(name, dists[index])));

    const registry = await readHistory(deployDir);
    expect(registry.revision).toBe(5);
    expect(names.map((name) => registry.remotes[name]?.active)).toEqual(results.map((result) => result.version));
    expect(Object.keys((await readRegistry(deployDir)).remotes).sort()).toEqual([...names].sort());
  });

  it('waits for a live lock holder, gives up with LOCKED, and takes over a lock a crashed command left', async () => {
    let releaseHolder = () => {};
    const held = withLock(deployDir, () => new Promise((resolve) => (releaseHolder = () => resolve(undefined))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(withLock(deployDir, async () => 'second', { timeoutMs: 300 })).rejects.toMatchObject({ code: 'LOCKED' });
    releaseHolder();
    await held;
    await expect(withLock(deployDir, async () => 'after')).resolves.toBe('after');

    const lock = path.join(deployDir, '.lock');
    await fs.mkdir(lock);
    const longAgo = new Date(Date.now() - 60_000);
    await fs.utimes(lock, longAgo, longAgo);
    await expect(release('mfe_market', await fakeDist('mfe_market'))).resolves.toMatchObject({ status: 'released' });
  });

  it('finds which released version a build is, by content', async () => {
    const dist = await fakeDist('mfe_game');
    expect(await findReleasedVersion({ deployDir, remote: 'mfe_game', distDir: dist })).toBeNull();
    const { version } = await release('mfe_game', dist, { version: 'named' });
    expect(await findReleasedVersion({ deployDir, remote: 'mfe_game', distDir: await fakeDist('mfe_game') })).toBe(version);
  });
});

describe('registry.json, the view the shell downloads', () => {
  it('holds the active version of each remote and the deployed shell, not the history', async () => {
    const first = await release('mfe_market', await fakeDist('mfe_market'), { version: 'one' });
    const second = await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'two' });
    const shell = JSON.parse(await fs.readFile(path.join(deployDir, 'shell', 'shell.json'), 'utf8'));

    const view = await readRegistry(deployDir);
    expect(view).toEqual({
      revision: 3,
      updatedAt: expect.any(String),
      shell: { version: shell.version },
      remotes: {
        mfe_market: { version: second.version, manifest: '/remotes/mfe_market/two/mf-manifest.json', contract: 1, routes: ROUTES },
      },
    });
    expect(JSON.stringify(view)).not.toContain(first.version);
    expect(Object.keys((await readHistory(deployDir)).remotes.mfe_market.versions)).toEqual(['one', 'two']);
  });

  it('follows a rollback and a shell deploy, with the same revision as the history', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'one' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'two' });
    await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock });
    expect((await readRegistry(deployDir)).remotes.mfe_market?.version).toBe('one');

    const deployed = await deployOtherShell('shell v2');
    const view = await readRegistry(deployDir);
    expect(view.shell).toEqual({ version: deployed.version });
    expect(view.revision).toBe((await readHistory(deployDir)).revision);
  });

  it('reads a deploy folder from before the split (history inside registry.json) as the history', async () => {
    const legacy = {
      revision: 7,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        mfe_game: {
          active: 'g1',
          versions: { g1: { version: 'g1', manifest: '/remotes/mfe_game/g1/mf-manifest.json', contract: 1, routes: ROUTES, releasedAt: 'x', releasedBy: 'ops' } },
        },
      },
    };
    await fs.rm(path.join(deployDir, 'registry-history.json'));
    await fs.writeFile(path.join(deployDir, 'registry.json'), JSON.stringify(legacy));
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'm1' });

    expect(Object.keys((await readHistory(deployDir)).remotes).sort()).toEqual(['mfe_game', 'mfe_market']);
    expect((await readRegistry(deployDir)).remotes).toMatchObject({ mfe_game: { version: 'g1' }, mfe_market: { version: 'm1' } });
    expect((await readRegistry(deployDir)).revision).toBe(8);
  });
});

describe('rollbackRemote', () => {
  async function releaseThree() {
    const versions = [];
    for (const content of ['v1', 'v2', 'v3']) {
      versions.push((await release('mfe_market', await fakeDist('mfe_market', { content }), { version: content })).version);
    }
    return versions;
  }

  it('steps back one release at a time, not back and forth', async () => {
    await releaseThree();

    expect(await rollbackRemote({ deployDir, remote: 'mfe-market', user: 'bob', now: clock })).toEqual({
      name: 'mfe_market',
      from: 'v3',
      version: 'v2',
    });
    expect((await rollbackRemote({ deployDir, remote: 'mfe-market', now: clock })).version).toBe('v1');
    await expect(rollbackRemote({ deployDir, remote: 'mfe-market', now: clock })).rejects.toMatchObject({ code: 'NO_PREVIOUS' });
    expect((await readHistory(deployDir)).remotes.mfe_market.active).toBe('v1');
    expect((await readAudit(deployDir)).filter((e) => e.action === 'rollback')).toEqual([
      expect.objectContaining({ user: 'bob', remote: 'mfe_market', from: 'v3', to: 'v2' }),
      expect.objectContaining({ from: 'v2', to: 'v1' }),
    ]);
  });

  it('goes back to the version before a new release, skipping what was rolled back', async () => {
    await releaseThree();
    await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v4' }), { version: 'v4' });

    expect((await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).version).toBe('v2');
  });

  it('goes to a named version, and refuses unknown or already active ones', async () => {
    await releaseThree();

    expect((await rollbackRemote({ deployDir, remote: 'mfe_market', to: 'v1', now: clock })).version).toBe('v1');
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', to: 'v1' })).rejects.toMatchObject({ code: 'ALREADY_ACTIVE' });
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', to: 'v9' })).rejects.toMatchObject({
      code: 'UNKNOWN_VERSION',
      message: expect.stringContaining('v1, v2, v3'),
    });
    await expect(rollbackRemote({ deployDir, remote: 'mfe_game' })).rejects.toMatchObject({ code: 'NOT_RELEASED' });
  });

  it('falls back to release order when the audit log is gone', async () => {
    await releaseThree();
    await fs.rm(path.join(deployDir, 'audit.log'));

    expect((await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).version).toBe('v2');
  });

  it("refuses a version whose contract the active shell no longer supports, writing nothing", async () => {
    await deployOtherShell('shell v2', { contracts: [1, 2] });
    await release('mfe_market', await fakeDist('mfe_market', { contract: 1 }), { version: 'c1' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2', contract: 2 }), { version: 'c2' });
    await deployOtherShell('shell v3', { contracts: [2] });
    const before = await readHistory(deployDir);

    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).rejects.toMatchObject({
      code: 'UNSUPPORTED_CONTRACT',
      message: expect.stringMatching(/Refusing to roll back to mfe_market c1: it implements contract 1, but the active shell \S+ supports contracts \[2\]/),
    });
    expect(await readHistory(deployDir)).toEqual(before);
    expect((await readAudit(deployDir)).filter((entry) => entry.action === 'rollback')).toEqual([]);
  });

  it('refuses a version built against a newer @fc/shared than the active shell provides', async () => {
    await deployOtherShell('shell v2', { sharedVersion: '1.2.0' });
    await release('mfe_market', await fakeDist('mfe_market', { sharedVersion: '1.2.0' }), { version: 'new-shared' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2', sharedVersion: '1.0.0' }), { version: 'old-shared' });
    await deployOtherShell('shell v3', { sharedVersion: '1.1.0' });

    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', to: 'new-shared', now: clock })).rejects.toMatchObject({
      code: 'UNSUPPORTED_SHARED_VERSION',
      message: expect.stringContaining('Refusing to roll back to mfe_market new-shared: it was built against @fc/shared 1.2.0'),
    });
    expect((await readHistory(deployDir)).remotes.mfe_market?.active).toBe('old-shared');
  });

  it('counts a version released before the @fc/shared version was recorded as built against 1.0.0', async () => {
    await release('mfe_market', await fakeDist('mfe_market', { sharedVersion: null }), { version: 'unrecorded' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'recorded' });
    await deployOtherShell('shell v2', { sharedVersion: '2.0.0' });

    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).rejects.toMatchObject({
      code: 'UNSUPPORTED_SHARED_VERSION',
      message: expect.stringContaining('built against @fc/shared 1.0.0'),
    });
  });

  it('fails on the command line with the reason and a non-zero exit code', async () => {
    await deployOtherShell('shell v2', { sharedVersion: '1.2.0' });
    await release('mfe_market', await fakeDist('mfe_market', { sharedVersion: '1.2.0' }), { version: 'a' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'b' });
    await deployOtherShell('shell v3', { sharedVersion: '1.1.0' });

    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.mjs');
    const outcome = await new Promise((resolve) => {
      execFile(process.execPath, [cli, 'rollback', 'mfe-market'], { env: { ...process.env, DEPLOY_DIR: deployDir } }, (error, stdout, stderr) =>
        resolve({ code: error?.code ?? 0, stdout, stderr }),
      );
    });

    expect(outcome).toMatchObject({ code: 1, stdout: '' });
    expect(outcome.stderr).toMatch(/^Refusing to roll back to mfe_market a: it was built against @fc\/shared 1\.2\.0/);
    expect((await readHistory(deployDir)).remotes.mfe_market?.active).toBe('b');
  });

  it('touches neither the files nor another remote', async () => {
    await releaseThree();
    const { version: game } = await release('mfe_game', await fakeDist('mfe_game'));
    const filesBefore = await fs.readdir(path.join(deployDir, 'remotes', 'mfe_market'));

    await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock });

    expect(await fs.readdir(path.join(deployDir, 'remotes', 'mfe_market'))).toEqual(filesBefore);
    expect((await readHistory(deployDir)).remotes.mfe_game.active).toBe(game);
  });
});

describe('sharedVersionSatisfies', () => {
  it('needs the same major version and at most the provided minor.patch', () => {
    const cases = [
      ['1.1.0', '1.1.0', true],
      ['1.0.0', '1.1.0', true],
      ['1.0.9', '1.1.0', true],
      ['1.1.3', '1.1.2', false],
      ['1.2.0', '1.1.9', false],
      ['1.10.0', '1.9.0', false],
      ['1.9.0', '1.10.0', true],
      ['2.0.0', '1.9.0', false],
      ['1.0.0', '2.0.0', false],
    ];
    expect(cases.map(([needed, provided]) => [needed, provided, sharedVersionSatisfies(needed, provided)])).toEqual(cases);
  });

  it('refuses what is not a MAJOR.MINOR.PATCH version', () => {
    expect(() => sharedVersionSatisfies('^1.1.0', '1.1.0')).toThrow(/"\^1\.1\.0" is not a MAJOR\.MINOR\.PATCH version/);
  });
});

describe('activationHistory', () => {
  it('replays releases and rollbacks of one remote', () => {
    const entries = [
      { remote: 'mfe_market', to: 'a' },
      { remote: 'mfe_game', to: 'x' },
      { remote: 'mfe_market', to: 'b' },
      { remote: 'mfe_market', to: 'c' },
      { remote: 'mfe_market', to: 'a' },
      { remote: 'mfe_market', to: 'd' },
    ];
    expect(activationHistory(entries, 'mfe_market')).toEqual(['a', 'd']);
  });
});

describe('listRemotes', () => {
  it('shows the shell, each remote with its active version and every release, newest first', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'one' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'two', user: 'carol' });
    await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock });

    const listing = await listRemotes({ deployDir });
    expect(listing.shell).toEqual({ version: expect.stringMatching(/^1\.0\.0-/), supportedContracts: [1], sharedVersion: '1.1.0' });
    const market = listing.remotes.find((remote) => remote.name === 'mfe_market');
    expect(market).toMatchObject({
      active: 'one',
      versions: [
        { version: 'two', sharedVersion: '1.1.0', releasedBy: 'carol', active: false },
        { version: 'one', sharedVersion: '1.1.0', releasedBy: 'alice', active: true },
      ],
    });
    expect(listing.remotes.find((remote) => remote.name === 'mfe_auth')).toEqual({ name: 'mfe_auth', active: null, canary: null, versions: [] });

    const table = formatRemotes(listing);
    expect(table).toMatch(/^shell 1\.0\.0-[0-9a-f]{8} \(supports contracts 1; provides @fc\/shared 1\.1\.0\)/);
    expect(table).toMatch(/mfe_market\s+one\s+ {2}two\s+1\s+1\.1\.0\s+carol/);
    expect(table).toMatch(/\* one\s+1\s+1\.1\.0\s+alice/);
    expect(table).toMatch(/mfe_auth\s+-\s+\(never released\)/);
  });
});

describe('deployShell', () => {
  it('writes shell.json, keeps the previous hashed files and skips an unchanged build', async () => {
    const info = JSON.parse(await fs.readFile(path.join(deployDir, 'shell', 'shell.json'), 'utf8'));
    expect(info).toMatchObject({ version: expect.stringMatching(/^1\.0\.0-[0-9a-f]{8}$/), supportedContracts: [1], sharedVersion: '1.1.0' });

    const next = await fakeShellDist('shell version two');
    const deployed = await deployShell({ deployDir, distDir: next, supportedContracts: [1], sharedVersion: '1.1.0' });
    const unchanged = await deployShell({ deployDir, distDir: next, supportedContracts: [1], sharedVersion: '1.1.0' });

    expect(deployed).toMatchObject({ status: 'deployed', from: info.version });
    expect(unchanged).toMatchObject({ status: 'unchanged', version: deployed.version });
    const files = await fs.readdir(path.join(deployDir, 'shell'));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'shell.json', 'main.00000008.js', 'main.00000011.js']));
    expect(await fs.readFile(path.join(deployDir, 'shell', 'index.html'), 'utf8')).toContain('shell version two');
  });
});

describe('deployShell records the @fc/shared it provides', () => {
  it("from the build's mf-manifest.json, and a different version is a new deploy", async () => {
    const dist = await fakeShellDist('shell with manifest', { manifestSharedVersion: '1.4.2' });
    await expect(deployShell({ deployDir, distDir: dist, supportedContracts: [1], now: clock })).resolves.toMatchObject({ status: 'deployed' });
    const shellJson = () => fs.readFile(path.join(deployDir, 'shell', 'shell.json'), 'utf8').then(JSON.parse);
    expect(await shellJson()).toMatchObject({ sharedVersion: '1.4.2' });

    await expect(deployShell({ deployDir, distDir: dist, supportedContracts: [1], now: clock })).resolves.toMatchObject({ status: 'unchanged' });
    await expect(
      deployShell({ deployDir, distDir: dist, supportedContracts: [1], sharedVersion: '1.5.0', now: clock }),
    ).resolves.toMatchObject({ status: 'deployed' });
    expect(await shellJson()).toMatchObject({ sharedVersion: '1.5.0' });
  });
});

/** Writes one site process's counts of a canary, as the site server does. */
async function writeStats(since, tag, stable, canary) {
  const dir = path.join(deployDir, 'canary-stats', 'mfe_market', since.replace(/:/g, '-'));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${tag}.json`), JSON.stringify({ stable, canary, updatedAt: new Date().toISOString() }));
}

describe('canary', () => {
  const startCanary = async (extra = {}) => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    return release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'next', canary: { share: 10 }, ...extra });
  };

  it('gives the new version to a share of visitors: the stable version stays active, registry.json carries both', async () => {
    const result = await startCanary({ canary: { share: 10, maxErrorRate: 2 } });

    expect(result).toEqual({ name: 'mfe_market', version: 'next', from: 'stable', status: 'canary' });
    const entry = (await readHistory(deployDir)).remotes.mfe_market;
    expect(entry.active).toBe('stable');
    expect(entry.canary).toEqual({ version: 'next', share: 10, since: expect.any(String), by: 'alice', maxErrorRate: 2 });
    expect((await readRegistry(deployDir)).remotes.mfe_market).toEqual({
      version: 'stable',
      manifest: '/remotes/mfe_market/stable/mf-manifest.json',
      contract: 1,
      routes: ROUTES,
      canary: {
        version: 'next',
        manifest: '/remotes/mfe_market/next/mf-manifest.json',
        contract: 1,
        routes: ROUTES,
        share: 10,
        since: entry.canary.since,
        maxErrorRate: 2,
      },
    });
    expect((await readAudit(deployDir)).at(-1)).toMatchObject({ action: 'canary', user: 'alice', from: 'stable', to: 'next', share: 10, maxErrorRate: 2 });
  });

  it('refuses a second canary and a release while one runs, with what to do, writing nothing', async () => {
    await startCanary();
    const before = await readHistory(deployDir);

    await expect(release('mfe_market', await fakeDist('mfe_market', { content: 'v3' }), { version: 'other', canary: { share: 5 } })).rejects.toMatchObject({
      code: 'CANARY_RUNNING',
      message: expect.stringMatching(/^Refusing to start a canary of mfe_market: its canary next \(10 % of visitors since .*, by alice\) is still running\. Promote it \(npm run release -- mfe-market --promote\) or abort it \(npm run rollback -- mfe-market\) first\.$/),
    });
    await expect(release('mfe_market', await fakeDist('mfe_market', { content: 'v3' }), { version: 'other' })).rejects.toMatchObject({ code: 'CANARY_RUNNING' });
    expect(await readHistory(deployDir)).toEqual(before);
    await expect(fs.access(path.join(deployDir, 'remotes', 'mfe_market', 'other'))).rejects.toThrow();
  });

  it('is refused by the same compatibility gates as a release, and without a stable version to compare with', async () => {
    await expect(release('mfe_market', await fakeDist('mfe_market'), { version: 'first', canary: { share: 10 } })).rejects.toMatchObject({ code: 'NOT_RELEASED' });
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    await expect(
      release('mfe_market', await fakeDist('mfe_market', { content: 'v2', contract: 2 }), { version: 'c2', canary: { share: 10 } }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CONTRACT', message: expect.stringContaining('Refusing to start a canary of mfe_market c2') });
    await expect(
      release('mfe_market', await fakeDist('mfe_market', { content: 'v2', sharedVersion: '1.2.0' }), { version: 's2', canary: { share: 10 } }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_SHARED_VERSION' });
    await expect(release('mfe_market', await fakeDist('mfe_market'), { version: 'stable', canary: { share: 10 } })).rejects.toMatchObject({ code: 'ALREADY_ACTIVE' });
    for (const share of [0, 100, 12.5]) {
      await expect(release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { canary: { share } })).rejects.toMatchObject({ code: 'BAD_SHARE' });
    }
    expect((await readHistory(deployDir)).remotes.mfe_market?.canary).toBeUndefined();
  });

  it('promote makes the canary active for everyone; a plain rollback then goes back to the old stable version', async () => {
    await startCanary();

    expect(await promoteCanary({ deployDir, remote: 'mfe-market', user: 'bob', now: clock })).toEqual({ name: 'mfe_market', version: 'next', from: 'stable' });
    const entry = (await readHistory(deployDir)).remotes.mfe_market;
    expect(entry.active).toBe('next');
    expect(entry.canary).toBeUndefined();
    expect((await readRegistry(deployDir)).remotes.mfe_market).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
    expect((await readAudit(deployDir)).at(-1)).toMatchObject({ action: 'promote', user: 'bob', from: 'stable', to: 'next' });
    await expect(promoteCanary({ deployDir, remote: 'mfe-market' })).rejects.toMatchObject({ code: 'NO_CANARY' });

    expect((await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).version).toBe('stable');
  });

  it('a rollback while a canary runs ends the canary and keeps the stable version; --to waits for it to end', async () => {
    await startCanary();
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', to: 'stable' })).rejects.toMatchObject({ code: 'CANARY_RUNNING' });

    expect(await rollbackRemote({ deployDir, remote: 'mfe_market', user: 'bob', now: clock })).toEqual({
      name: 'mfe_market',
      from: 'next',
      version: 'stable',
      aborted: true,
    });
    expect((await readHistory(deployDir)).remotes.mfe_market).toMatchObject({ active: 'stable' });
    expect((await readHistory(deployDir)).remotes.mfe_market?.canary).toBeUndefined();
    expect((await readRegistry(deployDir)).remotes.mfe_market).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
    expect((await readAudit(deployDir)).at(-1)).toMatchObject({ action: 'abort', user: 'bob', from: 'next', to: 'stable' });
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', abort: true })).rejects.toMatchObject({ code: 'NO_CANARY' });
    // The canary never was active: a plain rollback now has nothing before `stable`.
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market' })).rejects.toMatchObject({ code: 'NO_PREVIOUS' });
  });

  it('abortCanary (the automatic abort) audits the reason, and aborts only the canary that was judged', async () => {
    await startCanary();
    const { since } = (await readHistory(deployDir)).remotes.mfe_market.canary;

    expect(await abortCanary({ deployDir, remote: 'mfe_market', reason: 'x', user: 'site', expected: { version: 'other' } })).toBeNull();
    expect((await readHistory(deployDir)).remotes.mfe_market.canary).toBeDefined();

    const reason = 'error rate 37.0 % vs 1.0 % over 112 loads';
    expect(await abortCanary({ deployDir, remote: 'mfe_market', reason, user: 'site', expected: { version: 'next', since } })).toEqual({
      name: 'mfe_market',
      version: 'next',
      active: 'stable',
      reason,
    });
    expect((await readRegistry(deployDir)).remotes.mfe_market?.canary).toBeUndefined();
    expect((await readAudit(deployDir)).at(-1)).toMatchObject({ action: 'abort', user: 'site', remote: 'mfe_market', from: 'next', to: 'stable', reason });
    expect(await abortCanary({ deployDir, remote: 'mfe_market', reason, user: 'site' })).toBeNull();
    expect((await readAudit(deployDir)).filter((entry) => entry.action === 'abort')).toHaveLength(1);
  });

  it("readCanaryStats sums every site process's counts of that canary and leaves out others", async () => {
    await startCanary();
    const canary = (await readHistory(deployDir)).remotes.mfe_market.canary;
    expect(await readCanaryStats(deployDir, 'mfe_market', canary)).toEqual({
      stable: { version: null, loads: 0, errors: 0, errorRate: null },
      canary: { version: 'next', loads: 0, errors: 0, errorRate: null },
      processes: 0,
      updatedAt: null,
    });

    await writeStats(canary.since, 'a-1', { version: 'stable', loads: 600, errors: 3 }, { version: 'next', loads: 60, errors: 20 });
    await writeStats(canary.since, 'b-2', { version: 'stable', loads: 400, errors: 7 }, { version: 'next', loads: 52, errors: 20 });
    await writeStats(canary.since, 'old', { version: 'stable', loads: 999, errors: 999 }, { version: 'older', loads: 999, errors: 0 });
    await fs.writeFile(path.join(deployDir, 'canary-stats', 'mfe_market', canary.since.replace(/:/g, '-'), 'torn.json'), '{"stable":');

    const stats = await readCanaryStats(deployDir, 'mfe_market', canary);
    expect(stats).toEqual({
      stable: { version: 'stable', loads: 1000, errors: 10, errorRate: 1 },
      canary: { version: 'next', loads: 112, errors: 40, errorRate: (40 / 112) * 100 },
      processes: 2,
      updatedAt: expect.any(String),
    });
    expect(canaryAbortReason(stats, { maxErrorRate: 2, minLoads: 100 })).toBe('error rate 35.7 % vs 1.0 % over 112 loads');
    expect(canaryAbortReason(stats, { maxErrorRate: 40, minLoads: 100 })).toBeNull();
    expect(canaryAbortReason(stats, { maxErrorRate: 2, minLoads: 113 })).toBeNull();
    expect(canaryAbortReason(stats, { maxErrorRate: undefined, minLoads: 100 })).toBeNull();
  });
});

describe('npm run remotes with a canary', () => {
  it('shows the stable and canary versions, the share, and each one\'s loads and error rate since the canary began', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'next', canary: { share: 10, maxErrorRate: 2 } });
    const { since } = (await readHistory(deployDir)).remotes.mfe_market.canary;
    await writeStats(since, 'a-1', { version: 'stable', loads: 900, errors: 9 }, { version: 'next', loads: 101, errors: 2 });

    const listing = await listRemotes({ deployDir });
    expect(listing.canaryMinLoads).toBe(100);
    expect(listing.remotes.find((remote) => remote.name === 'mfe_market')).toMatchObject({
      active: 'stable',
      canary: { version: 'next', share: 10, since, by: 'alice', maxErrorRate: 2, stats: { stable: { loads: 900, errors: 9 }, canary: { loads: 101, errors: 2 } } },
      versions: [
        { version: 'next', active: false, canary: true },
        { version: 'stable', active: true, canary: false },
      ],
    });

    const { code, stdout } = await runCli(['list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/mfe_market\s+stable\s+c next\s+1\s+1\.1\.0\s+alice/);
    expect(stdout).toMatch(/\* stable\s+1\s+1\.1\.0\s+alice/);
    expect(stdout).toContain('an automatic abort needs at least 100 canary loads');
    expect(stdout).toMatch(
      new RegExp(`mfe_market\\s+stable\\s+next\\s+10 %\\s+${since.replace(/\./g, '\\.')}\\s+alice\\s+900 loads, 9 errors \\(1\\.0 %\\)\\s+101 loads, 2 errors \\(2\\.0 %\\)\\s+error rate > stable \\+ 2 points \\(now \\+1\\.0\\)$`, 'm'),
    );
  }, CLI_TEST_MS);

  it('starts, promotes and aborts from the command line, each audited under the user', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    // The command line builds; here the canary is published from a fake build, then promoted and aborted by the CLI.
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'next', canary: { share: 10 } });

    expect(await runCli(['rollback', 'mfe-market', '--abort', '--reason', 'checkout button broken'])).toMatchObject({
      code: 0,
      stdout: 'Aborted the canary of mfe_market (next): everyone gets stable\n',
    });
    expect((await readAudit(deployDir)).at(-1)).toMatchObject({ action: 'abort', user: 'cli-user', reason: 'checkout button broken' });
    expect(await runCli(['release', 'mfe-market', '--promote'])).toMatchObject({ code: 1, stderr: 'mfe_market runs no canary to promote.\n' });

    await release('mfe_market', await fakeDist('mfe_market', { content: 'v2' }), { version: 'next', canary: { share: 50 } });
    expect(await runCli(['release', 'mfe-market', '--promote'])).toMatchObject({ code: 0, stdout: 'Promoted mfe_market next to everyone (was stable)\n' });
    expect((await readRegistry(deployDir)).remotes.mfe_market?.version).toBe('next');
    expect(await runCli(['release', 'mfe-market', '--canary', '0'])).toMatchObject({ code: 1, stderr: expect.stringContaining("A canary's share is a whole percent from 1 to 99 (got 0)") });
    expect(await runCli(['release', 'mfe-market', '--max-error-rate', '2'])).toMatchObject({ code: 1, stderr: expect.stringContaining('--max-error-rate applies to a canary') });
  }, CLI_TEST_MS);
});

describe('pin and prune', () => {
  /** Releases v1..v8 of mfe_market, each a second after the other. */
  async function releaseEight() {
    for (let index = 1; index <= 8; index += 1) {
      await release('mfe_market', await fakeDist('mfe_market', { content: `v${index}` }), { version: `v${index}` });
    }
  }
  const folders = async () => (await fs.readdir(path.join(deployDir, 'remotes', 'mfe_market'))).sort();

  it('keeps the last N, the active, the canary and the pinned versions, deleting the others\' files and history', async () => {
    await releaseEight();
    await rollbackRemote({ deployDir, remote: 'mfe_market', to: 'v2', now: clock });
    await pinVersion({ deployDir, remote: 'mfe_market', version: 'v1', user: 'carol', now: clock });
    await release('mfe_market', await fakeDist('mfe_market', { content: 'v9' }), { version: 'v9', canary: { share: 10 } });
    // Ended canaries' counts go; the running one's stay.
    const { since } = (await readHistory(deployDir)).remotes.mfe_market.canary;
    await writeStats(since, 'a-1', { version: 'v2', loads: 1, errors: 0 }, { version: 'v9', loads: 1, errors: 0 });
    await writeStats('2020-01-01T00:00:00.000Z', 'a-1', { version: 'v2', loads: 1, errors: 0 }, { version: 'v0', loads: 1, errors: 0 });
    // A half-copied version a killed release left, and a folder no history names.
    await fs.mkdir(path.join(deployDir, 'remotes', 'mfe_market', 'v10.123.abcd.tmp'));
    await fs.mkdir(path.join(deployDir, 'remotes', 'mfe_market', 'orphan'));
    const game = await release('mfe_game', await fakeDist('mfe_game'), { version: 'g1' });

    const results = await pruneVersions({ deployDir, keep: 3, user: 'ops', now: clock });

    expect(results.find((result) => result.name === 'mfe_market')).toEqual({
      name: 'mfe_market',
      deleted: ['v3', 'v4', 'v5', 'v6'],
      kept: ['v1', 'v2', 'v7', 'v8', 'v9'],
    });
    expect(results.find((result) => result.name === 'mfe_game')).toEqual({ name: 'mfe_game', deleted: [], kept: [game.version] });
    expect(await folders()).toEqual(['v1', 'v2', 'v7', 'v8', 'v9']);
    const entry = (await readHistory(deployDir)).remotes.mfe_market;
    expect(Object.keys(entry.versions).sort()).toEqual(['v1', 'v2', 'v7', 'v8', 'v9']);
    expect(entry).toMatchObject({ active: 'v2', canary: { version: 'v9' }, pinned: ['v1'] });
    expect(await fs.readdir(path.join(deployDir, 'canary-stats', 'mfe_market'))).toEqual([since.replace(/:/g, '-')]);
    expect((await readAudit(deployDir)).filter((line) => line.action === 'prune')).toEqual([
      expect.objectContaining({ user: 'ops', remote: 'mfe_market', versions: ['v3', 'v4', 'v5', 'v6'], reason: expect.stringContaining('last 3') }),
    ]);
    expect((await readAudit(deployDir)).find((line) => line.action === 'pin')).toMatchObject({ user: 'carol', remote: 'mfe_market', to: 'v1' });
    // What is served is untouched: the active and canary versions.
    expect((await readRegistry(deployDir)).remotes.mfe_market).toMatchObject({ version: 'v2', canary: { version: 'v9' } });
  });

  it('leaves every kept version one rollback away, and a pruned one refused', async () => {
    await releaseEight();
    await pinVersion({ deployDir, remote: 'mfe_market', version: 'v1', now: clock });
    await pruneVersions({ deployDir, keep: 2, now: clock });

    for (const version of ['v1', 'v7']) {
      expect(await rollbackRemote({ deployDir, remote: 'mfe_market', to: version, now: clock })).toMatchObject({ version });
      expect((await readRegistry(deployDir)).remotes.mfe_market?.manifest).toBe(`/remotes/mfe_market/${version}/mf-manifest.json`);
      await expect(fs.access(path.join(deployDir, 'remotes', 'mfe_market', version, 'mf-manifest.json'))).resolves.toBeUndefined();
    }
    await expect(rollbackRemote({ deployDir, remote: 'mfe_market', to: 'v5' })).rejects.toMatchObject({ code: 'UNKNOWN_VERSION' });
    // A plain rollback steps back over what was pruned to a kept version.
    expect((await rollbackRemote({ deployDir, remote: 'mfe_market', now: clock })).version).toBe('v1');
    // Released again after a prune, a pruned version's name is free for its content.
    await expect(release('mfe_market', await fakeDist('mfe_market', { content: 'v5' }), { version: 'v5' })).resolves.toMatchObject({ status: 'released' });
  });

  it('unpins, refuses an unknown version, and prunes one remote or from the command line', async () => {
    await releaseEight();
    await expect(pinVersion({ deployDir, remote: 'mfe_market', version: 'nope' })).rejects.toMatchObject({ code: 'UNKNOWN_VERSION' });
    expect(await pinVersion({ deployDir, remote: 'mfe_market', version: 'v1' })).toMatchObject({ status: 'pinned', pinned: ['v1'] });
    expect(await pinVersion({ deployDir, remote: 'mfe_market', version: 'v1' })).toMatchObject({ status: 'unchanged' });
    expect(await unpinVersion({ deployDir, remote: 'mfe_market', version: 'v1' })).toMatchObject({ status: 'unpinned', pinned: [] });
    expect((await readHistory(deployDir)).remotes.mfe_market?.pinned).toBeUndefined();
    await expect(pruneVersions({ deployDir, keep: -1 })).rejects.toMatchObject({ code: 'BAD_KEEP' });

    expect(await runCli(['list', 'pin', 'mfe-market', 'v2'])).toMatchObject({ code: 0, stdout: 'mfe_market v2 pinned; pinned: v2\n' });
    expect(await runCli(['list', 'prune', 'mfe-market', '--keep', '1'])).toMatchObject({
      code: 0,
      stdout: 'mfe_market: deleted v1, v3, v4, v5, v6, v7; kept v2, v8\n',
    });
    expect((await runCli(['list'])).stdout).toMatch(/\* v8\s+1\s+1\.1\.0\s+alice\s+\S+\n\s+v2\s+1\s+1\.1\.0\s+alice\s+\S+\s+pinned/);
    // An unchanged pin writes no audit line.
    expect((await readAudit(deployDir)).filter((line) => line.action === 'prune' || line.action.endsWith('pin')).map((line) => [line.action, line.to])).toEqual([
      ['pin', 'v1'],
      ['unpin', 'v1'],
      ['pin', 'v2'],
      ['prune', null],
    ]);
    expect((await readAudit(deployDir)).slice(-2).map((line) => [line.action, line.user])).toEqual([
      ['pin', 'cli-user'],
      ['prune', 'cli-user'],
    ]);
  }, CLI_TEST_MS);
});

describe('a release killed with SIGKILL', () => {
  const INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.mjs');

  /** A build with many files, so that copying it takes long enough to be caught in the middle. */
  async function bigDist(content) {
    const dir = await fakeDist('mfe_market', { content });
    await fs.mkdir(path.join(dir, 'many'));
    await Promise.all(Array.from({ length: 3000 }, (_, index) => fs.writeFile(path.join(dir, 'many', `f${index}.js`), `${content} ${index} `.repeat(50))));
    return dir;
  }

  /** Starts `publishRemote` in another process, as `npm run release` would. */
  const startRelease = (distDir, version) =>
    spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { publishRemote } from ${JSON.stringify(INDEX)};
         await publishRemote({ deployDir: ${JSON.stringify(deployDir)}, remote: 'mfe_market', distDir: ${JSON.stringify(distDir)}, version: ${JSON.stringify(version)}, user: 'killed' });`,
      ],
      { stdio: 'ignore' },
    );

  const snapshot = async () => ({
    history: await fs.readFile(path.join(deployDir, 'registry-history.json'), 'utf8'),
    view: await fs.readFile(path.join(deployDir, 'registry.json'), 'utf8'),
    audit: await fs.readFile(path.join(deployDir, 'audit.log'), 'utf8'),
  });

  /** Resolves once `predicate` holds, polling every few milliseconds. */
  async function until(predicate, timeoutMs = 30_000) {
    const start = Date.now();
    while (!(await predicate())) {
      if (Date.now() - start > timeoutMs) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  /** Makes a dead command's lock as old as a stale one (instead of waiting LOCK_STALE_MS); no lock, nothing to do. */
  async function ageLock(lock) {
    const longAgo = new Date(Date.now() - 60_000);
    await fs.utimes(lock, longAgo, longAgo).catch(() => {});
  }
  const ageRemoteLock = () => ageLock(path.join(deployDir, '.locks', 'mfe_market.lock'));

  it('between the history and registry.json: the next command brings the view up and removes temporary files', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    const history = await readHistory(deployDir);
    const ahead = { ...history, revision: history.revision + 1, remotes: { ...history.remotes, mfe_market: { ...history.remotes.mfe_market, active: 'stable' } } };
    // As a command killed after its history write (the commit) and before the view's, with a temporary file left.
    await fs.writeFile(path.join(deployDir, 'registry-history.json'), JSON.stringify(ahead));
    await fs.writeFile(path.join(deployDir, 'registry.json.123456'), '{"half');
    expect((await readRegistry(deployDir)).revision).toBe(history.revision);

    await withLock(deployDir, async () => undefined);

    expect((await readRegistry(deployDir)).revision).toBe(history.revision + 1);
    expect(await fs.readdir(deployDir)).not.toContain('registry.json.123456');
  });

  it('mid-copy leaves the registry readable and unchanged; the next release cleans up and lands', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    const before = await snapshot();
    const dist = await bigDist('big');
    const remoteDir = path.join(deployDir, 'remotes', 'mfe_market');

    const child = startRelease(dist, 'big');
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal)));
    await until(async () => (await fs.readdir(remoteDir)).some((entry) => entry.endsWith('.tmp')));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    expect(await snapshot()).toEqual(before);
    expect((await readRegistry(deployDir)).remotes.mfe_market?.version).toBe('stable');
    expect(await fs.readdir(remoteDir)).toEqual(expect.arrayContaining(['stable']));
    await expect(fs.access(path.join(remoteDir, 'big'))).rejects.toThrow();
    // Until its lock goes stale, the dead command still counts as working on the remote.
    await expect(release('mfe_market', dist, { version: 'big' })).rejects.toMatchObject({ code: 'BUSY', message: expect.stringContaining('killed started "release"') });

    await ageRemoteLock();
    await expect(release('mfe_market', dist, { version: 'big' })).resolves.toMatchObject({ status: 'released', from: 'stable' });
    expect((await fs.readdir(remoteDir)).sort()).toEqual(['big', 'stable']);
  }, 120_000);

  it('once its copy is complete leaves the previous state or the whole release, and a version folder it left is no obstacle', async () => {
    await release('mfe_market', await fakeDist('mfe_market'), { version: 'stable' });
    const before = await readHistory(deployDir);
    const dist = await bigDist('big');
    const folder = path.join(deployDir, 'remotes', 'mfe_market', 'late');

    // Killed as soon as the copy is renamed into place: before, while or just after the registry is written.
    const child = startRelease(dist, 'late');
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await until(async () => (await fs.access(folder).then(() => true, () => false)) || (await readHistory(deployDir)).revision > before.revision);
    child.kill('SIGKILL');
    await exited;

    const history = await readHistory(deployDir);
    const view = await readRegistry(deployDir);
    const committed = history.remotes.mfe_market?.active === 'late';
    if (committed) {
      expect(history.revision).toBe(before.revision + 1);
      expect(await hashDirOf(folder)).toBe(await hashDirOf(dist));
    } else {
      expect(history).toEqual(before);
    }
    // registry.json is the history's view or the one before it, and the next command brings it up to the history.
    expect([before.revision, history.revision]).toContain(view.revision);
    await ageRemoteLock();
    await ageLock(path.join(deployDir, '.lock'));
    await withLock(deployDir, async () => undefined);
    expect(await readRegistry(deployDir)).toMatchObject({ revision: history.revision, remotes: { mfe_market: { version: committed ? 'late' : 'stable' } } });

    // Uncommitted, the name is still free: other content released under it replaces the folder the dead release left.
    const other = await fakeDist('mfe_market', { content: 'other' });
    if (committed) {
      await expect(release('mfe_market', other, { version: 'late' })).rejects.toMatchObject({ code: 'VERSION_EXISTS' });
    } else {
      await expect(release('mfe_market', other, { version: 'late' })).resolves.toMatchObject({ status: 'released' });
      expect(await hashDirOf(folder)).toBe(await hashDirOf(other));
    }
  }, 120_000);
});
