// The checks every remote's face gets (`src/routes.test.tsx`), driven by the face's own route table: its names
// and ids follow one scheme, every page has a title in English and Korean, every page loads, and (for remotes that
// say so) every placeholder page renders its title and the under-construction notice in both languages. The table
// itself is the face's: SPEC.md §2 is checked against all five faces once, in tools/jest/spec-routes.test.ts.
import { act, createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { generatePath, MemoryRouter, Route, Routes } from 'react-router-dom';
import { addRemoteResources, setLanguage } from '@fc/shared';
import { ROUTE_PATTERNS, type RemoteFace, type Resources } from '@fc/shared/contracts';

export interface RemoteFaceOptions {
  /**
   * The pages that are still `UnderConstruction` placeholders: every page (`true`), or every page except the
   * route ids listed. Each must render its title and the notice (and its route parameters) in English and Korean.
   */
  underConstruction?: true | { except: readonly string[] };
}

/** What a placeholder page shows besides its title, per language (shared/src/locales/<lang>/common.json). */
const NOTICE = {
  en: { text: 'This page is being built. Please check back soon.', params: 'Page parameters: ' },
  ko: { text: '이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.', params: '페이지 매개변수: ' },
} as const;

/** A URL matching `path`, every parameter (optional ones too) filled with `<name>-1`; and those parameters. */
function sampleUrl(path: string): { url: string; params: string } {
  const names = [...path.matchAll(/:(\w+)/g)].map(([, name = '']) => name);
  const url = generatePath(path, Object.fromEntries(names.map((name) => [name, `${name}-1`])));
  return { url, params: names.map((name) => `${name}: ${name}-1`).join(', ') };
}

/** The string at a dotted i18n key (`titles.packs`), or undefined. */
function lookup(resources: Resources, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** The face's strings in one language, its Korean loader run if it has one. */
async function resourcesIn(face: RemoteFace, language: 'en' | 'ko'): Promise<Resources> {
  const source = face.resources[language];
  if (typeof source !== 'function') return source;
  const module = await source();
  return 'default' in module && typeof module.default === 'object' ? (module.default as Resources) : module;
}

/** Declares the tests of a remote's face. */
export function describeRemoteFace(face: RemoteFace, options: RemoteFaceOptions = {}): void {
  describe(`${face.name} routes`, () => {
    it('names the remote after its namespace and each route id after the remote, each path once', () => {
      expect(face.name).toBe(`mfe_${face.namespace}`);
      expect(face.routes.filter((route) => !route.id.startsWith(`${face.namespace}.`)).map((route) => route.id)).toEqual([]);
      const paths = face.routes.map((route) => route.path);
      expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    });

    it("serves its area's route patterns (@fc/shared/contracts' ROUTE_PATTERNS), each under its id, and no other", () => {
      const area: Record<string, string> | undefined = (ROUTE_PATTERNS as Record<string, Record<string, string>>)[face.namespace];
      const served = Object.fromEntries(face.routes.map((route) => [route.id.slice(face.namespace.length + 1), route.path]));
      expect(served).toEqual(area);
    });

    it('titles every page in English and Korean', async () => {
      const resources = { en: await resourcesIn(face, 'en'), ko: await resourcesIn(face, 'ko') };
      for (const route of face.routes.filter((candidate) => candidate.load)) {
        for (const language of ['en', 'ko'] as const) {
          const title = route.titleKey === undefined ? undefined : lookup(resources[language], route.titleKey);
          expect([route.id, language, title]).toEqual([route.id, language, expect.stringMatching(/\S/)]);
        }
      }
    });

    it.each(face.routes.filter((route) => !route.redirectTo).map((route) => [route.id, route] as const))(
      '%s loads its page component',
      async (_id, route) => {
        const page = await route.load?.();
        expect(typeof page?.default).toBe('function');
      },
    );

    const placeholders = options.underConstruction;
    if (placeholders) {
      const except = new Set(placeholders === true ? [] : placeholders.except);
      // One test per page and language (`.each` fails on an empty list, so a remote that says it has placeholders has some).
      const pages = face.routes.filter((route) => route.load && !except.has(route.id)).map((route) => [route.id, route] as const);

      describe.each(['en', 'ko'] as const)('placeholder pages in %s', (language) => {
        beforeAll(async () => {
          await addRemoteResources(face.namespace, face.resources);
          await act(() => setLanguage(language));
        });
        afterAll(async () => {
          await act(() => setLanguage('en'));
        });

        it.each(pages)('%s renders its title, the under-construction notice and its route parameters', async (_id, route) => {
          const { default: Page } = (await route.load?.()) ?? {};
          if (!Page) throw new Error(`${route.id} has no page`);
          const { url, params } = sampleUrl(route.path);
          render(
            createElement(
              MemoryRouter,
              { initialEntries: [url] },
              createElement(Routes, null, createElement(Route, { path: route.path, element: createElement(Page) })),
            ),
          );
          const title = lookup(await resourcesIn(face, language), route.titleKey ?? '');
          const heading = screen.queryByRole('heading', { level: 1 })?.textContent ?? null;
          const notice = screen.queryByText(NOTICE[language].text) !== null;
          const shownParams = params ? screen.queryByText(`${NOTICE[language].params}${params}`) !== null : true;
          expect({ heading, notice, shownParams }).toEqual({ heading: title, notice: true, shownParams: true });
        });
      });
    }
  });
}
