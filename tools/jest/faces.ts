// The five remotes' faces (each `src/routes.tsx`), the one source of the route table: the SPEC.md §2 check
// (spec-routes.test.ts) and the e2e suite read routes from here or from the
// deployed registry built from them. Importing a face loads no page: pages load only when a route's `load` runs.
import type { RemoteFace, RemoteName, RouteMeta } from '@fc/shared/contracts';
import { routeMeta } from '@fc/shared/contracts';
import auth from '../../mfe-auth/src/routes';
import collection from '../../mfe-collection/src/routes';
import game from '../../mfe-game/src/routes';
import market from '../../mfe-market/src/routes';
import wallet from '../../mfe-wallet/src/routes';

export const FACES: readonly RemoteFace[] = [auth, market, collection, game, wallet];

/** Every route of every face, with its remote, as the registry describes it (no `load`). */
export function faceRoutes(): { remote: RemoteName; route: RouteMeta }[] {
  return FACES.flatMap((face) => face.routes.map((route) => ({ remote: face.name, route: routeMeta(route) })));
}
