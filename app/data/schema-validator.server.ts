import mongoose, { type Schema } from "mongoose";
import type { IndexKey } from "./index-plan";
import { InvalidDocumentError } from "./invalid-document-error";

/**
 * The embedded engine validates with the same mongoose schemas as MongoDB. Models are compiled on
 * a private mongoose instance that never connects: document validation and casting are offline.
 */
const offline = new mongoose.Mongoose();
type AnyModel = mongoose.Model<Record<string, unknown>>;
const compiled = new Map<string, { schema: Schema; model: AnyModel }>();

/** One offline model per collection name, compiled again only if given a different schema. */
function modelFor(name: string, schema: Schema): AnyModel {
  const known = compiled.get(name);
  if (known?.schema === schema) return known.model;
  if (offline.models[name]) offline.deleteModel(name);
  const model = offline.model(name, schema) as unknown as AnyModel;
  compiled.set(name, { schema, model });
  return model;
}

/**
 * Returns a function that checks a whole document against the schema and returns it as mongoose
 * would store it (values cast, defaults applied), or throws InvalidDocumentError.
 */
export function schemaValidator<T>(name: string, schema: Schema): (doc: unknown) => Promise<T> {
  const Model = modelFor(name, schema);
  return async (doc) => {
    try {
      const document = new Model(doc);
      await document.validate();
      return document.toObject({ minimize: false, versionKey: false }) as T;
    } catch (error) {
      throw new InvalidDocumentError(error instanceof Error ? error.message : String(error));
    }
  };
}

/** A schema's index; `name` joins compound fields with commas, as MongoDB's keyPattern orders them. */
export interface IndexSpec {
  name: string;
  fields: string[];
  /** The fields with their directions, in declaration order. */
  keys: IndexKey[];
  unique: boolean;
  sparse: boolean;
  expireAfterSeconds?: number;
}

export function indexSpecs(schema: Schema): IndexSpec[] {
  return schema.indexes().map(([fields, options]) => ({
    name: Object.keys(fields).join(","),
    fields: Object.keys(fields),
    keys: Object.entries(fields).map(([field, direction]) => ({
      field,
      direction: direction === -1 ? -1 : 1,
    })),
    unique: Boolean(options.unique),
    sparse: Boolean(options.sparse),
    expireAfterSeconds:
      typeof options.expireAfterSeconds === "number" ? options.expireAfterSeconds : undefined,
  }));
}
