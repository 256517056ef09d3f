import { readFileSync, readdirSync } from "node:fs";

import { ROUTE_PATHS } from "#app/route-paths.js";
import { ACTION_FORMS } from "#app/testing/action-forms.ts";

/** Route modules with an action, as the server build mounts them (`app/routes/`). */
export function actionModules(): Array<string> {
  const directory = new URL("../app/routes/", import.meta.url);
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /^[^/]+\.tsx?$|\/route\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /export (async function|const) action\b|export \{[^}]*\baction\b/.test(
        readFileSync(new URL(file, directory), "utf8"),
      ),
    )
    .sort();
}

/** Actions outside the page table: the catch-all, the beacon relay and the CMS webhook. */
const OTHER_PATHS: Record<string, string> = {
  "$/route.tsx": "/neexistujici-stranka",
  "api.events.ts": "/api/events",
  "api.revalidate/route.ts": "/api/revalidate",
};

/** The action modules that read JSON rather than a form. */
export const JSON_ACTIONS: ReadonlyArray<string> = ["api.events.ts", "api.revalidate/route.ts"];

/** The Czech path of an action's module, its parameters filled with ones the seed has. */
export function actionPath(file: string): string {
  const other = OTHER_PATHS[file];
  if (other) return other;
  const route = Object.values(ROUTE_PATHS).find((entry) => entry.file === `routes/${file}`);
  if (!route) throw new Error(`no path known for the action of ${file}`);
  const params = ACTION_FORMS[file]?.params ?? {};
  return `/${route.cs}`.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "1");
}
