/** Leaves the site for a payment provider's checkout (a full page load: the provider's page is not ours). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
