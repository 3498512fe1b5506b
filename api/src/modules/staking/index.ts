export { openStakes } from './repository';
