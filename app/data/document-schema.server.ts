import { Schema, type SchemaDefinition } from "mongoose";

/**
 * Every stored document is defined here once, as a mongoose schema, and both engines enforce it:
 * MongoDB through mongoose, the embedded engine by validating each write with the same schema.
 * `strict: "throw"` makes an unknown field an error instead of a silent drop in both engines;
 * `minimize: false` keeps empty objects (session data, EXIF) instead of deleting the field.
 */
export function documentSchema(definition: SchemaDefinition): Schema {
  return new Schema(
    { _id: { type: String, required: true }, ...definition },
    { versionKey: false, strict: "throw", minimize: false, id: false },
  );
}

/** A nested object stored inside a document: no `_id` of its own. */
export function nestedSchema(definition: SchemaDefinition): Schema {
  return new Schema(definition, { _id: false, strict: "throw", minimize: false, id: false });
}

/** A string field that may be absent. */
export const optionalString = { type: String, required: false } as const;
/** A required, app-set timestamp (set by repositories so both engines agree on it). */
export const requiredDate = { type: Date, required: true } as const;
