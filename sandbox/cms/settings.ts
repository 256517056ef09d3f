import { translatedDocument, translationsOf } from "#sandbox/content-language.ts";
import type { Db } from "#sandbox/db/open.ts";
import { czkRate } from "#sandbox/store/money-conversion.ts";

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
  | "info_boxes"
  | "top_categories";

/**
 * The stored JSON of a singleton document in the shopper's language (Czech when it has no
 * translation), or null when the CMS holds none.
 */
export function loadSetting(db: Db, key: SettingKey, locale?: string): unknown {
  const row = db.prepare("SELECT data FROM settings WHERE key = ?").get(key) as
    { data: string } | undefined;
  if (!row) return null;
  return translatedDocument(db, "setting", key, locale, JSON.parse(row.data) as unknown);
}

/**
 * The global settings as one shop domain sees them: the welcome campaign's minimum order
 * (`welcome_campaign_limit`, stored in CZK) in the currency the request names, in whole
 * units, as a CMS keeps one value per domain.
 */
export function loadGlobalSettings(db: Db, locale: string, currencyCode: string): unknown {
  const settings = loadSetting(db, "global_settings", locale);
  if (typeof settings !== "object" || settings === null || !("integrations" in settings)) {
    return settings;
  }
  const integrations = settings.integrations as Record<string, unknown>;
  const limit = Number(integrations.welcome_campaign_limit);
  if (!integrations.welcome_campaign_limit || !Number.isFinite(limit)) return settings;
  const local = String(Math.round(limit / czkRate(db, currencyCode)));
  return { ...settings, integrations: { ...integrations, welcome_campaign_limit: local } };
}

export function loadSettingList(db: Db, key: SettingKey, locale?: string): Array<unknown> {
  const value = loadSetting(db, key, locale);
  return Array.isArray(value) ? value : [];
}

/** A banner's stored fields in the shopper's language. */
export function bannerData(
  db: Db,
  locale: string | undefined,
): (row: { id: string; data: string }) => Record<string, unknown> {
  const translated = translationsOf(db, "banner", locale);
  return (row) => parseData(translated(row.id, "data") ?? row.data);
}

export function listBanners(db: Db, storeCategoryId: number | null, locale?: string) {
  const dataOf = bannerData(db, locale);
  return loadBanners(db, ["catalog", "small"], storeCategoryId).map((row) => {
    const data = dataOf(row);
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

export function listWideBanners(db: Db, locale?: string) {
  const dataOf = bannerData(db, locale);
  return loadBanners(db, ["wide"], null).map((row) => ({
    ...dataOf(row),
    _id: row.id,
    ...bannerWindow(row),
    weight: row.weight,
    enabled: row.enabled === 1,
  }));
}

export function listInfoBoxes(db: Db, locale?: string) {
  return loadSettingList(db, "info_boxes", locale);
}
