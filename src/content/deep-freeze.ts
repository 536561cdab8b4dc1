/** Freezes an object graph, including the entries of Maps, so that no reader can change content. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const entry of value.values()) deepFreeze(entry);
    const frozen = value as Map<unknown, unknown>;
    frozen.set = () => {
      throw new TypeError("content is read-only");
    };
    frozen.delete = () => {
      throw new TypeError("content is read-only");
    };
    frozen.clear = () => {
      throw new TypeError("content is read-only");
    };
  } else {
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return Object.freeze(value);
}
