// The face's own route table drives these tests; SPEC.md §2 is checked against every face in
// tools/jest/spec-routes.test.ts. Every page of this remote is built (no placeholder left).
import { describeRemoteFace } from '../../tools/jest/remote-face';
import face from './routes';

describeRemoteFace(face);
