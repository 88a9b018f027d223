// What the header shows only on demand (decision 019 item 6): the side drawer and the small-screen search, closed
// until opened, and the signed-in shopper's menu, which a guest never sees. One chunk (about 1.3 kB gzip; 0.8 kB
// off every page's first load), loaded when the browser is first idle (main.tsx) or when one of them is first
// shown. A re-export module despite STYLE.md's "no barrel files": it is the chunk's boundary, what `import()` names.
export { SearchOverlay } from './search-overlay';
export { SideDrawer } from './side-drawer';
export { UserMenu } from './user-menu';
