import { z } from '@hono/zod-openapi';

export const GROUP_SLUG_PATTERN = /^[a-z0-9_-]{1,64}$/;

/** A customer group slug: 1–64 of a-z, 0-9, `_`, `-`. */
export const GroupSlug = z
  .string()
  .regex(GROUP_SLUG_PATTERN, 'must be 1-64 characters of a-z, 0-9, "_" and "-"')
  .openapi({ example: 'wholesale' });

export const GroupSlugParam = z.object({
  slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'wholesale' }),
});

export const GroupView = z
  .object({
    slug: GroupSlug,
    name: z.string().openapi({ example: 'Wholesale' }),
    parent_slug: z.string().nullable().openapi({ description: 'The parent group; null only for `base`, the root of every chain.', example: 'base' }),
  })
  .openapi('CustomerGroup');
export type GroupView = z.infer<typeof GroupView>;

export const GroupList = z
  .array(GroupView)
  .openapi('CustomerGroupList', { description: 'Every customer group of the site and environment, `base` first, then the others by slug.' });

const Name = z.string().trim().min(1).max(255);

export const GroupCreate = z
  .object({
    slug: GroupSlug,
    name: Name.openapi({ example: 'Wholesale' }),
    parent_slug: GroupSlug.nullable()
      .optional()
      .openapi({ description: 'Must name an existing group; absent or null means `base`.', example: 'base' }),
  })
  .openapi('CustomerGroupCreate');
export type GroupCreate = z.infer<typeof GroupCreate>;

export const GroupUpdate = z
  .object({
    slug: GroupSlug.optional().openapi({ description: 'Optional; if sent it must equal the path slug (slugs cannot be changed).' }),
    name: Name.optional().openapi({ example: 'Wholesale EU' }),
    parent_slug: GroupSlug.nullable()
      .optional()
      .openapi({
        description:
          'A new parent (null means `base`). The group may not become its own ancestor, and `base` cannot be given a parent.',
      }),
  })
  .openapi('CustomerGroupUpdate');
export type GroupUpdate = z.infer<typeof GroupUpdate>;
