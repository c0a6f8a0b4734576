#!/usr/bin/env node
// `npx hub-price-feed …`: the ERP price feed (connectors/erp-price-feed), run through tsx's loader in this very
// process, so SIGTERM from systemd or cron reaches the feed itself and it can finish the file in hand.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../connectors/erp-price-feed/cli.ts');
process.exitCode = await main(process.argv.slice(2), process.env);
