import type { SeedFaq } from "./content-catalog.ts";

/**
 * General shop questions, listed before the questions of the store categories and shown on
 * the FAQ page by topic, on every site: the Slovak and German sites read them in their own
 * words (content-local-sk.ts, content-local-de.ts), amounts in euros. Sites are the CMS's
 * site codes. A question's key is its anchor on the FAQ page (/nejcastejsi-dotazy#vraceni),
 * so keys stay as they are once published.
 */

export interface SeedFaqTopic {
  key: string;
  title: string;
  /** Higher first. */
  weight: number;
}

export const FAQ_TOPICS = [
  { key: "objednavka", title: "Objednávka", weight: 60 },
  { key: "doprava-a-doruceni", title: "Doprava a doručení", weight: 50 },
  { key: "platba", title: "Platba", weight: 40 },
  { key: "vraceni-a-reklamace", title: "Vrácení a reklamace", weight: 30 },
  { key: "diskretnost-a-soukromi", title: "Diskrétnost a soukromí", weight: 20 },
  { key: "ucet-a-vyhody", title: "Účet a výhody", weight: 10 },
] as const satisfies ReadonlyArray<SeedFaqTopic>;

type TopicKey = (typeof FAQ_TOPICS)[number]["key"];

export interface SeedGeneralFaq extends SeedFaq {
  key: string;
  topic: TopicKey;
  siteEnabled: Array<string>;
}

const ALL_SITES = ["cz", "sk", "de"];

export const GENERAL_FAQ: Array<SeedGeneralFaq> = [
  {
    key: "doprava",
    topic: "doprava-a-doruceni",
    title: "Kolik stojí doprava a kdy mi zásilka dorazí?",
    content:
      "Objednávky přijaté do 14:00 odesíláme ještě týž den. Doručení na výdejní místo stojí 69 Kč, kurýrem na adresu 119 Kč a nad 1 500 Kč vozíme zdarma.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "diskretni-baleni",
    topic: "diskretnost-a-soukromi",
    title: "Pozná někdo, co je v balíčku?",
    content:
      "Nepozná. Zboží balíme do neprůhledné krabice bez loga a bez popisu obsahu a jako odesílatel je uveden jen neutrální název firmy.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "platba",
    topic: "platba",
    title: "Jak mohu zaplatit?",
    content:
      "Kartou online, bankovním převodem, na dobírku nebo hotově či kartou na prodejně. Na výpisu z účtu uvidíte jen neutrální název společnosti.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vraceni",
    topic: "vraceni-a-reklamace",
    title: "Mohu zboží vrátit?",
    content:
      "Nepoužité zboží v původním obalu můžete vrátit do 30 dní od převzetí bez udání důvodu. Z hygienických důvodů to neplatí pro pomůcky vybalené z ochranné fólie.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "reklamace",
    topic: "vraceni-a-reklamace",
    title: "Jak reklamovat vadné zboží?",
    content:
      "Vyplňte reklamační formulář a pošlete nám zboží s popisem vady. Reklamaci obvykle vyřídíme do pěti pracovních dnů, nejpozději do 30 dnů.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vek",
    topic: "objednavka",
    title: "Od kolika let u vás mohu nakupovat?",
    content:
      "Zboží prodáváme jen osobám starším 18 let. Odesláním objednávky potvrzujete, že jste plnoletí.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vernostni-program",
    topic: "ucet-a-vyhody",
    title: "Jak funguje věrnostní program?",
    content:
      "Když nakupujete přihlášení, vrátíme vám z každého nákupu 10 % v kreditech. Jeden kredit má hodnotu 1 Kč a uplatníte ho při další objednávce.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "zmena-objednavky",
    topic: "objednavka",
    title: "Mohu objednávku změnit nebo zrušit?",
    content:
      "Ano, dokud ji neodešleme. Napište nám nebo zavolejte na zákaznickou linku a uveďte číslo objednávky.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "bez-registrace",
    topic: "objednavka",
    title: "Musím se před nákupem registrovat?",
    content:
      "Nemusíte. Objednat můžete i bez účtu; s účtem ale uvidíte historii objednávek, uložené adresy a oblíbené zboží.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "stav-objednavky",
    topic: "objednavka",
    title: "Kde zjistím, v jakém stavu je moje objednávka?",
    content:
      "Stav najdete v e-mailu s potvrzením objednávky pod odkazem na její sledování, a pokud jste přihlášení, také v účtu v přehledu objednávek.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "potvrzeni-objednavky",
    topic: "objednavka",
    title: "Nepřišlo mi potvrzení objednávky, co mám dělat?",
    content:
      "Podívejte se nejdřív do složky s nevyžádanou poštou. Když tam potvrzení není, napište nám přes kontaktní formulář a my vám ho pošleme znovu.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vydejni-mista",
    topic: "doprava-a-doruceni",
    title: "Mohu si zásilku vyzvednout na výdejním místě?",
    content:
      "Ano. V košíku si vyberete výdejní místo na mapě a o doručení vás zpráva informuje. Zásilka tam na vás počká sedm dní.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "doruceni-na-slovensko",
    topic: "doprava-a-doruceni",
    title: "Posíláte zásilky i na Slovensko?",
    content:
      "Posíláme. Na Slovensko doručujeme na výdejní místa i kurýrem na adresu, obvykle do dvou pracovních dnů od odeslání.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "nevyzvednuta-zasilka",
    topic: "doprava-a-doruceni",
    title: "Co když zásilku nestihnu vyzvednout?",
    content:
      "Vrátí se k nám a my vás kontaktujeme. Pokud jste platili předem, peníze vám po jejím návratu vrátíme, nebo zásilku pošleme znovu.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "platba-kartou",
    topic: "platba",
    title: "Je platba kartou bezpečná?",
    content:
      "Platbu zpracovává platební brána s ověřením 3-D Secure. Údaje o kartě zadáváte přímo bráně, my je nevidíme ani neukládáme.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "faktura",
    topic: "platba",
    title: "Dostanu k objednávce fakturu?",
    content:
      "Ano, fakturu posíláme e-mailem spolu s potvrzením o odeslání. Pokud nakupujete na firmu, vyplňte v objednávce IČO a DIČ.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vraceni-penez",
    topic: "vraceni-a-reklamace",
    title: "Kdy mi vrátíte peníze za vrácené zboží?",
    content:
      "Nejpozději do 14 dnů od doručení vráceného zboží, stejnou cestou, jakou jste platili, nebo na účet, který uvedete ve formuláři.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vymena",
    topic: "vraceni-a-reklamace",
    title: "Mohu zboží vyměnit za jinou velikost nebo barvu?",
    content:
      "Ano, nepoužité zboží v původním obalu vyměníme. Pošlete nám ho zpět s poznámkou, co si přejete místo něj.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "vypis-z-uctu",
    topic: "diskretnost-a-soukromi",
    title: "Co uvidím na výpisu z účtu?",
    content:
      "Jen neutrální název naší společnosti, bez zmínky o druhu zboží. Stejný název najdete i na faktuře.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "osobni-udaje",
    topic: "diskretnost-a-soukromi",
    title: "Jak nakládáte s mými osobními údaji?",
    content:
      "Používáme je jen k vyřízení objednávky a k tomu, s čím jste souhlasili. Nikomu je neprodáváme a na požádání je smažeme.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "zapomenute-heslo",
    topic: "ucet-a-vyhody",
    title: "Zapomněl(a) jsem heslo, jak se přihlásím?",
    content:
      "Na přihlašovací stránce klikněte na Zapomenuté heslo. Pošleme vám odkaz, kterým si nastavíte nové.",
    siteEnabled: ALL_SITES,
  },
  {
    key: "oblibene",
    topic: "ucet-a-vyhody",
    title: "Jak si uložím zboží na později?",
    content:
      "Přihlaste se a u zboží klikněte na srdíčko. Uložené zboží najdete ve svém účtu v oblíbených, odkud ho jedním klikem vložíte do košíku.",
    siteEnabled: ALL_SITES,
  },
];
