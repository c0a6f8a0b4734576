// Row and enum types of the generated client, for code outside src/db and the repositories (types only).
export type { Address, Customer, SyncError, SyncLog } from '../generated/prisma/client.ts';
export type { Plan, SyncDataType, SyncErrorStatus } from '../generated/prisma/enums.ts';
