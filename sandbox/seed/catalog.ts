/**
 * The sandbox shop's catalogue. Ids are written out so that tests and later data can point
 * at them; variant ids are derived as productId * 10 + n. Prices are CZK with VAT; the euro
 * list is derived (see money.ts).
 */

export interface SeedCategory {
  id: number;
  slug: string;
  name: string;
  children: Array<{ id: number; slug: string; name: string }>;
}

export interface SeedVariant {
  name: string;
  stock: number;
  priceCzk?: number;
  originalPriceCzk?: number;
  /** Colour variants get their own picture in this colour. */
  color?: string;
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  perex: string;
  categoryId: number;
  priceCzk: number;
  originalPriceCzk?: number;
  /** Stock of the only variant of a product without variants. */
  stock?: number;
  variants?: Array<SeedVariant>;
  restrictedToGroup?: string;
}

export const VAT_RATE = 21;

export const CURRENCIES = [
  {
    code: "CZK",
    symbol: "Kč",
    symbolPlacement: "right",
    decimalPlaces: 2,
    decimalPoint: ",",
    millesimalPoint: " ",
    freeShippingAt: 1500,
  },
  {
    code: "EUR",
    symbol: "€",
    symbolPlacement: "right",
    decimalPlaces: 2,
    decimalPoint: ",",
    millesimalPoint: " ",
    freeShippingAt: 60,
  },
] as const;

/** Seeded stock lies in the main warehouse; shops and pick-up branches come later. */
export const MAIN_WAREHOUSE = {
  id: 1,
  code: "praha",
  name: "Centrální sklad Praha",
  virtual: false,
};

export const WAREHOUSES = [MAIN_WAREHOUSE];

export const CATEGORIES: Array<SeedCategory> = [
  {
    id: 10,
    slug: "vibratory",
    name: "Vibrátory",
    children: [
      { id: 11, slug: "klasicke-vibratory", name: "Klasické vibrátory" },
      { id: 12, slug: "stimulatory-klitorisu", name: "Stimulátory klitorisu" },
      { id: 13, slug: "vibracni-vajicka", name: "Vibrační vajíčka" },
    ],
  },
  {
    id: 20,
    slug: "dilda",
    name: "Dilda",
    children: [
      { id: 21, slug: "realisticka-dilda", name: "Realistická dilda" },
      { id: 22, slug: "sklenena-dilda", name: "Skleněná dilda" },
      { id: 23, slug: "silikonova-dilda", name: "Silikonová dilda" },
    ],
  },
  {
    id: 30,
    slug: "lubrikacni-gely",
    name: "Lubrikační gely",
    children: [
      { id: 31, slug: "gely-na-vodni-bazi", name: "Na vodní bázi" },
      { id: 32, slug: "silikonove-lubrikanty", name: "Silikonové lubrikanty" },
      { id: 33, slug: "hrejive-a-ochucene-gely", name: "Hřejivé a ochucené" },
    ],
  },
  {
    id: 40,
    slug: "kondomy",
    name: "Kondomy",
    children: [
      { id: 41, slug: "klasicke-kondomy", name: "Klasické kondomy" },
      { id: 42, slug: "tenke-kondomy", name: "Tenké kondomy" },
      { id: 43, slug: "specialni-kondomy", name: "Speciální kondomy" },
    ],
  },
  {
    id: 50,
    slug: "masaze",
    name: "Masáže",
    children: [
      { id: 51, slug: "masazni-oleje", name: "Masážní oleje a gely" },
      { id: 52, slug: "masazni-svicky", name: "Masážní svíčky" },
    ],
  },
  {
    id: 60,
    slug: "eroticke-pradlo",
    name: "Erotické prádlo",
    children: [
      { id: 61, slug: "body-a-soupravy", name: "Body a soupravy" },
      { id: 62, slug: "kosilky-a-zupany", name: "Košilky a župany" },
      { id: 63, slug: "puncochy", name: "Punčochy" },
    ],
  },
  {
    id: 70,
    slug: "pro-pary",
    name: "Pro páry",
    children: [
      { id: 71, slug: "eroticke-hry", name: "Erotické hry a sady" },
      { id: 72, slug: "pouta-a-doplnky", name: "Pouta a doplňky" },
    ],
  },
  {
    id: 80,
    slug: "hygiena-a-cisteni",
    name: "Hygiena a čištění",
    children: [
      { id: 81, slug: "cisteni-pomucek", name: "Čištění pomůcek" },
      { id: 82, slug: "intimni-hygiena", name: "Intimní hygiena" },
    ],
  },
  {
    id: 90,
    slug: "bondaz",
    name: "Bondáž",
    children: [
      { id: 91, slug: "bondazni-lana", name: "Bondážní lana" },
      { id: 92, slug: "masky-a-pasky-pres-oci", name: "Masky a pásky přes oči" },
    ],
  },
];

const sizes = (stocks: Record<string, number>): Array<SeedVariant> =>
  Object.entries(stocks).map(([name, stock]) => ({ name, stock }));

export const PRODUCTS: Array<SeedProduct> = [
  {
    id: 1001,
    slug: "vibrator-velvet-classic",
    name: "Vibrátor Velvet Classic",
    perex:
      "Klasický tvar, deset režimů vibrací a sametově hebký silikon pro první i pokročilé hrátky.",
    categoryId: 11,
    priceCzk: 1290,
    variants: [
      { name: "Růžová", stock: 8, color: "#e58fb0" },
      { name: "Fialová", stock: 5, color: "#8e6cc4" },
      { name: "Černá", stock: 0, color: "#2b2b33" },
    ],
  },
  {
    id: 1002,
    slug: "vibrator-lumi-mini",
    name: "Vibrátor Lumi Mini",
    perex: "Nenápadný minivibrátor do kabelky, který se nabíjí přes USB.",
    categoryId: 11,
    priceCzk: 549,
    variants: [
      { name: "Růžová", stock: 12, color: "#f2a7c3" },
      { name: "Tyrkysová", stock: 7, color: "#3fb8af" },
    ],
  },
  {
    id: 1003,
    slug: "stimulator-klitorisu-amora-pulse",
    name: "Stimulátor klitorisu Amora Pulse",
    perex: "Bezdotykový stimulátor s tlakovými vlnami a jedenácti stupni intenzity.",
    categoryId: 12,
    priceCzk: 1234.5,
    originalPriceCzk: 1490,
    stock: 5,
  },
  {
    id: 1004,
    slug: "vibracni-vajicko-luna-s-dalkovym-ovladanim",
    name: "Vibrační vajíčko Luna s dálkovým ovládáním",
    perex: "Tiché vibrační vajíčko s bezdrátovým ovladačem na dosah až deseti metrů.",
    categoryId: 13,
    priceCzk: 899,
    stock: 0,
  },
  {
    id: 1005,
    slug: "masazni-hlavice-wand-power",
    name: "Masážní hlavice Wand Power",
    perex: "Výkonná masážní hlavice s ohebným krkem pro uvolnění celého těla.",
    categoryId: 11,
    priceCzk: 1890,
    stock: 7,
  },
  {
    id: 1006,
    slug: "vibrator-rabbit-duo",
    name: "Vibrátor Rabbit Duo",
    perex: "Dvojitý vibrátor se dvěma nezávislými motory pro souběžnou stimulaci.",
    categoryId: 11,
    priceCzk: 1690,
    originalPriceCzk: 1990,
    stock: 3,
  },
  {
    id: 1007,
    slug: "stimulator-klitorisu-petal",
    name: "Stimulátor klitorisu Petal",
    perex: "Malý stimulátor ve tvaru okvětního lístku s pěti rytmy vibrací.",
    categoryId: 12,
    priceCzk: 790,
    stock: 16,
  },
  {
    id: 1008,
    slug: "realisticke-dildo-natural",
    name: "Realistické dildo Natural",
    perex: "Realisticky tvarované dildo z tělově bezpečného materiálu s pevnou přísavkou.",
    categoryId: 21,
    priceCzk: 649,
    variants: [
      { name: "15 cm", stock: 4 },
      { name: "18 cm", stock: 9, priceCzk: 749 },
      { name: "22 cm", stock: 2, priceCzk: 849 },
    ],
  },
  {
    id: 1009,
    slug: "sklenene-dildo-crystal-wave",
    name: "Skleněné dildo Crystal Wave",
    perex: "Dildo z tvrzeného borosilikátového skla, které lze ohřát i zchladit.",
    categoryId: 22,
    priceCzk: 790,
    stock: 6,
  },
  {
    id: 1010,
    slug: "silikonove-dildo-soft-curve",
    name: "Silikonové dildo Soft Curve",
    perex: "Jemně zahnuté dildo z hladkého silikonu pro pohodlné používání.",
    categoryId: 23,
    priceCzk: 590,
    stock: 11,
  },
  {
    id: 1011,
    slug: "dildo-s-prisavkou-flexi",
    name: "Dildo s přísavkou Flexi",
    perex: "Ohebné dildo s přísavkou, která spolehlivě drží na hladkých površích.",
    categoryId: 23,
    priceCzk: 459,
    stock: 15,
  },
  {
    id: 1012,
    slug: "lubrikacni-gel-aqua-100-ml",
    name: "Lubrikační gel Aqua 100 ml",
    perex: "Lehký gel na vodní bázi, který nelepí a snadno se smyje.",
    categoryId: 31,
    priceCzk: 249,
    stock: 120,
  },
  {
    id: 1013,
    slug: "silikonovy-lubrikant-silk",
    name: "Silikonový lubrikant Silk",
    perex: "Dlouhotrvající silikonový lubrikant, který vydrží i ve vodě.",
    categoryId: 32,
    priceCzk: 229,
    variants: [
      { name: "50 ml", stock: 25 },
      { name: "100 ml", stock: 18, priceCzk: 389 },
      { name: "250 ml", stock: 0, priceCzk: 749 },
    ],
  },
  {
    id: 1014,
    slug: "hrejivy-lubrikacni-gel-warm-75-ml",
    name: "Hřejivý lubrikační gel Warm 75 ml",
    perex: "Gel s jemně hřejivým účinkem, který zvýrazní každý dotek.",
    categoryId: 33,
    priceCzk: 199,
    originalPriceCzk: 249,
    stock: 34,
  },
  {
    id: 1015,
    slug: "lubrikacni-gel-aloe-sensitive-150-ml",
    name: "Lubrikační gel Aloe Sensitive 150 ml",
    perex: "Šetrný gel s aloe vera pro citlivou pokožku, bez parfemace.",
    categoryId: 31,
    priceCzk: 289,
    stock: 41,
  },
  {
    id: 1016,
    slug: "lubrikacni-gel-s-prichuti-jahody-75-ml",
    name: "Lubrikační gel s příchutí jahody 75 ml",
    perex: "Ochucený gel na vodní bázi se sladkou vůní zralých jahod.",
    categoryId: 33,
    priceCzk: 179,
    stock: 27,
  },
  {
    id: 1017,
    slug: "kondomy-classic",
    name: "Kondomy Classic",
    perex: "Spolehlivé kondomy klasického tvaru s lubrikací.",
    categoryId: 41,
    priceCzk: 89,
    variants: [
      { name: "3 ks", stock: 80 },
      { name: "12 ks", stock: 64, priceCzk: 279 },
      { name: "24 ks", stock: 12, priceCzk: 499 },
    ],
  },
  {
    id: 1018,
    slug: "tenke-kondomy-ultra-thin-10-ks",
    name: "Tenké kondomy Ultra Thin 10 ks",
    perex: "Extra tenké kondomy pro intenzivnější prožitek bez ztráty jistoty.",
    categoryId: 42,
    priceCzk: 259,
    stock: 60,
  },
  {
    id: 1019,
    slug: "vroubkovane-kondomy-ribbed-12-ks",
    name: "Vroubkované kondomy Ribbed 12 ks",
    perex: "Kondomy s jemným vroubkováním pro výraznější stimulaci.",
    categoryId: 43,
    priceCzk: 289,
    stock: 18,
  },
  {
    id: 1020,
    slug: "kondomy-bez-latexu-pure-10-ks",
    name: "Kondomy bez latexu Pure 10 ks",
    perex: "Kondomy z polyisoprenu pro všechny, kdo nesnášejí latex.",
    categoryId: 43,
    priceCzk: 319,
    stock: 22,
  },
  {
    id: 1021,
    slug: "kondomy-xl-comfort-10-ks",
    name: "Kondomy XL Comfort 10 ks",
    perex: "Prostornější kondomy, které nikde netlačí.",
    categoryId: 43,
    priceCzk: 299,
    stock: 9,
  },
  {
    id: 1022,
    slug: "masazni-olej-mandle-a-vanilka",
    name: "Masážní olej Mandle a vanilka",
    perex: "Vyživující olej ze sladkých mandlí s vůní vanilky pro dlouhé masáže.",
    categoryId: 51,
    priceCzk: 269,
    variants: [
      { name: "100 ml", stock: 30 },
      { name: "200 ml", stock: 14, priceCzk: 449 },
    ],
  },
  {
    id: 1023,
    slug: "masazni-svicka-aroma",
    name: "Masážní svíčka Aroma",
    perex: "Sójová svíčka, jejíž rozpuštěný vosk poslouží jako teplý masážní olej.",
    categoryId: 52,
    priceCzk: 349,
    variants: [
      { name: "Vanilka", stock: 12 },
      { name: "Santalové dřevo", stock: 0 },
      { name: "Jasmín", stock: 5 },
    ],
  },
  {
    id: 1024,
    slug: "hrejivy-masazni-olej-skorice-150-ml",
    name: "Hřejivý masážní olej Skořice 150 ml",
    perex: "Jemně hřejivý olej s kořeněnou vůní skořice na chladné večery.",
    categoryId: 51,
    priceCzk: 329,
    originalPriceCzk: 389,
    stock: 20,
  },
  {
    id: 1025,
    slug: "jedly-masazni-gel-cokolada-75-ml",
    name: "Jedlý masážní gel Čokoláda 75 ml",
    perex: "Jedlý gel s chutí hořké čokolády pro hravé masáže ve dvou.",
    categoryId: 51,
    priceCzk: 229,
    stock: 17,
  },
  {
    id: 1026,
    slug: "krajkove-body-noir",
    name: "Krajkové body Noir",
    perex: "Černé krajkové body s hlubokým výstřihem a nastavitelnými ramínky.",
    categoryId: 61,
    priceCzk: 899,
    variants: sizes({ S: 3, M: 5, L: 0, XL: 2 }),
  },
  {
    id: 1027,
    slug: "satenova-kosilka-rubin",
    name: "Saténová košilka Rubín",
    perex: "Splývavá saténová košilka v rubínové barvě s krajkovým lemem.",
    categoryId: 62,
    priceCzk: 749,
    originalPriceCzk: 990,
    variants: sizes({ S: 4, M: 6, L: 3, XL: 1 }),
  },
  {
    id: 1028,
    slug: "krajkova-souprava-blanche",
    name: "Krajková souprava Blanche",
    perex: "Bílá podprsenka s kalhotkami z jemné krajky pro slavnostní chvíle.",
    categoryId: 61,
    priceCzk: 1190,
    variants: sizes({ S: 0, M: 2, L: 4 }),
  },
  {
    id: 1029,
    slug: "satenovy-zupan-kimono",
    name: "Saténový župan Kimono",
    perex: "Lehký župan střihu kimono se širokými rukávy a páskem.",
    categoryId: 62,
    priceCzk: 1090,
    variants: sizes({ "S/M": 7, "L/XL": 5 }),
  },
  {
    id: 1030,
    slug: "puncochy-se-samodrzicim-lemem",
    name: "Punčochy se samodržícím lemem",
    perex: "Jemné punčochy s krajkovým lemem, který drží bez podvazků.",
    categoryId: 63,
    priceCzk: 349,
    variants: sizes({ "S/M": 15, "L/XL": 11 }),
  },
  {
    id: 1031,
    slug: "vibracni-krouzek-duo",
    name: "Vibrační kroužek Duo",
    perex: "Pružný kroužek s vibrační kulkou, který potěší oba partnery.",
    categoryId: 72,
    priceCzk: 399,
    stock: 19,
  },
  {
    id: 1032,
    slug: "eroticka-hra-pro-pary-noc-plna-prekvapeni",
    name: "Erotická hra pro páry Noc plná překvapení",
    perex: "Karetní hra se stovkou úkolů, která rozproudí večer ve dvou.",
    categoryId: 71,
    priceCzk: 299,
    stock: 25,
  },
  {
    id: 1033,
    slug: "dabelsky-mekka-serpa-ruzove-sneni",
    name: "Ďábelsky měkká šerpa Růžové snění",
    perex: "Hedvábná šerpa, která poslouží jako páska přes oči i jako jemné pouto.",
    categoryId: 72,
    priceCzk: 279,
    stock: 13,
  },
  {
    id: 1034,
    slug: "sada-pro-pary-romanticky-vecer",
    name: "Sada pro páry Romantický večer",
    perex: "Dárková sada s masážní svíčkou, olejem, šerpou a hracími kostkami.",
    categoryId: 71,
    priceCzk: 1490,
    originalPriceCzk: 1790,
    stock: 4,
  },
  {
    id: 1035,
    slug: "cistici-sprej-na-pomucky-150-ml",
    name: "Čisticí sprej na pomůcky 150 ml",
    perex: "Antibakteriální sprej pro šetrné čištění pomůcek z jakéhokoli materiálu.",
    categoryId: 81,
    priceCzk: 199,
    stock: 48,
  },
  {
    id: 1036,
    slug: "intimni-myci-gel-fresh-200-ml",
    name: "Intimní mycí gel Fresh 200 ml",
    perex: "Mycí gel s kyselinou mléčnou, který respektuje přirozené pH.",
    categoryId: 82,
    priceCzk: 179,
    stock: 35,
  },
  {
    id: 1037,
    slug: "kondomy-classic-velkoobchodni-baleni-144-ks",
    name: "Kondomy Classic – velkoobchodní balení 144 ks",
    perex: "Velkoobchodní balení pro provozovny a partnery s živnostenským oprávněním.",
    categoryId: 41,
    priceCzk: 1990,
    stock: 10,
    restrictedToGroup: "b2b",
  },
];
