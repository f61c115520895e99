import type { FormEvent } from "react";
import { toast } from "./toast-store";

/**
 * The account page's Sign Out (docs/product.md#api-calls): POST /api/auth/logout. Without
 * JavaScript a plain form post, which the server answers by sending the browser home; with it a
 * call, then a full load of home (nothing of the signed-in page survives), or the spec's 'Logout
 * failed' toast.
 */
export function PostSignOut({ url, label }: { url: string; label: string }) {
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`HTTP error: ${response.status} ${response.statusText}`);
      window.location.assign("/");
    } catch (error) {
      console.error("logout failed", error);
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
    }
  };
  return (
    <form method="post" action={url} className="app-bar__form" onSubmit={onSubmit}>
      <button type="submit" className="app-bar__link-button">
        {label}
      </button>
    </form>
  );
}
