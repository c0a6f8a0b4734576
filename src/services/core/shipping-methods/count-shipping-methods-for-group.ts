import type { Ctx } from '../../../context.ts';
import { countShippingMethodsWithGroup } from './repository.ts';

/** How many shipping methods are limited to a customer group; a group in use cannot be deleted. */
export const countShippingMethodsForGroup = (ctx: Ctx, groupSlug: string): Promise<number> => countShippingMethodsWithGroup(ctx, groupSlug);
