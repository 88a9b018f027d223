// Its own module: the public pages' first load takes the ring without the back office's button styles.

/** The shop's one keyboard focus ring, for every button and for what looks like one. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
