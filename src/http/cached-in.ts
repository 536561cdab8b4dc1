/** What `cachedIn` keeps values in: a Map, a WeakMap or an LRUCache. */
type Cache<K, V> = { get(key: K): V | undefined; set(key: K, value: NoInfer<V>): unknown };

/** The value kept in `cache` under `key`, made by `make` and kept on first use. */
export function cachedIn<K, V>(cache: Cache<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
