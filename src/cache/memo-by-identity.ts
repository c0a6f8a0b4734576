/**
 * `fn` computed once per argument object (held weakly): for conversions of values that recur between requests
 * because a cache shares them (frozen rows, Decimals), so a warm request reuses the earlier result.
 */
export function memoByIdentity<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const value = fn(key);
    results.set(key, value);
    return value;
  };
}
