import { apiRoute, createRouter, ctxOf } from '../../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../../http/schemas.ts';
import { createGroup } from './create-group.ts';
import { deleteGroup } from './delete-group.ts';
import { getSettings } from './get-settings.ts';
import { listGroups } from './list-groups.ts';
import { putSettings } from './put-settings.ts';
import { GroupCreate, GroupList, GroupSlugParam, GroupUpdate } from './schemas.ts';
import { SettingsGroupParam, SettingsUpdate, SettingsView } from './settings-schemas.ts';
import { updateGroup } from './update-group.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const groupList = (description: string) => ({ description, content: json(GroupList) });

const listRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/customer-groups',
  operationId: 'listCustomerGroups',
  summary: 'List customer groups',
  responses: { 200: groupList('Every group, `base` included.'), ...errorResponses },
});

const createRoute = apiRoute(
  'core',
  {
    method: 'post',
    path: '/api/v1/customer-groups',
    operationId: 'createCustomerGroup',
    summary: 'Create a customer group',
    description: 'Duplicate slug: 400 resource-already-exists; unknown parent: 400 resource-id-not-found.',
    request: { body: { required: true, content: json(GroupCreate) } },
    responses: { 201: groupList('Created; the full list of groups.'), ...errorResponses },
  },
  { idempotent: true },
);

const updateRoute = apiRoute('core', {
  method: 'patch',
  path: '/api/v1/customer-groups/{slug}',
  operationId: 'patchCustomerGroup',
  summary: 'Rename or re-parent a customer group',
  description: 'Unknown group or parent: 400 resource-id-not-found; a parent that would make a cycle, or any parent for `base`: 400 keyword-mismatch.',
  request: { params: GroupSlugParam, body: { required: true, content: json(GroupUpdate) } },
  responses: { 200: groupList('Updated; the full list of groups.'), ...errorResponses },
});

const deleteRoute = apiRoute('core', {
  method: 'delete',
  path: '/api/v1/customer-groups/{slug}',
  operationId: 'deleteCustomerGroup',
  summary: 'Delete a customer group',
  description:
    'Unknown group: 400 resource-id-not-found. `base`, or a group with customers, child groups, discounts or shipping methods: 400 resource-in-use.',
  request: { params: GroupSlugParam },
  responses: { 204: { description: 'Deleted, with its settings.' }, ...errorResponses },
});

const getSettingsRoute = apiRoute('core', {
  method: 'get',
  path: '/api/v1/settings/{group_slug}',
  operationId: 'getGroupSettings',
  summary: "A customer group's effective settings",
  request: { params: SettingsGroupParam },
  responses: { 200: { description: 'Each value and the group it comes from.', content: json(SettingsView) }, ...errorResponses, ...notFoundResponse },
});

const putSettingsRoute = apiRoute('core', {
  method: 'put',
  path: '/api/v1/settings/{group_slug}',
  operationId: 'putGroupSettings',
  summary: "Replace a customer group's own settings",
  description: 'Fields sent as null or left out are inherited. A minimum order value above the maximum (here or in a group below): 400 keyword-mismatch.',
  request: { params: SettingsGroupParam, body: { required: true, content: json(SettingsUpdate) } },
  responses: { 200: { description: 'The effective settings after the change.', content: json(SettingsView) }, ...errorResponses, ...notFoundResponse },
});

export function createCustomerGroupRoutes() {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listGroups(ctxOf(c)), 200));
  app.openapi(createRoute, async (c) => c.json(await createGroup(ctxOf(c), c.req.valid('json')), 201));
  app.openapi(updateRoute, async (c) => c.json(await updateGroup(ctxOf(c), c.req.valid('param').slug, c.req.valid('json')), 200));
  app.openapi(deleteRoute, async (c) => {
    await deleteGroup(ctxOf(c), c.req.valid('param').slug);
    return c.body(null, 204);
  });
  app.openapi(getSettingsRoute, async (c) => c.json(await getSettings(ctxOf(c), c.req.valid('param').group_slug), 200));
  app.openapi(putSettingsRoute, async (c) => c.json(await putSettings(ctxOf(c), c.req.valid('param').group_slug, c.req.valid('json')), 200));
  return app;
}
