import { z } from 'zod';
import { address } from './address';

/** `freight.integrationData`: the logistics integration, when one exists. */
export const freightIntegrationData = z.looseObject({
  /** Present only if an integration exists. */
  id: z.string().optional(),
  name: z.string().optional(),
  logisticProviderName: z.string().optional(),
});
export type FreightIntegrationData = z.infer<typeof freightIntegrationData>;

/**
 * Delivery freight. `type`, `zoneType` and `truckPossible` are typed string by the spec, which only
 * indicates their values (FREIGHT_TYPES, ZONE_TYPES, TRUCK_POSSIBLE): read as text.
 */
export const freight = z.looseObject({
  type: z.string().optional(),
  zoneType: z.string().optional(),
  timeRestriction: z.string().optional(),
  truckPossible: z.string().optional(),
  price: z.number().optional(),
  integrationData: freightIntegrationData.optional(),
  address: address.optional(),
});
export type Freight = z.infer<typeof freight>;
