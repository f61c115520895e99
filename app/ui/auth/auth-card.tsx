import type { ReactNode } from "react";

/** The card the account pages stand in: sign-in, sign-up (and its refusal), forgotten and new password. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
