/**
 * The storage admin services for routes and UI. They live in `./storage/`, a folder name the
 * layering lint reserves for the object store itself, so routes import them through this file.
 */
export * from "./storage/index.server";
