import type { RequestContext } from "#bff/context.ts";
import { upstreamJson } from "#bff/http/upstream-fetch.ts";

import { MenuSchema } from "./schemas.ts";

export const MENU_CODES = {
  main: "mainMenu",
  topHeader: "topHeaderMenu",
  footer: ["footerMenu1", "footerMenu2", "footerMenu3", "footerMenu4"],
} as const;

/** GET {CMS}/menu-object/{code} */
export function getMenu({ ctx, code }: { ctx: RequestContext; code: string }) {
  return upstreamJson({
    ctx,
    service: "cms",
    path: `/menu-object/${encodeURIComponent(code)}`,
    schema: MenuSchema,
  });
}
