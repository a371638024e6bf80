// The fence configurator's configuration in a URL (`@arbora/shared/configuration`): zod-free, so
// the configurator's page does not load zod and the schemas to read its own share link, and the
// quote forms read the same codec. Shared lazily by the shell: only those pages load it.
export { decodeFenceConfiguration, encodeFenceConfiguration } from './fence-configuration';
export type { FenceConfiguration, FenceFixing, FenceGate } from './fence-configuration';
