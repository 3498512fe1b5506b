export { clubsOf } from './repository';
