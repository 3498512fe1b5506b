// One feature template (issue 26): inside `<app>/src/features/<feature>/` only `api/` (one request per file, with its
// query keys), `components/`, `pages/` and `lib/` (hooks, pure rules, test data), files beside them (a feature's face
// `index.ts`, its constants); a test sits beside the file it tests. A folder of any other name fails here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATE = ['api', 'components', 'pages', 'lib'];

const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const apps = folders(ROOT).filter((folder) => existsSync(path.join(ROOT, folder, 'src', 'features')));

describe('feature folders', () => {
  it('are found in the shell and the five remotes', () => {
    expect(apps).toEqual(expect.arrayContaining(['shell', 'mfe-auth', 'mfe-market', 'mfe-collection', 'mfe-game', 'mfe-wallet']));
  });

  it.each(apps)('in %s hold only api/, components/, pages/ and lib/', (app) => {
    const features = path.join(app, 'src', 'features');
    const strays = folders(path.join(ROOT, features)).flatMap((feature) =>
      folders(path.join(ROOT, features, feature))
        // An empty folder is not in git: a move leaves it behind on disk only.
        .filter((folder) => !TEMPLATE.includes(folder) && readdirSync(path.join(ROOT, features, feature, folder)).length > 0)
        .map((folder) => `${features}/${feature}/${folder}/`),
    );
    expect(strays).toEqual([]);
  });
});
