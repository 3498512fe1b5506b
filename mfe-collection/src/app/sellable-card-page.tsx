// The route's page, with selling composed in (sell-pages.tsx).
export { SellableCardPage as default } from './sell-pages';
