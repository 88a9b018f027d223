/**
 * Not in spec section 2, and linked from nowhere: the page the service worker shows for a page not saved, offline
 * (decision 030). Not in `paths`, which every page's first load carries; the route table and the shell read it here.
 */
export const OFFLINE_PATH = '/offline';
