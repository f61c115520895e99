import { useActionData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * docs/product.md#constants-and-limits: the banners are refetched every 60 s while the page is open
 * (with JavaScript).
 */
export const HERO_REFRESH_MS = 60_000;

export function useHeroBannerRefresh() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    const timer = setInterval(() => {
      if (!busy.current && document.visibilityState === "visible") revalidator.revalidate();
    }, HERO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/**
 * Counts posts that ended in a redirect (done, with a toast): a form keyed by it starts afresh
 * after its banner was uploaded, but keeps what was typed when the server refused it (400).
 */
export function useCompletedPosts(): number {
  const navigation = useNavigation();
  const refused = useActionData() !== undefined;
  const [count, setCount] = useState(0);
  const posting = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST") {
      posting.current = true;
    } else if (navigation.state === "idle" && posting.current) {
      posting.current = false;
      if (!refused) setCount((n) => n + 1);
    }
  }, [navigation.state, navigation.formMethod, refused]);
  return count;
}
