import { ContactForm, type ContactFormConfig } from "~/template-sdk";

export function EpicContact({ contact }: { contact: ContactFormConfig }) {
  return (
    <section
      id="contact"
      className="epic-contact"
      data-section="contact"
      aria-labelledby="epic-contact-title"
    >
      <h2 id="epic-contact-title">Work Together</h2>
      <ContactForm config={contact} />
    </section>
  );
}
