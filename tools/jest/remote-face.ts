// The checks every remote's face gets (`src/routes.test.tsx`): its route table is SPEC.md §2's, every page has a
// title in English and Korean, and every page loads. Each remote keeps its own table; only the checks live here.
import type { Layout, RemoteFace, RemoteName, Resources } from '@fc/shared/contracts';

/** One SPEC.md §2 route: [path, loginRequired, layout, redirectTo or null]. */
export type SpecRoute = readonly [path: string, loginRequired: boolean, layout: Layout, redirectTo: string | null];

export interface RemoteFaceSpec {
  name: RemoteName;
  namespace: string;
  /** The remote's part of SPEC.md §2, in the order the face declares it. */
  routes: readonly SpecRoute[];
}

/** The string at a dotted i18n key (`titles.packs`), or undefined. */
function lookup(resources: Resources, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** Declares the three tests of a remote's face. */
export function describeRemoteFace(face: RemoteFace, spec: RemoteFaceSpec): void {
  describe(`${spec.name} routes`, () => {
    it('declares exactly the SPEC.md §2 route table', () => {
      expect(face.name).toBe(spec.name);
      expect(face.namespace).toBe(spec.namespace);
      expect(face.routes.map((route) => [route.path, route.loginRequired, route.layout, route.redirectTo ?? null])).toEqual(
        spec.routes,
      );
    });

    it('titles every page in English and Korean', () => {
      for (const route of face.routes.filter((candidate) => candidate.load)) {
        for (const language of ['en', 'ko'] as const) {
          const title = route.titleKey === undefined ? undefined : lookup(face.resources[language], route.titleKey);
          expect([route.id, language, title]).toEqual([route.id, language, expect.stringMatching(/\S/)]);
        }
      }
    });

    it('loads a page component for every route that is not a redirect', async () => {
      for (const route of face.routes.filter((candidate) => !candidate.redirectTo)) {
        const page = await route.load?.();
        expect([route.id, typeof page?.default]).toEqual([route.id, 'function']);
      }
    });
  });
}
