// The route's page, with selling composed in (sell-pages.tsx).
export { SellableBoxesPage as default } from './sell-pages';
