import { z } from 'zod';

/** docs/product/accounts.md#user-profile feature flags: one global record, both false by default. */
export const featureFlagsSchema = z.object({ showPartners: z.boolean(), adPanels: z.boolean() });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export const DEFAULT_FLAGS: FeatureFlags = { showPartners: false, adPanels: false };
export const updateFlagsBody = featureFlagsSchema.partial();
