import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

/**
 * The nonce the page was served with, in the browser: the attributes no longer show it, but
 * a script element's `nonce` property does. An element the browser renders later (a page's
 * colour classes after a navigation) needs it, or the policy refuses it.
 */
function browserNonce(): string {
  if (typeof document === "undefined") return "";
  pageNonce ||= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}

/** The per-request CSP nonce: the response's on the server, the page's in the browser. */
export function useNonce(): string {
  return useContext(NonceContext) || browserNonce();
}
