// The face's own route table drives these tests; SPEC.md §2 is checked against every face in
// tools/jest/spec-routes.test.ts.
import { describeRemoteFace } from '../../tools/jest/remote-face';
import face from './routes';

describeRemoteFace(face, {
  underConstruction: { except: ['market.home', 'market.test', 'market.packs', 'market.pack', 'market.card', 'market.poolSale', 'market.propShop', 'market.termsOfService'] },
});
