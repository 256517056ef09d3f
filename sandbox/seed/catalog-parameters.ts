/**
 * Product parameters of the demo catalogue: colour (with hex), brand, material, size,
 * length in metres and features. Parameter ids are fixed because the storefront keeps the
 * colour, brand and metres ids in its configuration; value ids are derived from them.
 */

export const PARAMETER_IDS = {
  color: 1,
  brand: 2,
  material: 3,
  size: 4,
  length: 5,
  features: 6,
} as const;

export type ParameterKey = keyof typeof PARAMETER_IDS;

export interface SeedParameter {
  key: ParameterKey;
  title: string;
  type: "list" | "color" | "number";
  unit?: string;
  description: string;
}

export const PARAMETERS: Array<SeedParameter> = [
  { key: "color", title: "Barva", type: "color", description: "Barva výrobku nebo jeho varianty." },
  { key: "brand", title: "Značka", type: "list", description: "Výrobce nebo značka výrobku." },
  {
    key: "material",
    title: "Materiál",
    type: "list",
    description: "Z čeho je výrobek vyroben; u pomůcek určuje péči a vhodný lubrikant.",
  },
  { key: "size", title: "Velikost", type: "list", description: "Konfekční velikost prádla." },
  {
    key: "length",
    title: "Délka",
    type: "number",
    unit: "m",
    description: "Délka lana v metrech.",
  },
  { key: "features", title: "Vlastnosti", type: "list", description: "Co výrobek umí." },
];

/** Value ids are parameterId * 1000 + position, so they never collide across parameters. */
export function valueId(key: ParameterKey, position: number): number {
  return PARAMETER_IDS[key] * 1000 + position + 1;
}

export const COLORS: Array<{ title: string; hex: string }> = [
  { title: "Růžová", hex: "#e58fb0" },
  { title: "Fialová", hex: "#8e6cc4" },
  { title: "Černá", hex: "#2b2b33" },
  { title: "Červená", hex: "#c0392b" },
  { title: "Bílá", hex: "#f5f3ef" },
  { title: "Tyrkysová", hex: "#3fb8af" },
  { title: "Modrá", hex: "#3d6cb9" },
  { title: "Tělová", hex: "#e8c1a0" },
  { title: "Zlatá", hex: "#c9a227" },
  { title: "Průhledná", hex: "#dfe9ee" },
];

export const SIZES = ["S", "M", "L", "XL", "S/M", "L/XL"];

export const LENGTHS_M = [3, 5, 8, 10];

export const FEATURES = [
  "Nabíjení přes USB",
  "Voděodolný",
  "Dálkové ovládání",
  "Ovládání aplikací",
  "Tichý chod",
  "Hřejivá funkce",
];

export interface SeedMaterial {
  title: string;
  description: string;
  hygiene: string;
  lubricants: string;
}

export const MATERIALS: Array<SeedMaterial> = [
  {
    title: "Silikon",
    description: "Hebký, pružný a tělově bezpečný materiál bez pórů.",
    hygiene: "Omyjte teplou vodou s mýdlem nebo čisticím sprejem; lze i vyvařit.",
    lubricants: "Používejte lubrikanty na vodní bázi; silikonové by povrch poškodily.",
  },
  {
    title: "Borosilikátové sklo",
    description: "Tvrzené sklo, které snese teplo i chlad.",
    hygiene: "Omyjte teplou vodou, lze mýt i v myčce.",
    lubricants: "Snese lubrikanty na vodní i silikonové bázi.",
  },
  {
    title: "ABS plast",
    description: "Pevný a lehký plast s hladkým povrchem.",
    hygiene: "Otřete vlhkým hadříkem a čisticím sprejem, neponořujte elektroniku.",
    lubricants: "Vhodné jsou lubrikanty na vodní i silikonové bázi.",
  },
  {
    title: "TPE",
    description: "Měkký materiál příjemný na dotek, o něco poréznější než silikon.",
    hygiene: "Omyjte vlažnou vodou a nechte dobře uschnout, nevyvářejte.",
    lubricants: "Používejte pouze lubrikanty na vodní bázi.",
  },
  {
    title: "Nerezová ocel",
    description: "Těžký, velmi odolný kov s leštěným povrchem.",
    hygiene: "Omyjte horkou vodou, lze sterilizovat.",
    lubricants: "Snese lubrikanty všech typů.",
  },
  {
    title: "Latex",
    description: "Tenký a pružný přírodní materiál.",
    hygiene: "Výrobek je určen k jednorázovému použití.",
    lubricants: "Pouze lubrikanty na vodní nebo silikonové bázi, nikdy olejové.",
  },
  {
    title: "Polyisopren",
    description: "Syntetická náhrada latexu pro alergiky.",
    hygiene: "Výrobek je určen k jednorázovému použití.",
    lubricants: "Pouze lubrikanty na vodní nebo silikonové bázi.",
  },
  {
    title: "Krajka",
    description: "Jemná elastická krajka z polyamidu.",
    hygiene: "Perte ručně při 30 °C v prádelním sáčku.",
    lubricants: "Nepřichází do styku s lubrikanty.",
  },
  {
    title: "Satén",
    description: "Splývavá látka s leskem.",
    hygiene: "Perte ručně při 30 °C, nežehlete na vysokou teplotu.",
    lubricants: "Chraňte před oleji, zanechávají skvrny.",
  },
  {
    title: "Bavlna",
    description: "Přírodní, prodyšné vlákno.",
    hygiene: "Perte při 40 °C.",
    lubricants: "Chraňte před oleji.",
  },
  {
    title: "Přírodní složení",
    description: "Kosmetika z rostlinných olejů a extraktů.",
    hygiene: "Po otevření spotřebujte do dvanácti měsíců.",
    lubricants: "Olejové přípravky narušují latexové kondomy.",
  },
];

export interface SeedBrand {
  title: string;
  /** The country in Czech, as the brand document answers it. */
  country: string;
  description: string;
  translations: { sk: string; de: string };
}

/**
 * "From {country}" in each language: Czech and Slovak take the genitive, German the
 * dative with its article where the name has one.
 */
const FROM_COUNTRY: Record<string, { cs: string; sk: string; de: string }> = {
  Česko: { cs: "Česka", sk: "Česka", de: "Tschechien" },
  Německo: { cs: "Německa", sk: "Nemecka", de: "Deutschland" },
  Švédsko: { cs: "Švédska", sk: "Švédska", de: "Schweden" },
  Francie: { cs: "Francie", sk: "Francúzska", de: "Frankreich" },
  Nizozemsko: { cs: "Nizozemska", sk: "Holandska", de: "den Niederlanden" },
  "Velká Británie": { cs: "Velké Británie", sk: "Veľkej Británie", de: "Großbritannien" },
  Dánsko: { cs: "Dánska", sk: "Dánska", de: "Dänemark" },
  Polsko: { cs: "Polska", sk: "Poľska", de: "Polen" },
  Slovensko: { cs: "Slovenska", sk: "Slovenska", de: "der Slowakei" },
  Rakousko: { cs: "Rakouska", sk: "Rakúska", de: "Österreich" },
  Kanada: { cs: "Kanady", sk: "Kanady", de: "Kanada" },
  Itálie: { cs: "Itálie", sk: "Talianska", de: "Italien" },
  Španělsko: { cs: "Španělska", sk: "Španielska", de: "Spanien" },
  Japonsko: { cs: "Japonska", sk: "Japonska", de: "Japan" },
};

const BRAND_NAMES: Array<[string, string]> = [
  ["Amora", "Česko"],
  ["Velvet Touch", "Německo"],
  ["Lumi", "Švédsko"],
  ["Noir Atelier", "Francie"],
  ["Aqua Glide", "Nizozemsko"],
  ["Bohemia Love", "Česko"],
  ["Silk Room", "Velká Británie"],
  ["Petal", "Dánsko"],
  ["Nova Pleasure", "Německo"],
  ["Kiss & Care", "Česko"],
  ["Moonlight", "Polsko"],
  ["Tatra Toys", "Slovensko"],
  ["Crystal Line", "Česko"],
  ["Pure Senses", "Rakousko"],
  ["Rouge", "Francie"],
  ["Harmonie", "Česko"],
  ["Wave", "Kanada"],
  ["Sweet Secret", "Itálie"],
  ["Obsidian", "Německo"],
  ["Dream Duo", "Španělsko"],
  ["Flexi", "Nizozemsko"],
  ["Lotus Garden", "Japonsko"],
  ["Kouzlo", "Česko"],
  ["Secure", "Německo"],
  ["Rope Art", "Česko"],
];

export const BRANDS: Array<SeedBrand> = BRAND_NAMES.map(([title, country]) => {
  const from = FROM_COUNTRY[country];
  if (!from) throw new Error(`No "from" form of the country ${country}`);
  return {
    title,
    country,
    description: `${title} je značka z ${from.cs}, která staví na kvalitních materiálech a pečlivém zpracování.`,
    translations: {
      sk: `${title} je značka z ${from.sk}, ktorá stavia na kvalitných materiáloch a starostlivom spracovaní.`,
      de: `${title} ist eine Marke aus ${from.de}, die auf hochwertige Materialien und sorgfältige Verarbeitung setzt.`,
    },
  };
});

export interface SeedTag {
  id: number;
  code: string;
  text: string;
  color: string;
  visibleCatalog: boolean;
  visibleContent: boolean;
}

export const TAGS: Array<SeedTag> = [
  {
    id: 1,
    code: "novinka",
    text: "Novinka",
    color: "#2e86de",
    visibleCatalog: true,
    visibleContent: true,
  },
  {
    id: 2,
    code: "akce",
    text: "Akce",
    color: "#e74c3c",
    visibleCatalog: true,
    visibleContent: true,
  },
  { id: 3, code: "tip", text: "Tip", color: "#27ae60", visibleCatalog: true, visibleContent: true },
  {
    id: 4,
    code: "doprava-zdarma",
    text: "Doprava zdarma",
    color: "#8e44ad",
    visibleCatalog: true,
    visibleContent: false,
  },
  {
    id: 5,
    code: "limitovana-edice",
    text: "Limitovaná edice",
    color: "#c9a227",
    visibleCatalog: false,
    visibleContent: true,
  },
  {
    id: 6,
    code: "vyprodej",
    text: "Výprodej",
    color: "#d35400",
    visibleCatalog: false,
    visibleContent: false,
  },
];
