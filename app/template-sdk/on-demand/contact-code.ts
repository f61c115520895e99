// The contact section's on-demand parts (parts.tsx): the form and the social icons of About and
// the footer, at the bottom of the page. Importing the SDK's barrel keeps the code they share
// with the rest of the SDK in the SDK's one file (see gallery-code.ts).
import "../index";

export { ContactForm } from "../contact-form";
export { SocialIcons } from "../social-icons";
