import { getConfig } from "#bff/config.ts";

/** Absolute upstream URLs for `server.use` overrides in tests. */
export function cmsUrl(path: string): string {
  return new URL(path.replace(/^\//, ""), `${getConfig().CMS_URL}/`).href;
}

export function storeUrl(path: string): string {
  return new URL(path.replace(/^\//, ""), `${getConfig().STORE_URL}/`).href;
}
