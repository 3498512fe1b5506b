// Jest globalTeardown: stops the site server and removes the temporary deploy folder.
export default async function globalTeardown() {
  const site = globalThis.__FC_E2E_SITE__;
  if (!site) return;
  globalThis.__FC_E2E_SITE__ = undefined;
  await site.stop();
}
