/** The page's CSP nonce, which the browser leaves readable to scripts as a property only. */
export function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
