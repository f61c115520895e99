import type { ReactNode } from "react";

/** The card the sign-in and sign-up pages (and sign-up's refusal) stand in. */
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
