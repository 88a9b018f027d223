// What the header shows only on demand (decision 019): the side drawer and the small-screen search, closed until
// opened, and the signed-in shopper's menu, which a guest never sees. One chunk, off every page's first load
// (1.2 kB gzip); header.tsx loads it when the browser is first idle, or at once when one of them is opened.
export { SearchOverlay } from './search-overlay';
export { SideDrawer } from './side-drawer';
export { UserMenu } from './user-menu';
