// The route's page, with selling composed in (sell-pages.tsx).
export { SellablePacksPage as default } from './sell-pages';
