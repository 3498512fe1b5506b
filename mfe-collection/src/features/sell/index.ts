// The sell feature's face: what the remote's pages compose (src/app).
export { SellAction } from './components/sell-action';
export { SellFromParam } from './components/sell-dialog';
