#!/usr/bin/env node
// `npx hub-wms-webhook …`: the WMS webhook receiver (connectors/wms-webhook), run through tsx's loader in this
// process, so SIGTERM reaches the server itself and it closes cleanly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../connectors/wms-webhook/cli.ts');
process.exitCode = await main(process.argv.slice(2), process.env);
