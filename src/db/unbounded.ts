// The pool bounds every query (createDatabase's queryTimeoutMs), so a request facing a PostgreSQL that accepts
// connections but never answers gets 503 instead of hanging. Some work runs long by design: an import's wait for
// its advisory locks and its merge steps, housekeeping's bulk deletes. Those take their client through here.

/** setTimeout's largest delay: pg applies a query's own query_timeout only when it is truthy, so 0 cannot say "none". */
const NO_TIMEOUT_MS = 2_147_483_647;

type Queryable = { query: (...args: any[]) => any };

/**
 * `db` (a pool or a checked-out client) whose queries carry no timeout. Nothing is changed on `db` itself, so a
 * client released to the pool is bounded again for its next user.
 */
export function withoutQueryTimeout<T extends Queryable>(db: T): T {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'query') {
        return (config: unknown, ...rest: unknown[]) => target.query(unbound(config), ...rest);
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function unbound(config: unknown): unknown {
  if (typeof config === 'string') return { text: config, query_timeout: NO_TIMEOUT_MS };
  if (config && typeof config === 'object') {
    // A submittable (pg-copy-streams, cursors) is handed to pg as it is: pg reads the timeout from the object.
    if (typeof (config as { submit?: unknown }).submit === 'function') return Object.assign(config, { query_timeout: NO_TIMEOUT_MS });
    return { ...config, query_timeout: NO_TIMEOUT_MS };
  }
  return config;
}
