import { decodeFenceConfiguration, encodeFenceConfiguration } from '@arbora/shared/configuration';
import type { FenceConfig } from './types';

/**
 * The share link's `config` parameter, in the one format shared with the quote forms
 * (`@arbora/shared/schemas`, versioned `1.<base64url JSON>`): the configurator's own fence, whose
 * gate is always stated (null: none).
 */
export const encodeConfig = (config: FenceConfig): string => encodeFenceConfiguration(config);

/** The configuration of a share link, or null when the link is not one (never throws). */
export function decodeConfig(text: string | null | undefined): FenceConfig | null {
  const config = decodeFenceConfiguration(text);
  return config && { ...config, gate: config.gate ?? null };
}
