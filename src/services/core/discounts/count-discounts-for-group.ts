import type { Ctx } from '../../../context.ts';
import { countDiscountsWithGroup } from './repository.ts';

/** How many discounts are limited to a customer group; a group in use cannot be deleted. */
export const countDiscountsForGroup = (ctx: Ctx, groupSlug: string): Promise<number> => countDiscountsWithGroup(ctx, groupSlug);
