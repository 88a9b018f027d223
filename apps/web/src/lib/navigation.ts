/** Leaves the storefront for another site (the card checkout); one place, so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
