// Issue 29, "no lost taps": the one inline script of a page rendered on the server (decision 020 paints it before
// its scripts run). Until the storefront runs (`<html data-storefront="running">`, src/app/app.tsx), it keeps each
// tap on a button that does nothing without scripts (Add to cart, the header's menus, the steppers) or on a radio
// (the unit choice), and holds the tap back; once the storefront runs it taps them again, in the order made, so
// each takes effect once. A tap on a link or a plain form's submit button is left to the browser, which follows it.
// The storefront's bundle gains nothing: the replay is here too. The page's CSP allows this script by its hash
// (apps/api/src/plugins/security.ts), so it is kept here, once, for the server's page and the API's header.
//
// A kept tap names its element, and its place among the page's such elements: hydration keeps the server's
// elements, and where React had to render the page anew the element at the same place is tapped. Each is pressed
// (mousedown) before it is tapped: the page's content hydrates after the storefront says it runs (React hydrates
// what is inside a Suspense boundary later, at low priority), and a press hydrates the element's part at once, so
// the tap meets the hydrated radio (a radio tapped while its part hydrates keeps the server's choice).

const TAPPABLE = 'button[type=button],input[type=radio]';

/** The script's source, as the page carries it (ES5, no line breaks; 624 bytes, 393 gzip). */
export const EARLY_TAPS_SCRIPT =
  '(function(d,S){var t=[],h=d.documentElement,o=new MutationObserver(function(){' +
  "if(h.dataset.storefront!='running')return;o.disconnect();d.removeEventListener('click',k,!0);" +
  't.forEach(function(x){var b=x[0].isConnected?x[0]:d.querySelectorAll(S)[x[1]];' +
  "b&&(b.dispatchEvent(new MouseEvent('mousedown',{bubbles:!0})),b.click())})});" +
  'function k(e){var b=e.target.closest&&e.target.closest(S);if(!b)return;e.preventDefault();e.stopPropagation();' +
  't.push([b,[].indexOf.call(d.querySelectorAll(S),b)])}' +
  "d.addEventListener('click',k,!0);o.observe(h,{attributeFilter:['data-storefront']})})" +
  `(document,'${TAPPABLE}')`;
