export { inviterOf } from './repository';
