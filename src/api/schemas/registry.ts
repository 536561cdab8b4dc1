import { z } from "zod";

/** Every named response schema; each becomes `#/components/schemas/{id}` in the OpenAPI document. */
export const schemaRegistry = z.registry<{ id: string; description?: string }>();

/** Registers a schema as an OpenAPI component and returns it. */
export function component<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  schemaRegistry.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** A `YYYY-MM-DD` date (JSON Schema format `date`). */
export const dateString = () => z.iso.date();

/** An absolute URI (JSON Schema format `uri`). */
export const uriString = () => z.url();
