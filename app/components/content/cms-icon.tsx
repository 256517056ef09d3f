import { LineIcon } from "#app/components/ui/icon.tsx";

/**
 * The icons a CMS editor may put on a rich-text button, kept apart from the frame's icons
 * so that only pages with CMS content carry their paths.
 */
const CMS_ICON_PATHS: Record<string, string> = {
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  "arrow-left": "M19 12H5M11 6l-6 6 6 6",
  check: "M5 12.5l4.5 4.5L19 7",
  truck:
    "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  package: "M4 7.5L12 3l8 4.5v9L12 21l-8-4.5zM4 7.5l8 4.5 8-4.5M12 12v9",
  chat: "M5 5h14v10H9l-4 4z",
  gift: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-4-2-5 1",
  phone:
    "M6 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
};

/** A CMS editor's icon by name, or nothing for a name the shop does not draw. */
export function CmsIcon({ name }: { name: string | null }) {
  const path = name && Object.hasOwn(CMS_ICON_PATHS, name) ? CMS_ICON_PATHS[name] : undefined;
  return path ? <LineIcon path={path} /> : null;
}

/** Whether the shop draws an icon of that name. */
export function isCmsIcon(name: string | null): boolean {
  return name !== null && Object.hasOwn(CMS_ICON_PATHS, name);
}
