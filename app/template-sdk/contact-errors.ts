// The contact form's messages live beside its schema in ~/utils; the SDK's form reads them here.
export * from "~/utils/contact-errors";
