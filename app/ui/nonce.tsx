import { createContext, useContext } from "react";

/** The per-request CSP nonce, set by the server renderer; empty in the browser after hydration. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
