import type { Db } from "#sandbox/db/open.ts";

import { bannerWindow, loadBanners } from "./catalog-documents.ts";
import { parseData } from "./documents.ts";

/** Singleton documents and site-wide lists: settings, footer, banners, info boxes. */

export type SettingKey =
  | "global_settings"
  | "footer"
  | "cart_configuration"
  | "error_pages"
  | "top_banner"
  | "unique_selling_points"
  | "info_boxes";

/** The stored JSON of a singleton document, or null when the CMS holds none. */
export function loadSetting(db: Db, key: SettingKey): unknown {
  const row = db.prepare("SELECT data FROM settings WHERE key = ?").get(key) as
    { data: string } | undefined;
  return row ? (JSON.parse(row.data) as unknown) : null;
}

export function loadSettingList(db: Db, key: SettingKey): Array<unknown> {
  const value = loadSetting(db, key);
  return Array.isArray(value) ? value : [];
}

export function listBanners(db: Db, storeCategoryId: number | null) {
  return loadBanners(db, ["catalog", "small"], storeCategoryId).map((row) => {
    const data = parseData(row.data);
    return {
      _id: row.id,
      kind: row.kind,
      store_category_id: row.category_id,
      title: data.title,
      url: data.url,
      description: data.description,
      position: data.position,
      main_image: data.main_image,
      customer_group_enabled: row.customer_group ? [row.customer_group] : [],
      ...bannerWindow(row),
      weight: row.weight,
    };
  });
}

export function listWideBanners(db: Db) {
  return loadBanners(db, ["wide"], null).map((row) => ({
    ...parseData(row.data),
    _id: row.id,
    ...bannerWindow(row),
    weight: row.weight,
    enabled: row.enabled === 1,
  }));
}

export function listInfoBoxes(db: Db) {
  return loadSettingList(db, "info_boxes");
}
