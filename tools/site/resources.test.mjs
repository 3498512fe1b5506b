import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployResources } from './resources.mjs';

let root;
let art;
let deployDir;
const log = () => {};

async function buildArt(version, files) {
  await fs.rm(art, { recursive: true, force: true });
  for (const [relative, content] of Object.entries({ ...files, 'version.json': JSON.stringify({ version }) })) {
    await fs.mkdir(path.dirname(path.join(art, relative)), { recursive: true });
    await fs.writeFile(path.join(art, relative), content);
  }
}
const deployed = (relative) => fs.readFile(path.join(deployDir, 'resources', relative), 'utf8').catch(() => null);

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'fc-resources-test-'));
  art = path.join(root, 'art');
  deployDir = path.join(root, 'deploy');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('deployResources', () => {
  it('copies the built art into the deploy folder, and replaces it whole when its version changes', async () => {
    await buildArt('aaaaaaaaaaaa', { 'cards/1-rare.svg': '<svg>1</svg>', 'teams/1.svg': '<svg>t</svg>' });
    expect(await deployResources({ deployDir, sourceDir: art, log })).toBe('aaaaaaaaaaaa');
    expect(await deployed('cards/1-rare.svg')).toBe('<svg>1</svg>');

    await buildArt('bbbbbbbbbbbb', { 'cards/1-rare.svg': '<svg>2</svg>' });
    expect(await deployResources({ deployDir, sourceDir: art, log })).toBe('bbbbbbbbbbbb');
    expect(await deployed('cards/1-rare.svg')).toBe('<svg>2</svg>');
    expect(await deployed('teams/1.svg')).toBeNull();
    expect((await fs.readdir(deployDir)).sort()).toEqual(['resources']);
  });

  it('leaves a deployed version alone', async () => {
    await buildArt('aaaaaaaaaaaa', { 'cards/1-rare.svg': '<svg>1</svg>' });
    await deployResources({ deployDir, sourceDir: art, log });
    // Replaced, not written in place: the deployed file may be a hard link to the built one.
    await fs.rm(path.join(deployDir, 'resources', 'cards', '1-rare.svg'));
    await fs.writeFile(path.join(deployDir, 'resources', 'cards', '1-rare.svg'), 'touched');
    const lines = [];
    await deployResources({ deployDir, sourceDir: art, log: (line) => lines.push(line) });
    expect(lines).toEqual(['resources aaaaaaaaaaaa (unchanged)']);
    expect(await deployed('cards/1-rare.svg')).toBe('touched');
  });

  it('skips art that is not built, unless a test site requires it', async () => {
    expect(await deployResources({ deployDir, sourceDir: art, log })).toBeNull();
    await expect(deployResources({ deployDir, sourceDir: art, log, required: true })).rejects.toThrow(/art is not built/);
  });
});
