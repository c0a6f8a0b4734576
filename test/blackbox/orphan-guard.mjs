// Preloaded (node --import) into the hub the black-box suite starts. Should the test process die without stopping
// the hub (SIGKILL, a crash, a killed vitest worker), the hub is re-parented; it then stops itself with SIGTERM,
// through its own graceful shutdown, so no hub outlives the run holding ports, a database or Redis keys.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
