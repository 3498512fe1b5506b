// The face's own route table drives these tests; SPEC.md §2 is checked against every face in
// tools/jest/spec-routes.test.ts. Every page of the game is built (issue 14 built the last placeholders).
import { describeRemoteFace } from '../../tools/jest/remote-face';
import face from './routes';

describeRemoteFace(face);
