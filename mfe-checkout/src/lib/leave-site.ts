/** A full page load to another site (the payment provider's hosted page). Its own module so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
