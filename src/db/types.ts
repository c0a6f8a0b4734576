// Row and enum types of the generated client, for code outside src/db and the repositories (types only).
export type { Address, Customer, DashboardUser, SyncError, SyncLog } from '../generated/prisma/client.ts';
export type { DashboardRole, Plan, SyncDataType, SyncErrorStatus } from '../generated/prisma/enums.ts';
