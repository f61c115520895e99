import { ContactForm, type ContactFormConfig } from "~/template-sdk";

export function ClassicContact({ contact }: { contact: ContactFormConfig }) {
  return (
    <section
      id="contact"
      className="classic-contact"
      data-section="contact"
      aria-labelledby="classic-contact-title"
    >
      <h2 id="classic-contact-title">Get in Touch</h2>
      <p>Questions, commissions or prints: send a message.</p>
      <ContactForm config={contact} />
    </section>
  );
}
