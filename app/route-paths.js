/**
 * The one table of localised page paths. cs, the default language, is served without a
 * prefix by the flat route files in app/routes/; sk and de are mounted from this table in
 * remix.config.js under /sk and /de (or unprefixed on their own hosts) with their own
 * route ids, and `href()` builds every internal URL from it. Plain JavaScript, because remix.config.js reads it too.
 */

import { DEFAULT_LOCALE, LOCALES } from "#bff/locales.js";

/** @typedef {import("#bff/locales.js").Locale} Locale */

/**
 * What a language's paths start with on the shared host: nothing for the default language,
 * `/sk` and `/de` for the others.
 *
 * @type {Readonly<Record<Locale, string>>}
 */
export const LOCALE_PREFIXES = /** @type {Record<Locale, string>} */ (
  Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? "" : `/${locale}`]),
  )
);

export const ROUTE_PATHS = /** @type {const} */ ({
  home: { file: "routes/_index/route.tsx", cs: "", sk: "", de: "" },
  product: {
    file: "routes/produkt.$slug/route.tsx",
    cs: "produkt/:slug",
    sk: "produkt/:slug",
    de: "produkt/:slug",
  },
  cart: { file: "routes/kosik/route.tsx", cs: "kosik", sk: "kosik", de: "warenkorb" },
  cartImport: {
    file: "routes/kosik_.import-objednavky/route.tsx",
    cs: "kosik/import-objednavky",
    sk: "kosik/import-objednavky",
    de: "warenkorb/bestellung-importieren",
  },
  cartBulkAdd: {
    file: "routes/kosik_.hromadne-vlozeni.ts",
    cs: "kosik/hromadne-vlozeni",
    sk: "kosik/hromadne-vlozenie",
    de: "warenkorb/mehrfach-hinzufuegen",
  },
  priceDisplay: {
    file: "routes/zobrazeni-cen.ts",
    cs: "zobrazeni-cen",
    sk: "zobrazenie-cien",
    de: "preisanzeige",
  },
  aboutPurchase: {
    file: "routes/vse-o-nakupu.$slug.tsx",
    cs: "vse-o-nakupu/:slug",
    sk: "vsetko-o-nakupe/:slug",
    de: "alles-zum-einkauf/:slug",
  },
  cookieConsent: {
    file: "routes/souhlas-s-cookies.ts",
    cs: "souhlas-s-cookies",
    sk: "suhlas-s-cookies",
    de: "cookie-zustimmung",
  },
  cookieSettings: {
    file: "routes/nastaveni-cookies/route.tsx",
    cs: "nastaveni-cookies",
    sk: "nastavenie-cookies",
    de: "cookie-einstellungen",
  },
  ageConfirmation: {
    file: "routes/potvrzeni-veku.ts",
    cs: "potvrzeni-veku",
    sk: "potvrdenie-veku",
    de: "altersbestaetigung",
  },
  languageSwitch: {
    file: "routes/jazyk.ts",
    cs: "jazyk",
    sk: "jazyk",
    de: "sprache",
  },
  closeBanner: {
    file: "routes/zavrit-banner/route.ts",
    cs: "zavrit-banner",
    sk: "zatvorit-banner",
    de: "banner-schliessen",
  },
  newsletter: {
    file: "routes/odber-novinek/route.ts",
    cs: "odber-novinek",
    sk: "odber-noviniek",
    de: "newsletter-anmeldung",
  },
  login: { file: "routes/prihlasit/route.tsx", cs: "prihlasit", sk: "prihlasit", de: "anmelden" },
  logout: { file: "routes/odhlasit/route.ts", cs: "odhlasit", sk: "odhlasit", de: "abmelden" },
  register: {
    file: "routes/registrovat/route.tsx",
    cs: "registrovat",
    sk: "registrovat",
    de: "registrieren",
  },
  activate: {
    file: "routes/aktivovat/route.tsx",
    cs: "aktivovat",
    sk: "aktivovat",
    de: "aktivieren",
  },
  forgotPassword: {
    file: "routes/zapomenute-heslo/route.tsx",
    cs: "zapomenute-heslo",
    sk: "zabudnute-heslo",
    de: "passwort-vergessen",
  },
  resetPassword: {
    file: "routes/resetovat-heslo/route.tsx",
    cs: "resetovat-heslo",
    sk: "resetovat-heslo",
    de: "passwort-zuruecksetzen",
  },
  checkoutMethods: {
    file: "routes/kosik_.doprava-a-platba/route.tsx",
    cs: "kosik/doprava-a-platba",
    sk: "kosik/doprava-a-platba",
    de: "warenkorb/versand-und-zahlung",
  },
  checkoutDetails: {
    file: "routes/kosik_.dodaci-udaje/route.tsx",
    cs: "kosik/dodaci-udaje",
    sk: "kosik/dodacie-udaje",
    de: "warenkorb/lieferdaten",
  },
  checkoutFinished: {
    file: "routes/kosik_.dokonceni/route.tsx",
    cs: "kosik/dokonceni",
    sk: "kosik/dokoncenie",
    de: "warenkorb/abschluss",
  },
  paymentCallback: {
    file: "routes/checkout.payment.callback/route.tsx",
    cs: "checkout/payment/callback",
    sk: "checkout/payment/callback",
    de: "checkout/payment/callback",
  },
  search: { file: "routes/hledat/route.tsx", cs: "hledat", sk: "hladat", de: "suche" },
  recommendations: {
    file: "routes/doporuceni/route.tsx",
    cs: "doporuceni",
    sk: "odporucania",
    de: "empfehlungen",
  },
  lastVisited: {
    file: "routes/naposledy-prohlizene.ts",
    cs: "naposledy-prohlizene",
    sk: "naposledy-prezerane",
    de: "zuletzt-angesehen",
  },
  searchSuggestions: {
    file: "routes/hledat_.naseptavac.ts",
    cs: "hledat/naseptavac",
    sk: "hladat/navrhy",
    de: "suche/vorschlaege",
  },
  guide: {
    file: "routes/pruvodce.$slug/route.tsx",
    cs: "pruvodce/:slug",
    sk: "sprievodca/:slug",
    de: "ratgeber/:slug",
  },
  article: {
    file: "routes/clanky.$slug.tsx",
    cs: "clanky/:slug",
    sk: "clanky/:slug",
    de: "artikel/:slug",
  },
  magazine: {
    file: "routes/nakupni-radce._index/route.tsx",
    cs: "nakupni-radce",
    sk: "nakupny-radca",
    de: "magazin",
  },
  magazineCategory: {
    file: "routes/nakupni-radce.$slug/route.tsx",
    cs: "nakupni-radce/:slug",
    sk: "nakupny-radca/:slug",
    de: "magazin/:slug",
  },
  magazineChildCategory: {
    file: "routes/nakupni-radce.$slug_.$child/route.tsx",
    cs: "nakupni-radce/:slug/:child",
    sk: "nakupny-radca/:slug/:child",
    de: "magazin/:slug/:child",
  },
  magazineTag: {
    file: "routes/nakupni-radce.stitky.$slug/route.tsx",
    cs: "nakupni-radce/stitky/:slug",
    sk: "nakupny-radca/stitky/:slug",
    de: "magazin/schlagworte/:slug",
  },
  authors: { file: "routes/autori._index/route.tsx", cs: "autori", sk: "autori", de: "autoren" },
  author: {
    file: "routes/autori.$slug/route.tsx",
    cs: "autori/:slug",
    sk: "autori/:slug",
    de: "autoren/:slug",
  },
  advice: { file: "routes/poradna/route.tsx", cs: "poradna", sk: "poradna", de: "beratung" },
  account: { file: "routes/uzivatel/route.ts", cs: "uzivatel", sk: "pouzivatel", de: "konto" },
  accountDashboard: {
    file: "routes/uzivatel_.prehled/route.tsx",
    cs: "uzivatel/prehled",
    sk: "pouzivatel/prehlad",
    de: "konto/uebersicht",
  },
  accountOrders: {
    file: "routes/uzivatel_.objednavky/route.tsx",
    cs: "uzivatel/objednavky",
    sk: "pouzivatel/objednavky",
    de: "konto/bestellungen",
  },
  accountOrder: {
    file: "routes/uzivatel_.objednavky_.$id/route.tsx",
    cs: "uzivatel/objednavky/:id",
    sk: "pouzivatel/objednavky/:id",
    de: "konto/bestellungen/:id",
  },
  accountOrderItemsExport: {
    file: "routes/uzivatel_.objednavky_.$id_.polozky[.]csv.ts",
    cs: "uzivatel/objednavky/:id/polozky.csv",
    sk: "pouzivatel/objednavky/:id/polozky.csv",
    de: "konto/bestellungen/:id/positionen.csv",
  },
  accountOrderImagesExport: {
    file: "routes/uzivatel_.objednavky_.$id_.obrazky[.]zip.ts",
    cs: "uzivatel/objednavky/:id/obrazky.zip",
    sk: "pouzivatel/objednavky/:id/obrazky.zip",
    de: "konto/bestellungen/:id/bilder.zip",
  },
  accountDetails: {
    file: "routes/uzivatel_.osobni-udaje/route.tsx",
    cs: "uzivatel/osobni-udaje",
    sk: "pouzivatel/osobne-udaje",
    de: "konto/persoenliche-daten",
  },
  accountPassword: {
    file: "routes/uzivatel_.zmena-hesla/route.tsx",
    cs: "uzivatel/zmena-hesla",
    sk: "pouzivatel/zmena-hesla",
    de: "konto/passwort-aendern",
  },
  accountAddresses: {
    file: "routes/uzivatel_.adresy/route.tsx",
    cs: "uzivatel/adresy",
    sk: "pouzivatel/adresy",
    de: "konto/adressen",
  },
  accountAddressNew: {
    file: "routes/uzivatel_.adresy_.nova/route.tsx",
    cs: "uzivatel/adresy/nova",
    sk: "pouzivatel/adresy/nova",
    de: "konto/adressen/neu",
  },
  accountAddress: {
    file: "routes/uzivatel_.adresy_.$id/route.tsx",
    cs: "uzivatel/adresy/:id",
    sk: "pouzivatel/adresy/:id",
    de: "konto/adressen/:id",
  },
  accountFavourites: {
    file: "routes/uzivatel_.oblibene/route.tsx",
    cs: "uzivatel/oblibene",
    sk: "pouzivatel/oblubene",
    de: "konto/favoriten",
  },
  accountShoppingLists: {
    file: "routes/uzivatel_.nakupni-seznamy/route.tsx",
    cs: "uzivatel/nakupni-seznamy",
    sk: "pouzivatel/nakupne-zoznamy",
    de: "konto/einkaufslisten",
  },
  accountShoppingList: {
    file: "routes/uzivatel_.nakupni-seznamy_.$id/route.tsx",
    cs: "uzivatel/nakupni-seznamy/:id",
    sk: "pouzivatel/nakupne-zoznamy/:id",
    de: "konto/einkaufslisten/:id",
  },
  orderStatus: {
    file: "routes/stav-objednavky/route.tsx",
    cs: "stav-objednavky",
    sk: "stav-objednavky",
    de: "bestellstatus",
  },
  complaint: {
    file: "routes/reklamace/route.tsx",
    cs: "reklamace",
    sk: "reklamacia",
    de: "reklamation",
  },
  complaintSent: {
    file: "routes/reklamace_.odeslano/route.tsx",
    cs: "reklamace/odeslano",
    sk: "reklamacia/odoslane",
    de: "reklamation/gesendet",
  },
  goodsReturn: {
    file: "routes/vraceni-zbozi/route.tsx",
    cs: "vraceni-zbozi",
    sk: "vratenie-tovaru",
    de: "ruecksendung",
  },
  goodsReturnSent: {
    file: "routes/vraceni-zbozi_.odeslano/route.tsx",
    cs: "vraceni-zbozi/odeslano",
    sk: "vratenie-tovaru/odoslane",
    de: "ruecksendung/gesendet",
  },
  brands: { file: "routes/znacky._index.tsx", cs: "znacky", sk: "znacky", de: "marken" },
  brand: {
    file: "routes/znacky.$slug.tsx",
    cs: "znacky/:slug",
    sk: "znacky/:slug",
    de: "marken/:slug",
  },
  glossary: {
    file: "routes/eroticky-vykladovy-slovnik._index/route.tsx",
    cs: "eroticky-vykladovy-slovnik",
    sk: "eroticky-vykladovy-slovnik",
    de: "erotik-lexikon",
  },
  glossaryTerm: {
    file: "routes/eroticky-vykladovy-slovnik.$slug/route.tsx",
    cs: "eroticky-vykladovy-slovnik/:slug",
    sk: "eroticky-vykladovy-slovnik/:slug",
    de: "erotik-lexikon/:slug",
  },
  branches: {
    file: "routes/pobocky._index/route.tsx",
    cs: "pobocky",
    sk: "predajne",
    de: "filialen",
  },
  branch: {
    file: "routes/pobocky.$slug/route.tsx",
    cs: "pobocky/:slug",
    sk: "predajne/:slug",
    de: "filialen/:slug",
  },
  compare: {
    file: "routes/porovnani/route.tsx",
    cs: "porovnani",
    sk: "porovnanie",
    de: "vergleich",
  },
  sizeGuide: {
    file: "routes/tabulka-velikosti/route.tsx",
    cs: "tabulka-velikosti",
    sk: "tabulka-velkosti",
    de: "grossentabelle",
  },
  categories: {
    file: "routes/kategorie/route.tsx",
    cs: "kategorie",
    sk: "kategorie",
    de: "kategorien",
  },
  aboutPurchaseIndex: {
    file: "routes/vse-o-nakupu._index.tsx",
    cs: "vse-o-nakupu",
    sk: "vsetko-o-nakupe",
    de: "alles-zum-einkauf",
  },
  infomails: {
    file: "routes/infomail._index/route.tsx",
    cs: "infomail",
    sk: "infomail",
    de: "infomail",
  },
  infomail: {
    file: "routes/infomail.$slug/route.tsx",
    cs: "infomail/:slug",
    sk: "infomail/:slug",
    de: "infomail/:slug",
  },
  maintenance: { file: "routes/udrzba.tsx", cs: "udrzba", sk: "udrzba", de: "wartung" },
  blockSettings: {
    file: "routes/blocksettings/route.tsx",
    cs: "blocksettings",
    sk: "blocksettings",
    de: "blocksettings",
  },
  sitemapConfig: {
    file: "routes/sitemapconfig/route.tsx",
    cs: "sitemapconfig",
    sk: "sitemapconfig",
    de: "sitemapconfig",
  },
  contact: { file: "routes/kontakt/route.tsx", cs: "kontakt", sk: "kontakt", de: "kontakt" },
  faq: {
    file: "routes/nejcastejsi-dotazy/route.tsx",
    cs: "nejcastejsi-dotazy",
    sk: "najcastejsie-otazky",
    de: "haeufige-fragen",
  },
});

/**
 * Whether a language lives under a prefix on the shared host: every one but the default.
 *
 * @param {Locale} locale
 * @returns {locale is Exclude<Locale, typeof DEFAULT_LOCALE>}
 */
function isPrefixed(locale) {
  return locale !== DEFAULT_LOCALE;
}

const PREFIXED_LOCALES = LOCALES.filter(isPrefixed);

/**
 * Mounts the sk and de variants of every page for remix.config.js's `routes` option: under
 * /sk and /de for the shared host, and once more without the prefix for a language's own
 * host (LOCALE_DOMAINS). There a path equal to the cs one is the cs route, which takes the
 * language from the host, so only the paths that differ are mounted again. Every variant
 * is mounted whatever the configuration, as the build does not know the hosts.
 *
 * @param {(path: string | undefined, file: string, options?: { id?: string; index?: boolean }) => void} route
 */
export function defineLocalisedRoutes(route) {
  for (const locale of PREFIXED_LOCALES) {
    const prefix = LOCALE_PREFIXES[locale].slice(1);
    for (const [key, entry] of Object.entries(ROUTE_PATHS)) {
      const path = entry[locale] ? `${prefix}/${entry[locale]}` : prefix;
      route(path, entry.file, { id: `${locale}/${key}` });
    }
    route(`${prefix}/*`, "routes/$/route.tsx", { id: `${locale}/catch-all` });
  }
  for (const { locale, key, path, file } of unprefixedRoutes()) {
    route(path, file, { id: `${locale}-domain/${key}` });
  }
}

/**
 * The sk and de paths a language's own host needs on top of the cs routes. Two pages
 * claiming one path is a mistake in the table, refused here rather than left to whichever
 * route the router ranks first.
 *
 * @returns {Array<{ locale: Locale; key: string; path: string; file: string }>}
 */
function unprefixedRoutes() {
  /** @type {Map<string, string>} */
  const claimed = new Map(
    Object.values(ROUTE_PATHS).map((entry) => [entry[DEFAULT_LOCALE], entry.file]),
  );
  return PREFIXED_LOCALES.flatMap((locale) =>
    Object.entries(ROUTE_PATHS).flatMap(([key, entry]) => {
      const path = entry[locale];
      const owner = claimed.get(path);
      if (owner === entry.file) return [];
      if (owner) throw new Error(`${locale} path "${path}" of ${key} is already ${owner}'s`);
      claimed.set(path, entry.file);
      return [{ locale, key, path, file: entry.file }];
    }),
  );
}
