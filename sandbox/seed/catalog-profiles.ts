import type { ContentLocale } from "#sandbox/content-language.ts";

/**
 * What the generator knows about each leaf category: how its products are called in the
 * three languages, how they vary, what they are made of and what they cost. Slovak and
 * German names of the category tree sit here too.
 */

export type VariantKind = "color" | "size" | "length" | "none";

/** A product's perex in each language, written around the brand's name (never declined). */
export type PerexTemplate = Record<ContentLocale, (brand: string) => string>;

export interface CategoryProfile {
  noun: { cs: string; sk: string; de: string };
  variants: VariantKind;
  /** Indexes into MATERIALS. */
  materials: Array<number>;
  features: boolean;
  priceCzk: [number, number];
  perex: Array<PerexTemplate>;
}

const TOY_PEREX: Array<PerexTemplate> = [
  {
    cs: (brand) =>
      `Tělově bezpečný materiál, příjemný tvar a spolehlivé zpracování od značky ${brand}.`,
    sk: (brand) =>
      `Telovo bezpečný materiál, príjemný tvar a spoľahlivé spracovanie od značky ${brand}.`,
    de: (brand) =>
      `Körperfreundliches Material, angenehme Form und zuverlässige Verarbeitung von ${brand}.`,
  },
  {
    cs: (brand) =>
      `Oblíbený model značky ${brand} s několika rytmy a snadným ovládáním jedním tlačítkem.`,
    sk: (brand) =>
      `Obľúbený model značky ${brand} s niekoľkými rytmami a jednoduchým ovládaním jedným tlačidlom.`,
    de: (brand) =>
      `Ein beliebtes Modell von ${brand} mit mehreren Rhythmen und einfacher Bedienung über eine einzige Taste.`,
  },
  {
    cs: () => "Nenápadný design, tichý chod a materiál, který se snadno čistí.",
    sk: () => "Nenápadný dizajn, tichý chod a materiál, ktorý sa ľahko čistí.",
    de: () => "Dezentes Design, leiser Betrieb und ein Material, das sich leicht reinigen lässt.",
  },
];
const GEL_PEREX: Array<PerexTemplate> = [
  {
    cs: (brand) => `Jemný přípravek značky ${brand}, který nelepí a nezanechává skvrny.`,
    sk: (brand) => `Jemný prípravok značky ${brand}, ktorý nelepí a nezanecháva škvrny.`,
    de: (brand) =>
      `Ein sanftes Produkt von ${brand}, das nicht klebt und keine Flecken hinterlässt.`,
  },
  {
    cs: () => "Dermatologicky testované složení vhodné i pro citlivou pokožku.",
    sk: () => "Dermatologicky testované zloženie vhodné aj pre citlivú pokožku.",
    de: () => "Dermatologisch getestete Rezeptur, auch für empfindliche Haut geeignet.",
  },
  {
    cs: () => "Praktické balení s dávkovačem, které se vejde do každé kabelky.",
    sk: () => "Praktické balenie s dávkovačom, ktoré sa zmestí do každej kabelky.",
    de: () => "Praktische Packung mit Spender, die in jede Handtasche passt.",
  },
];
const WEAR_PEREX: Array<PerexTemplate> = [
  {
    cs: () => "Pohodlný střih a jemné materiály, ve kterých se budete cítit sebevědomě.",
    sk: () => "Pohodlný strih a jemné materiály, v ktorých sa budete cítiť sebavedomo.",
    de: () => "Bequemer Schnitt und zarte Materialien, in denen Sie sich selbstbewusst fühlen.",
  },
  {
    cs: (brand) => `Elegantní kousek značky ${brand} pro výjimečné večery.`,
    sk: (brand) => `Elegantný kúsok značky ${brand} na výnimočné večery.`,
    de: (brand) => `Ein elegantes Stück von ${brand} für besondere Abende.`,
  },
  {
    cs: () => "Prádlo s důrazem na detail, ušité z příjemných materiálů.",
    sk: () => "Bielizeň s dôrazom na detail, ušitá z príjemných materiálov.",
    de: () => "Wäsche mit Liebe zum Detail, genäht aus angenehmen Materialien.",
  },
];

export const CATEGORY_PROFILES: Record<number, CategoryProfile> = {
  11: {
    noun: { cs: "Vibrátor", sk: "Vibrátor", de: "Vibrator" },
    variants: "color",
    materials: [0, 2],
    features: true,
    priceCzk: [390, 2490],
    perex: TOY_PEREX,
  },
  12: {
    noun: { cs: "Stimulátor klitorisu", sk: "Stimulátor klitorisu", de: "Klitoris-Stimulator" },
    variants: "color",
    materials: [0, 2],
    features: true,
    priceCzk: [490, 2990],
    perex: TOY_PEREX,
  },
  13: {
    noun: { cs: "Vibrační vajíčko", sk: "Vibračné vajíčko", de: "Vibro-Ei" },
    variants: "color",
    materials: [0, 3],
    features: true,
    priceCzk: [290, 1490],
    perex: TOY_PEREX,
  },
  21: {
    noun: { cs: "Realistické dildo", sk: "Realistické dildo", de: "Realistischer Dildo" },
    variants: "color",
    materials: [0, 3],
    features: false,
    priceCzk: [390, 1490],
    perex: TOY_PEREX,
  },
  22: {
    noun: { cs: "Skleněné dildo", sk: "Sklenené dildo", de: "Glasdildo" },
    variants: "none",
    materials: [1],
    features: false,
    priceCzk: [490, 1290],
    perex: TOY_PEREX,
  },
  23: {
    noun: { cs: "Silikonové dildo", sk: "Silikónové dildo", de: "Silikondildo" },
    variants: "color",
    materials: [0],
    features: false,
    priceCzk: [390, 1190],
    perex: TOY_PEREX,
  },
  31: {
    noun: { cs: "Lubrikační gel", sk: "Lubrikačný gél", de: "Gleitgel" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [149, 399],
    perex: GEL_PEREX,
  },
  32: {
    noun: { cs: "Silikonový lubrikant", sk: "Silikónový lubrikant", de: "Silikon-Gleitmittel" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [199, 549],
    perex: GEL_PEREX,
  },
  33: {
    noun: { cs: "Hřejivý gel", sk: "Hrejivý gél", de: "Wärmendes Gel" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [149, 349],
    perex: GEL_PEREX,
  },
  41: {
    noun: { cs: "Kondomy", sk: "Kondómy", de: "Kondome" },
    variants: "none",
    materials: [5],
    features: false,
    priceCzk: [79, 399],
    perex: [
      {
        cs: (brand) => `Spolehlivá ochrana od značky ${brand}, testovaná elektronicky kus po kusu.`,
        sk: (brand) => `Spoľahlivá ochrana od značky ${brand}, elektronicky testovaná kus po kuse.`,
        de: (brand) => `Zuverlässiger Schutz von ${brand}, jedes Stück elektronisch geprüft.`,
      },
    ],
  },
  42: {
    noun: { cs: "Tenké kondomy", sk: "Tenké kondómy", de: "Dünne Kondome" },
    variants: "none",
    materials: [5, 6],
    features: false,
    priceCzk: [129, 399],
    perex: [
      {
        cs: () => "Extra tenké kondomy pro přirozenější pocit bez ztráty jistoty.",
        sk: () => "Extra tenké kondómy pre prirodzenejší pocit bez straty istoty.",
        de: () =>
          "Extra dünne Kondome für ein natürlicheres Gefühl ohne Abstriche bei der Sicherheit.",
      },
    ],
  },
  43: {
    noun: { cs: "Speciální kondomy", sk: "Špeciálne kondómy", de: "Spezialkondome" },
    variants: "none",
    materials: [5, 6],
    features: false,
    priceCzk: [149, 449],
    perex: [
      {
        cs: () => "Kondomy s tvarovaným povrchem nebo příchutí pro zpestření večera.",
        sk: () => "Kondómy s tvarovaným povrchom alebo príchuťou na spestrenie večera.",
        de: () => "Kondome mit strukturierter Oberfläche oder Aroma für mehr Abwechslung am Abend.",
      },
    ],
  },
  51: {
    noun: { cs: "Masážní olej", sk: "Masážny olej", de: "Massageöl" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [189, 549],
    perex: [
      {
        cs: () => "Vyživující olej s jemnou vůní, který se dobře roztírá a rychle vsakuje.",
        sk: () => "Vyživujúci olej s jemnou vôňou, ktorý sa dobre roztiera a rýchlo vsakuje.",
        de: () =>
          "Pflegendes Öl mit zartem Duft, das sich gut verteilen lässt und schnell einzieht.",
      },
    ],
  },
  52: {
    noun: { cs: "Masážní svíčka", sk: "Masážna sviečka", de: "Massagekerze" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [249, 599],
    perex: [
      {
        cs: () => "Svíčka z přírodních vosků, jejíž teplý olej poslouží k masáži.",
        sk: () => "Sviečka z prírodných voskov, ktorej teplý olej poslúži na masáž.",
        de: () => "Kerze aus natürlichen Wachsen, deren warmes Öl sich für eine Massage eignet.",
      },
    ],
  },
  61: {
    noun: { cs: "Body", sk: "Body", de: "Body" },
    variants: "size",
    materials: [7, 8],
    features: false,
    priceCzk: [590, 1890],
    perex: WEAR_PEREX,
  },
  62: {
    noun: { cs: "Košilka", sk: "Košieľka", de: "Negligé" },
    variants: "size",
    materials: [8, 7],
    features: false,
    priceCzk: [490, 1590],
    perex: WEAR_PEREX,
  },
  63: {
    noun: { cs: "Punčochy", sk: "Pančuchy", de: "Strümpfe" },
    variants: "size",
    materials: [7],
    features: false,
    priceCzk: [199, 590],
    perex: WEAR_PEREX,
  },
  71: {
    noun: { cs: "Erotická hra", sk: "Erotická hra", de: "Erotikspiel" },
    variants: "none",
    materials: [9],
    features: false,
    priceCzk: [199, 990],
    perex: [
      {
        cs: () => "Hra pro dva, která s lehkostí rozproudí společný večer.",
        sk: () => "Hra pre dvoch, ktorá s ľahkosťou rozprúdi spoločný večer.",
        de: () =>
          "Ein Spiel für zwei, das den gemeinsamen Abend mit Leichtigkeit in Schwung bringt.",
      },
    ],
  },
  72: {
    noun: { cs: "Pouta", sk: "Putá", de: "Handschellen" },
    variants: "color",
    materials: [4, 8],
    features: false,
    priceCzk: [190, 890],
    perex: [
      {
        cs: () => "Pohodlná pouta s polstrováním a bezpečnostním uvolněním.",
        sk: () => "Pohodlné putá s polstrovaním a bezpečnostným uvoľnením.",
        de: () => "Bequeme gepolsterte Handschellen mit Notöffnung.",
      },
    ],
  },
  81: {
    noun: { cs: "Čisticí přípravek", sk: "Čistiaci prípravok", de: "Reinigungsmittel" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [129, 349],
    perex: [
      {
        cs: () => "Šetrný přípravek, který pomůcky vyčistí bez poškození povrchu.",
        sk: () => "Šetrný prípravok, ktorý pomôcky vyčistí bez poškodenia povrchu.",
        de: () => "Ein schonendes Mittel, das Toys reinigt, ohne ihre Oberfläche anzugreifen.",
      },
    ],
  },
  82: {
    noun: { cs: "Intimní mycí gel", sk: "Intímny umývací gél", de: "Intim-Waschgel" },
    variants: "none",
    materials: [10],
    features: false,
    priceCzk: [129, 299],
    perex: [
      {
        cs: () => "Jemný gel s přirozeným pH pro každodenní péči.",
        sk: () => "Jemný gél s prirodzeným pH na každodennú starostlivosť.",
        de: () => "Mildes Gel mit natürlichem pH-Wert für die tägliche Pflege.",
      },
    ],
  },
  91: {
    noun: { cs: "Bondážní lano", sk: "Bondážne lano", de: "Bondage-Seil" },
    variants: "length",
    materials: [9],
    features: false,
    priceCzk: [249, 890],
    perex: [
      {
        cs: () => "Měkké lano z bavlny, které se dobře váže a nepálí na kůži.",
        sk: () => "Mäkké lano z bavlny, ktoré sa dobre viaže a nepáli na koži.",
        de: () => "Weiches Baumwollseil, das sich gut knoten lässt und nicht auf der Haut brennt.",
      },
    ],
  },
  92: {
    noun: { cs: "Maska na oči", sk: "Maska na oči", de: "Augenmaske" },
    variants: "color",
    materials: [8],
    features: false,
    priceCzk: [149, 490],
    perex: [
      {
        cs: () => "Saténová maska, která nepropustí světlo a nikde netlačí.",
        sk: () => "Saténová maska, ktorá neprepustí svetlo a nikde netlačí.",
        de: () => "Satinmaske, die kein Licht durchlässt und nirgends drückt.",
      },
    ],
  },
};

/** Slovak and German names of the category tree; slugs are derived from them. */
export const CATEGORY_NAMES: Record<number, { sk: string; de: string }> = {
  10: { sk: "Vibrátory", de: "Vibratoren" },
  11: { sk: "Klasické vibrátory", de: "Klassische Vibratoren" },
  12: { sk: "Stimulátory klitorisu", de: "Klitoris-Stimulatoren" },
  13: { sk: "Vibračné vajíčka", de: "Vibro-Eier" },
  20: { sk: "Dildá", de: "Dildos" },
  21: { sk: "Realistické dildá", de: "Realistische Dildos" },
  22: { sk: "Sklenené dildá", de: "Glasdildos" },
  23: { sk: "Silikónové dildá", de: "Silikondildos" },
  30: { sk: "Lubrikačné gély", de: "Gleitgele" },
  31: { sk: "Na vodnej báze", de: "Auf Wasserbasis" },
  32: { sk: "Silikónové lubrikanty", de: "Silikon-Gleitmittel" },
  33: { sk: "Hrejivé a ochutené", de: "Wärmend und aromatisiert" },
  40: { sk: "Kondómy", de: "Kondome" },
  41: { sk: "Klasické kondómy", de: "Klassische Kondome" },
  42: { sk: "Tenké kondómy", de: "Dünne Kondome" },
  43: { sk: "Špeciálne kondómy", de: "Spezialkondome" },
  50: { sk: "Masáže", de: "Massage" },
  51: { sk: "Masážne oleje a gély", de: "Massageöle und -gele" },
  52: { sk: "Masážne sviečky", de: "Massagekerzen" },
  60: { sk: "Erotická bielizeň", de: "Erotische Wäsche" },
  61: { sk: "Body a súpravy", de: "Bodys und Sets" },
  62: { sk: "Košieľky a župany", de: "Negligés und Morgenmäntel" },
  63: { sk: "Pančuchy", de: "Strümpfe" },
  70: { sk: "Pre páry", de: "Für Paare" },
  71: { sk: "Erotické hry a sady", de: "Erotikspiele und Sets" },
  72: { sk: "Putá a doplnky", de: "Handschellen und Zubehör" },
  80: { sk: "Hygiena a čistenie", de: "Hygiene und Reinigung" },
  81: { sk: "Čistenie pomôcok", de: "Toy-Reinigung" },
  82: { sk: "Intímna hygiena", de: "Intimhygiene" },
  90: { sk: "Bondáž", de: "Bondage" },
  91: { sk: "Bondážne laná", de: "Bondage-Seile" },
  92: { sk: "Masky a pásky cez oči", de: "Masken und Augenbinden" },
};

/** Model names of generated products; combined with the brand they read like a product line. */
export const MODEL_NAMES = [
  "Aura",
  "Bliss",
  "Nova",
  "Echo",
  "Iris",
  "Jasmine",
  "Kiss",
  "Lotus",
  "Muse",
  "Opal",
  "Pearl",
  "Ruby",
  "Satin",
  "Tango",
  "Venus",
  "Zara",
  "Amber",
  "Blossom",
  "Coral",
  "Dahlia",
  "Eden",
  "Flora",
  "Grace",
  "Halo",
  "Ivy",
  "Jade",
  "Karma",
  "Luna",
  "Mila",
  "Nora",
  "Orchid",
  "Rosa",
  "Sky",
  "Stella",
  "Tiara",
  "Viola",
  "Willow",
  "Xena",
  "Yara",
  "Zen",
];
