export { ensureAppSecret } from './repository';
