import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, test } from "vitest";

import { layerViolations } from "#scripts/import-layers.mjs";

let dirs: Array<string> = [];

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** An app/ folder of the given files, each with its text. */
function app(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "layers-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("the layering of app/", () => {
  test("the shop's own app/ keeps it: no cycle, no import of a route from outside it", () => {
    expect(layerViolations(fileURLToPath(new URL("../app/", import.meta.url)))).toEqual([]);
  });

  test("a planted cycle is found, a type import closing it included", () => {
    const dir = app({
      "components/card.tsx": 'import { Modal } from "#app/components/modal.tsx";\n',
      "components/modal.tsx": 'import type { Card } from "./shelf.tsx";\n',
      "components/shelf.tsx": 'export { Card } from "#app/components/card.tsx";\n',
      "components/lone.tsx": "export const lone = 1;\n",
    });
    expect(layerViolations(dir)).toEqual([
      "an import cycle of 3: app/components/card.tsx, app/components/modal.tsx, app/components/shelf.tsx",
    ]);
  });

  test("a lazy import() is no edge: the part it loads may show what imports it", () => {
    const dir = app({
      "components/card.tsx": 'import { Modal } from "#app/components/modal.tsx";\n',
      "components/modal.tsx": 'const Card = lazy(() => import("#app/components/card.tsx"));\n',
    });
    expect(layerViolations(dir)).toEqual([]);
  });

  test("components may not import routes or the root; a route not another route's folder", () => {
    const dir = app({
      "root.tsx": "export function loader() {}\n",
      "utils/root-data.ts": 'import type { loader } from "#app/root.tsx";\n',
      "components/form.tsx": 'import { Section } from "#app/routes/kosik/section.tsx";\n',
      "routes/kosik/section.tsx": "export function Section() {}\n",
      "routes/kosik/route.tsx": 'import { Section } from "#app/routes/kosik/section.tsx";\n',
      "routes/objednavky.tsx": 'import { Section } from "#app/routes/kosik/section.tsx";\n',
      "routes/kosik/route.test.ts": 'import { loader } from "#app/root.tsx";\n',
    });
    expect(layerViolations(dir)).toEqual([
      "app/components/form.tsx imports a route's module app/routes/kosik/section.tsx",
      "app/routes/objednavky.tsx imports another route's module app/routes/kosik/section.tsx",
      "app/utils/root-data.ts imports the root route app/root.tsx",
    ]);
  });
});
