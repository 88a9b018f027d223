import { useLocation } from 'react-router';

/** Where the shopper is, as "at /path?query": what a test finds once a page has sent them on. */
export function Here() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}
