/**
 * Makes equal strings one string, in place, throughout a value just parsed from JSON that nothing else holds,
 * and one with the equal strings already in `strings` (of values shared before).
 * @example shareStrings(JSON.parse('[{"a":"x"},{"a":"x"}]')) // both "x" one string
 */
export function shareStrings<T>(value: T, strings = new Map<string, string>()): T {
  // Halves a 100x graph read from its file (33 to 16 MB) in about 40 ms; a `JSON.parse` reviver took 330 ms.
  const one = (text: string) => strings.get(text) ?? strings.set(text, text).get(text)!;
  const visit = (holder: Record<string, unknown> | unknown[]): void => {
    if (Array.isArray(holder)) {
      for (let index = 0; index < holder.length; index++) {
        const item = holder[index];
        if (typeof item === "string") holder[index] = one(item);
        else if (item !== null && typeof item === "object") visit(item as Record<string, unknown>);
      }
    } else
      for (const key in holder) {
        const item = holder[key];
        if (typeof item === "string") holder[key] = one(item);
        else if (item !== null && typeof item === "object") visit(item as Record<string, unknown>);
      }
  };
  if (value !== null && typeof value === "object") visit(value as Record<string, unknown>);
  return value;
}
