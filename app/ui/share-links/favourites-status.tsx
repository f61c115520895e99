import { favouritesCounter } from "~/services/share-links/guest-texts";
import type { Favourites } from "./favourite-controls";

/** "12 of 30 chosen", announced when it changes (ADR 66). */
export function FavouritesCounter({ favourites }: { favourites: Favourites }) {
  return (
    <span className="share-counter" role="status">
      {favouritesCounter(favourites.count, favourites.limit)}
    </span>
  );
}

/**
 * The gallery bar's part of favourites: the way to start choosing, or the counter and the way to
 * the guest's selection.
 */
export function FavouritesBar({ favourites }: { favourites: Favourites }) {
  if (!favourites.guest) {
    return (
      <a className="button button--secondary" href={favourites.selectionPath}>
        Choose favourites
      </a>
    );
  }
  return (
    <p className="share-link__mine">
      <a href={favourites.selectionPath}>Your selection</a>{" "}
      <FavouritesCounter favourites={favourites} />
    </p>
  );
}
