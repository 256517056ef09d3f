import { CATEGORIES } from "./catalog.ts";

/** CMS content of the sandbox shop: menus and the homepage. */

export interface SeedMenuItem {
  title: string;
  path: string;
  main?: boolean;
  children?: Array<SeedMenuItem>;
}

export interface SeedMenu {
  code: string;
  title: string;
  items: Array<SeedMenuItem>;
}

const aboutPurchase = (slug: string, title: string): SeedMenuItem => ({
  title,
  path: `/vse-o-nakupu/${slug}`,
});

export const MENUS: Array<SeedMenu> = [
  {
    code: "mainMenu",
    title: "Hlavní menu",
    items: [
      ...CATEGORIES.map((category) => ({
        title: category.name,
        path: `/${category.slug}`,
        main: true,
        children: category.children.map((child) => ({ title: child.name, path: `/${child.slug}` })),
      })),
      { title: "Nákupní rádce", path: "/nakupni-radce" },
    ],
  },
  {
    code: "topHeaderMenu",
    title: "Horní lišta",
    items: [
      { title: "Prodejny", path: "/pobocky" },
      { title: "Poradna", path: "/poradna" },
      aboutPurchase("doprava", "Doprava a platba"),
      { title: "Kontakt", path: "/kontakt" },
    ],
  },
  {
    code: "footerMenu1",
    title: "Nákup",
    items: [
      aboutPurchase("jak-nakupovat", "Jak nakupovat"),
      aboutPurchase("doprava", "Doprava"),
      aboutPurchase("platba", "Platba"),
      aboutPurchase("diskretnost-nakupu", "Diskrétnost nákupu"),
      aboutPurchase("zmeny-v-objednavce", "Změny v objednávce"),
    ],
  },
  {
    code: "footerMenu2",
    title: "Vrácení a reklamace",
    items: [
      aboutPurchase("vraceni-do-30-dni", "Vrácení do 30 dní"),
      aboutPurchase("bezproblemova-reklamace", "Bezproblémová reklamace"),
      { title: "Vrácení zboží", path: "/vraceni-zbozi" },
      { title: "Reklamace", path: "/reklamace" },
    ],
  },
  {
    code: "footerMenu3",
    title: "O nás",
    items: [
      { title: "Kontakt", path: "/kontakt" },
      { title: "Prodejny", path: "/pobocky" },
      aboutPurchase("klientske-centrum", "Klientské centrum"),
      aboutPurchase("vernostni-program", "Věrnostní program"),
      { title: "Značky", path: "/znacky" },
    ],
  },
  {
    code: "footerMenu4",
    title: "Informace",
    items: [
      aboutPurchase("obchodni-podminky", "Obchodní podmínky"),
      aboutPurchase(
        "souhlas-se-zpracovanim-osobnich-udaju",
        "Souhlas se zpracováním osobních údajů",
      ),
      { title: "Nejčastější dotazy", path: "/nejcastejsi-dotazy" },
      { title: "Tabulka velikostí", path: "/tabulka-velikosti" },
      { title: "Erotický výkladový slovník", path: "/eroticky-vykladovy-slovnik" },
    ],
  },
];

export interface SeedContentBlock {
  type: string;
  data: Record<string, unknown>;
}

export const HOMEPAGE = {
  title: "Hlavní stránka",
  blocks: [
    {
      type: "ProductsBlock",
      data: {
        title: "Doporučujeme",
        productIds: [1003, 1001, 1012, 1026, 1022, 1006, 1017, 1034, 1009, 1023, 1035, 1014],
      },
    },
    {
      type: "TextBlock",
      data: {
        text: "Zboží balíme diskrétně, ke každé objednávce přidáváme dárek a objednávky do 14:00 odesíláme ještě ten den.",
      },
    },
    {
      type: "ProductsBlock",
      data: { title: "Akce", productIds: [1003, 1006, 1014, 1024, 1027, 1034] },
    },
  ] satisfies Array<SeedContentBlock>,
};
