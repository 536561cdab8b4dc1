const readOnly = () => {
  throw new TypeError("content is read-only");
};

/** Freezes an object graph, Map entries included, so no reader can change content (accessors not called). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (value instanceof Map) {
    for (const entry of value.values()) deepFreeze(entry);
    Object.assign(value, { set: readOnly, delete: readOnly, clear: readOnly });
  } else {
    // An accessor's value is made when read (a page's text read from the built site), not held.
    for (const key of Reflect.ownKeys(value)) {
      const property = Object.getOwnPropertyDescriptor(value, key);
      if (property && "value" in property) deepFreeze(property.value);
    }
  }
  return Object.freeze(value);
}
