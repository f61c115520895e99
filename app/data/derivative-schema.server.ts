import { nestedSchema } from "./document-schema.server";

/**
 * One stored, public derivative of a picture (photo or hero banner):
 * docs/product.md#image-pipeline.
 */
export interface StoredDerivative {
  key: string;
  width: number;
  height: number;
  format: string;
  size: number;
}

/** The schema field for a picture's derivative list; records made before it have none. */
export const derivativeListField = {
  type: [
    nestedSchema({
      key: { type: String, required: true },
      width: { type: Number, required: true },
      height: { type: Number, required: true },
      format: { type: String, required: true },
      size: { type: Number, required: true },
    }),
  ],
  default: [],
};
