import type { SeedFaq } from "./content-catalog.ts";

/**
 * General shop questions, listed before the questions of the store categories. Sites are
 * the CMS's site codes; delivery prices are Czech ones, so that answer is the cz site's.
 */

export interface SeedGeneralFaq extends SeedFaq {
  key: string;
  siteEnabled: Array<string>;
}

const BOTH_SITES = ["cz", "sk"];

export const GENERAL_FAQ: Array<SeedGeneralFaq> = [
  {
    key: "doprava",
    title: "Kolik stojí doprava a kdy mi zásilka dorazí?",
    content:
      "Objednávky přijaté do 14:00 odesíláme ještě týž den. Doručení na výdejní místo stojí 69 Kč, kurýrem na adresu 119 Kč a nad 1 500 Kč vozíme zdarma.",
    siteEnabled: ["cz"],
  },
  {
    key: "diskretni-baleni",
    title: "Pozná někdo, co je v balíčku?",
    content:
      "Nepozná. Zboží balíme do neprůhledné krabice bez loga a bez popisu obsahu a jako odesílatel je uveden jen neutrální název firmy.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "platba",
    title: "Jak mohu zaplatit?",
    content:
      "Kartou online, bankovním převodem, na dobírku nebo hotově či kartou na prodejně. Na výpisu z účtu uvidíte jen neutrální název společnosti.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "vraceni",
    title: "Mohu zboží vrátit?",
    content:
      "Nepoužité zboží v původním obalu můžete vrátit do 30 dní od převzetí bez udání důvodu. Z hygienických důvodů to neplatí pro pomůcky vybalené z ochranné fólie.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "reklamace",
    title: "Jak reklamovat vadné zboží?",
    content:
      "Vyplňte reklamační formulář a pošlete nám zboží s popisem vady. Reklamaci obvykle vyřídíme do pěti pracovních dnů, nejpozději do 30 dnů.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "vek",
    title: "Od kolika let u vás mohu nakupovat?",
    content:
      "Zboží prodáváme jen osobám starším 18 let. Odesláním objednávky potvrzujete, že jste plnoletí.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "vernostni-program",
    title: "Jak funguje věrnostní program?",
    content:
      "Když nakupujete přihlášení, vrátíme vám z každého nákupu 10 % v kreditech. Jeden kredit má hodnotu 1 Kč a uplatníte ho při další objednávce.",
    siteEnabled: BOTH_SITES,
  },
  {
    key: "zmena-objednavky",
    title: "Mohu objednávku změnit nebo zrušit?",
    content:
      "Ano, dokud ji neodešleme. Napište nám nebo zavolejte na zákaznickou linku a uveďte číslo objednávky.",
    siteEnabled: BOTH_SITES,
  },
];
