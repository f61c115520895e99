import type { AppNavItem } from "./app-frame";

interface NavViewer {
  role: "user" | "admin";
  portfolioUrl: string;
}

const signOut: AppNavItem = { label: "Sign Out", url: "/api/logout", reload: true };
/** docs/product.md#api-calls: the account page signs out through POST /api/auth/logout. */
const postSignOut: AppNavItem = { label: "Sign Out", url: "/api/auth/logout", post: true };
const adminLink = (viewer: NavViewer): AppNavItem[] =>
  viewer.role === "admin" ? [{ label: "Admin Dashboard", url: "/admin/dashboard" }] : [];

/**
 * docs/product.md#navigation-and-site-wide-parts: the top navigation of each photographer/admin
 * screen, word for word.
 */
export const accountNav = (viewer: NavViewer): AppNavItem[] => [
  { label: "Home", url: "/" },
  ...adminLink(viewer),
  { label: "Portfolio", url: viewer.portfolioUrl },
  { label: "Upload Photos", url: "/my-photos?upload=true" },
  postSignOut,
];

export const myPhotosNav = (viewer: NavViewer): AppNavItem[] => [
  { label: "Home", url: "/" },
  ...adminLink(viewer),
  { label: "Portfolio", url: viewer.portfolioUrl },
  { label: "My Account", url: "/account" },
  signOut,
];

export const adminNav = (viewer: NavViewer): AppNavItem[] => [
  { label: "Home", url: "/" },
  { label: "Account", url: "/account" },
  { label: "Portfolio", url: viewer.portfolioUrl },
  { label: "My Photos", url: "/my-photos?upload=true" },
  signOut,
];
