import { describe, expect, it } from "vitest";
import { bareAddress, replyMailto, replySubject } from "./reply-link";

describe("reply links", () => {
  it("removes the contact form's prefix and adds 'Re: '", () => {
    expect(replySubject("Contact Form: Prints")).toBe("Re: Prints");
    expect(replySubject("Welcome")).toBe("Re: Welcome");
    // Only a leading prefix is the form's own.
    expect(replySubject("About the Contact Form: bug")).toBe("Re: About the Contact Form: bug");
  });

  it("answers the visitor of a contact mail, else the sender", () => {
    expect(
      replyMailto({
        from: "Viewfinder <no-reply@localhost>",
        replyTo: "vi@example.test",
        subject: "Contact Form: Prints of the dunes?",
      }),
    ).toBe("mailto:vi@example.test?subject=Re%3A%20Prints%20of%20the%20dunes%3F");
    expect(replyMailto({ from: "Viewfinder <no-reply@localhost>", subject: "Hi" })).toBe(
      "mailto:no-reply@localhost?subject=Re%3A%20Hi",
    );
  });

  it("encodes what would otherwise add header fields or end the link", () => {
    const href = replyMailto({
      from: "x@example.test",
      replyTo: "a+b@example.test",
      subject: "Contact Form: Cats & dogs #1 ?body=spam",
    });
    expect(href).toBe(
      "mailto:a%2Bb@example.test?subject=Re%3A%20Cats%20%26%20dogs%20%231%20%3Fbody%3Dspam",
    );
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(url.searchParams.get("subject")).toBe("Re: Cats & dogs #1 ?body=spam");
  });

  it("takes the address out of a display name", () => {
    expect(bareAddress("Viewfinder <no-reply@localhost>")).toBe("no-reply@localhost");
    expect(bareAddress(" plain@example.test ")).toBe("plain@example.test");
  });
});
