import {
  BRANDS,
  COLORS,
  FEATURES,
  LENGTHS_M,
  MATERIALS,
  SIZES,
  valueId,
} from "./catalog-parameters.ts";
import { CATEGORIES } from "./catalog.ts";
import { CATEGORY_TEXTS } from "./content-catalog-texts.ts";
import { doc, heading, paragraph } from "./content-rich-text.ts";

/**
 * Catalogue content of the CMS: texts of store categories, virtual and filtered
 * categories, and banners. Time windows are fixed dates far in the past or future, so the
 * seed stays deterministic and "current", "expired" and "future" stay true for decades.
 */

export const TIME_WINDOWS = {
  current: { start: "2020-01-01T00:00:00Z", end: "2099-12-31T23:59:59Z" },
  expired: { start: "2020-01-01T00:00:00Z", end: "2021-01-01T00:00:00Z" },
  future: { start: "2098-01-01T00:00:00Z", end: "2099-01-01T00:00:00Z" },
} as const;

export interface SeedFaq {
  title: string;
  content: string;
}

const FAQ_BY_TOP_CATEGORY: Record<number, Array<SeedFaq>> = {
  10: [
    {
      title: "Jak vybrat první vibrátor?",
      content:
        "Začněte menším modelem z hladkého silikonu s několika rytmy; velikost a výkon se dají vždy přidat.",
    },
    {
      title: "Jak vibrátor čistit?",
      content:
        "Po každém použití omyjte teplou vodou s mýdlem nebo čisticím sprejem na pomůcky a nechte uschnout.",
    },
    {
      title: "Jaký lubrikant použít?",
      content:
        "K silikonovým pomůckám volte gel na vodní bázi, silikonový lubrikant by povrch narušil.",
    },
  ],
  30: [
    {
      title: "Jaký je rozdíl mezi vodním a silikonovým gelem?",
      content:
        "Vodní gel se snadno smyje a hodí se ke všem pomůckám, silikonový vydrží déle a je vhodný i do vody.",
    },
    {
      title: "Lze lubrikant použít s kondomem?",
      content:
        "Ano, gely na vodní i silikonové bázi jsou s latexovými kondomy bezpečné; oleje nikoli.",
    },
  ],
  40: [
    {
      title: "Jakou velikost kondomu zvolit?",
      content: "Rozhoduje obvod, ne délka; naše tabulka velikostí poradí, jak se změřit.",
    },
    {
      title: "Mám alergii na latex, co teď?",
      content:
        "Vyberte kondomy z polyisoprenu nebo polyuretanu, najdete je mezi speciálními kondomy.",
    },
  ],
  60: [
    {
      title: "Jak určím svou velikost?",
      content:
        "Změřte obvod hrudníku a boků a porovnejte s tabulkou velikostí; mezi dvěma velikostmi volte větší.",
    },
    {
      title: "Mohu prádlo vyměnit?",
      content:
        "Nepoškozené prádlo s visačkou lze vrátit do 30 dní, z hygienických důvodů ne spodní díly bez ochranné fólie.",
    },
  ],
};

export interface SeedCategoryContent {
  categoryId: number;
  description: string;
  textBelowProducts: string;
  faq: Array<SeedFaq>;
  video: { title: string; video_url: string } | null;
  limitedOffer: { title: string; productId: number; active: boolean } | null;
}

export const CATEGORY_CONTENT: Array<SeedCategoryContent> = CATEGORIES.flatMap((category) => [
  {
    categoryId: category.id,
    description: CATEGORY_TEXTS.description.cs(category.name),
    textBelowProducts: CATEGORY_TEXTS.advice.cs(category.name),
    faq: FAQ_BY_TOP_CATEGORY[category.id] ?? [],
    video:
      category.id === 10 || category.id === 60
        ? {
            title: CATEGORY_TEXTS.video.cs(category.name),
            video_url: "https://www.youtube.com/embed/dQw4w9WgXcQ",
          }
        : null,
    limitedOffer:
      category.id === 10
        ? { title: "Jen tento týden se slevou", productId: 1006, active: true }
        : category.id === 30
          ? { title: "Druhý gel za polovinu", productId: 1012, active: false }
          : null,
  },
  ...category.children.map((child) => ({
    categoryId: child.id,
    description: CATEGORY_TEXTS.childDescription.cs(child.name),
    textBelowProducts: "Objednávky do 14:00 odesíláme ještě týž den, doručení do dvou dnů.",
    faq: [],
    video: null,
    limitedOffer: null,
  })),
]);

export function categoryDescriptionDoc(text: string, title: string) {
  return doc(heading(2, title), paragraph(text));
}

export type WindowName = keyof typeof TIME_WINDOWS | "always";

export interface SeedBanner {
  key: string;
  kind: "catalog" | "small" | "wide";
  categoryId: number | null;
  title: string;
  url: string;
  window: WindowName;
  customerGroup?: string;
  enabled?: boolean;
  text?: string;
  text2?: string;
  buttonText?: string;
  /** Catalogue banners sit between product rows; the position is the slot. */
  position?: number;
}

/** Every top category gets a current, an expired, a future and a business-only banner. */
export const BANNERS: Array<SeedBanner> = [
  ...CATEGORIES.flatMap((category): Array<SeedBanner> => [
    {
      key: `catalog:${category.id}:current`,
      kind: "catalog",
      categoryId: category.id,
      title: CATEGORY_TEXTS.freeShippingBanner.cs(category.name),
      url: "/vse-o-nakupu/doprava",
      window: "current",
      position: 6,
    },
    {
      key: `catalog:${category.id}:expired`,
      kind: "catalog",
      categoryId: category.id,
      title: CATEGORY_TEXTS.christmasBanner.cs(category.name),
      url: "/akce",
      window: "expired",
      position: 12,
    },
    {
      key: `catalog:${category.id}:future`,
      kind: "catalog",
      categoryId: category.id,
      title: CATEGORY_TEXTS.summerBanner.cs(category.name),
      url: "/novinky",
      window: "future",
      position: 12,
    },
    {
      key: `catalog:${category.id}:b2b`,
      kind: "catalog",
      categoryId: category.id,
      title: "Velkoobchodní ceny pro firmy",
      url: "/vse-o-nakupu/klientske-centrum",
      window: "always",
      customerGroup: "b2b",
      position: 3,
    },
    {
      key: `small:${category.id}`,
      kind: "small",
      categoryId: category.id,
      title: "Dárek ke každé objednávce",
      url: "/vse-o-nakupu/jak-nakupovat",
      window: "always",
      text: "Ke každému balíčku přibalíme malé překvapení.",
    },
  ]),
  {
    key: "wide:current",
    kind: "wide",
    categoryId: null,
    title: "Valentýnské tipy na dárky",
    url: "/darky-pro-pary",
    window: "current",
    text: "Dárky, které potěší oba",
    text2: "Vybrali jsme to nejlepší pro společné chvíle",
    buttonText: "Prohlédnout",
  },
  {
    key: "wide:always",
    kind: "wide",
    categoryId: null,
    title: "Věrnostní program",
    url: "/vse-o-nakupu/vernostni-program",
    window: "always",
    text: "10 % z každého nákupu zpět",
    text2: "Kredity uplatníte při další objednávce",
    buttonText: "Zjistit více",
  },
  {
    key: "wide:expired",
    kind: "wide",
    categoryId: null,
    title: "Black Friday",
    url: "/akce-a-slevy",
    window: "expired",
    text: "Slevy až 50 %",
    buttonText: "Nakupovat",
  },
  {
    key: "wide:future",
    kind: "wide",
    categoryId: null,
    title: "Letní výprodej",
    url: "/akce-a-slevy",
    window: "future",
    text: "Připravujeme",
    buttonText: "Brzy",
  },
  {
    key: "wide:disabled",
    kind: "wide",
    categoryId: null,
    title: "Vypnutý banner",
    url: "/",
    window: "always",
    enabled: false,
  },
];

export interface SeedCmsCategory {
  kind: "virtual" | "filtered";
  slug: string;
  title: string;
  translations: { sk: string; de: string };
  storeCategoryId: number | null;
  parameters: Array<{ entityId: number; values: Array<number> }>;
  slicedTags: Array<string>;
  slicedCategories: Array<number>;
  slicedCategoriesExcluded: Array<number>;
  priceRange: { price_from: number | null; price_to: number | null; currency_code: string } | null;
}

const virtual = (
  slug: string,
  title: string,
  translations: { sk: string; de: string },
  rules: Partial<Omit<SeedCmsCategory, "kind" | "slug" | "title" | "translations">>,
): SeedCmsCategory => ({
  kind: "virtual",
  slug,
  title,
  translations,
  storeCategoryId: null,
  parameters: [],
  slicedTags: [],
  slicedCategories: [],
  slicedCategoriesExcluded: [],
  priceRange: null,
  ...rules,
});

const filtered = (
  slug: string,
  title: string,
  translations: { sk: string; de: string },
  storeCategoryId: number,
  parameters: Array<{ entityId: number; values: Array<number> }>,
): SeedCmsCategory => ({
  ...virtual(slug, title, translations, { storeCategoryId, parameters }),
  kind: "filtered",
});

const czechBrands = BRANDS.flatMap((brand, index) =>
  brand.country === "Česko" ? [valueId("brand", index)] : [],
);
const brandValue = (title: string) =>
  valueId(
    "brand",
    BRANDS.findIndex((b) => b.title === title),
  );
const colorValue = (title: string) =>
  valueId(
    "color",
    COLORS.findIndex((c) => c.title === title),
  );
const materialValue = (title: string) =>
  valueId(
    "material",
    MATERIALS.findIndex((m) => m.title === title),
  );
const featureValue = (title: string) => valueId("features", FEATURES.indexOf(title));

export const CMS_CATEGORIES: Array<SeedCmsCategory> = [
  virtual("novinky", "Novinky", { sk: "Novinky", de: "Neuheiten" }, { slicedTags: ["novinka"] }),
  virtual(
    "akce-a-slevy",
    "Akce a slevy",
    { sk: "Akcie a zľavy", de: "Angebote" },
    {
      slicedTags: ["akce"],
    },
  ),
  virtual(
    "darky-pro-pary",
    "Dárky pro páry",
    { sk: "Darčeky pre páry", de: "Geschenke für Paare" },
    {
      slicedCategories: [70, 50],
    },
  ),
  virtual(
    "pradlo-a-doplnky",
    "Prádlo a doplňky",
    { sk: "Bielizeň a doplnky", de: "Wäsche und Accessoires" },
    {
      slicedCategories: [60, 90],
      slicedCategoriesExcluded: [91],
    },
  ),
  virtual(
    "cerne-hracky",
    "Černé hračky",
    { sk: "Čierne hračky", de: "Schwarze Toys" },
    {
      parameters: [{ entityId: 1, values: [colorValue("Černá")] }],
      slicedCategories: [10, 20],
    },
  ),
  virtual(
    "silikonove-pomucky",
    "Silikonové pomůcky",
    { sk: "Silikónové pomôcky", de: "Silikon-Toys" },
    {
      parameters: [{ entityId: 3, values: [materialValue("Silikon")] }],
    },
  ),
  virtual(
    "vodotesne-hracky",
    "Voděodolné hračky",
    { sk: "Vodotesné hračky", de: "Wasserdichte Toys" },
    {
      parameters: [{ entityId: 6, values: [featureValue("Voděodolný")] }],
    },
  ),
  virtual(
    "darky-do-500-kc",
    "Dárky do 500 Kč",
    { sk: "Darčeky do 20 €", de: "Geschenke bis 20 €" },
    {
      priceRange: { price_from: null, price_to: 500, currency_code: "CZK" },
    },
  ),
  virtual(
    "luxusni-darky",
    "Luxusní dárky",
    { sk: "Luxusné darčeky", de: "Luxusgeschenke" },
    {
      priceRange: { price_from: 1500, price_to: null, currency_code: "CZK" },
    },
  ),
  virtual(
    "ceske-znacky",
    "České značky",
    { sk: "České značky", de: "Tschechische Marken" },
    {
      parameters: [{ entityId: 2, values: czechBrands }],
    },
  ),
  virtual(
    "tipy-redakce",
    "Tipy redakce",
    { sk: "Tipy redakcie", de: "Tipps der Redaktion" },
    {
      slicedTags: ["tip"],
      slicedCategoriesExcluded: [80],
    },
  ),
  filtered(
    "vibratory-amora",
    "Vibrátory Amora",
    { sk: "Vibrátory Amora", de: "Amora Vibratoren" },
    10,
    [{ entityId: 2, values: [brandValue("Amora")] }],
  ),
  filtered(
    "ruzove-vibratory",
    "Růžové vibrátory",
    { sk: "Ružové vibrátory", de: "Rosa Vibratoren" },
    10,
    [{ entityId: 1, values: [colorValue("Růžová")] }],
  ),
  filtered(
    "body-velikost-m",
    "Body ve velikosti M",
    { sk: "Body vo veľkosti M", de: "Bodys in Größe M" },
    61,
    [{ entityId: 4, values: [valueId("size", SIZES.indexOf("M"))] }],
  ),
  filtered(
    "lubrikacni-gely-aqua-glide",
    "Lubrikační gely Aqua Glide",
    { sk: "Lubrikačné gély Aqua Glide", de: "Aqua Glide Gleitgele" },
    30,
    [{ entityId: 2, values: [brandValue("Aqua Glide")] }],
  ),
  filtered(
    "bondazni-lana-10-m",
    "Bondážní lana 10 m",
    { sk: "Bondážne laná 10 m", de: "Bondage-Seile 10 m" },
    91,
    [{ entityId: 5, values: [valueId("length", LENGTHS_M.indexOf(10))] }],
  ),
  filtered(
    "vibratory-s-dalkovym-ovladanim",
    "Vibrátory s dálkovým ovládáním",
    { sk: "Vibrátory s diaľkovým ovládaním", de: "Vibratoren mit Fernbedienung" },
    10,
    [{ entityId: 6, values: [featureValue("Dálkové ovládání")] }],
  ),
];
