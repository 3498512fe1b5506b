import { waitFor } from '@testing-library/react';
import { firstCallKey } from '@fc/shared';
import { fakeApi } from '@fc/shared/testing';
import face from '../../../routes';
import { renderPage } from '../../../test/render';
import HomePage from '../pages/home-page';

const keys = (calls: { path: string; body: unknown }[]) => calls.map(({ path, body }) => firstCallKey(path, body)).sort();

it("the face declares as the home page's first calls exactly the calls a guest's page makes when it shows", async () => {
  const api = fakeApi({});
  const declared = face.routes.find((route) => route.id === 'market.home')?.firstCalls ?? [];
  expect(declared.length).toBeGreaterThan(0);
  renderPage(<HomePage />, { path: '/' });
  await waitFor(() => expect(api.calls).toHaveLength(declared.length));
  expect(keys(api.calls)).toEqual(keys(declared));
});
