import "@remix-run/node";

// Single fetch (remix.config.js future flag) changes how loader data is typed.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
