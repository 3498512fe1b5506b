export { mailOutbox } from './tables';
