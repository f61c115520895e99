// The contact form's schema lives with the app's other schemas (~/utils), below the SDK, so the
// host's contact call can extend it without importing upwards; templates reach it here.
export { CONTACT_ERRORS, contactSchema, type ContactSubmission } from "~/utils/contact-form-schema";
