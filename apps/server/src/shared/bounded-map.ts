/**
 * Sets `key` as the most recently used entry of `map` and drops the least recently used past `entries` (a Map
 * iterates in insertion order, so its first key is the oldest). The per-process caches' one eviction rule.
 */
export function setBounded<K, V>(map: Map<K, V>, entries: number, key: K, value: V): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > entries) map.delete(map.keys().next().value as K);
  return value;
}
