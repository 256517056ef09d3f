/**
 * Slovak and German versions of some glossary terms: documents of their own on the sk or
 * de site, tied to the Czech term (`of`, its slug) through canonical_slugs. They point at
 * the same catalogue entities as the Czech term.
 */

export interface SeedGlossaryTranslation {
  /** The Czech term's slug. */
  of: string;
  site: "sk" | "de";
  title: string;
  slug: string;
  perex: string;
  paragraphs: Array<string>;
}

const SLOVAK: Array<Omit<SeedGlossaryTranslation, "site">> = [
  {
    of: "vibrator",
    title: "Vibrátor",
    slug: "vibrator",
    perex: "Erotická pomôcka, ktorá stimuluje telo vibráciami malého motorčeka.",
    paragraphs: [
      "Vibrátory sa líšia tvarom, materiálom, silou a rytmami vibrácií aj napájaním. Väčšina dnešných modelov má akumulátor nabíjaný cez USB a je vodeodolná.",
      "Na začiatok zvoľte menší model z telovo bezpečného silikónu a kombinujte ho s lubrikantom na vodnej báze.",
    ],
  },
  {
    of: "dildo",
    title: "Dildo",
    slug: "dildo",
    perex: "Pomôcka v tvare penisu alebo iného zaobleného tvaru určená na penetráciu.",
    paragraphs: [
      "Dildo na rozdiel od vibrátora nevibruje. Vyrába sa zo silikónu, skla, kovu alebo TPE, v realistickom aj abstraktnom tvare, s prísavkou alebo bez nej.",
    ],
  },
  {
    of: "lubrikant",
    title: "Lubrikant",
    slug: "lubrikant",
    perex: "Klzný prípravok, ktorý uľahčuje prenikanie, znižuje trenie a zvyšuje komfort.",
    paragraphs: [
      "Lubrikanty sa delia podľa bázy na vodné, silikónové, olejové a hybridné. So silikónovými pomôckami používajte lubrikant na vodnej báze.",
    ],
  },
  {
    of: "silikon",
    title: "Silikón",
    slug: "silikon",
    perex:
      "Najobľúbenejší materiál erotických pomôcok: jemný, pružný, nenasiakavý a telovo bezpečný.",
    paragraphs: [
      "Kvalitný silikón je bez zápachu, neobsahuje ftaláty a dá sa vyvariť, ak pomôcka nemá elektroniku.",
    ],
  },
  {
    of: "kondom",
    title: "Kondóm",
    slug: "kondom",
    perex: "Tenký obal na penis, ktorý chráni pred otehotnením aj pohlavne prenosnými infekciami.",
    paragraphs: [
      "Kondómy sa vyrábajú z latexu, polyizoprénu alebo polyuretánu. Kombinujte ich len s lubrikantom na vodnej alebo silikónovej báze, olej latex narúša.",
    ],
  },
  {
    of: "klitoris",
    title: "Klitoris",
    slug: "klitoris",
    perex: "Ženský pohlavný orgán, ktorého jediným známym účelom je rozkoš.",
    paragraphs: [
      "Viditeľná je len malá časť klitorisu, žaluď v hornej časti vulvy. Celý orgán je však oveľa väčší a siaha hlboko do tela pozdĺž pošvy.",
    ],
  },
  {
    of: "stimulator-klitorisu",
    title: "Stimulátor klitorisu",
    slug: "stimulator-klitorisu",
    perex: "Pomôcka na vonkajšiu stimuláciu klitorisu vibráciami alebo tlakovými vlnami.",
    paragraphs: [
      "Bezdotykové modely stimulujú klitoris prúdom vzduchu a nedotýkajú sa priamo citlivého žaluďa.",
    ],
  },
  {
    of: "bod-g",
    title: "Bod G",
    slug: "bod-g",
    perex: "Citlivá oblasť na prednej stene pošvy, niekoľko centimetrov od vchodu.",
    paragraphs: [
      "Na stimuláciu bodu G sú určené vibrátory a dildá so zahnutou špičkou. Každé telo reaguje inak.",
    ],
  },
  {
    of: "bdsm",
    title: "BDSM",
    slug: "bdsm",
    perex:
      "Súhrnné označenie pre bondáž, disciplínu, dominanciu, submisiu, sadizmus a masochizmus.",
    paragraphs: [
      "Základom BDSM je vzájomný súhlas, dôvera a dohodnuté hranice. Pred každou hrou sa dohodnite na bezpečnom slove.",
    ],
  },
  {
    of: "bezpecne-slovo",
    title: "Bezpečné slovo",
    slug: "bezpecne-slovo",
    perex: "Vopred dohodnuté slovo, ktoré okamžite zastaví alebo spomalí erotickú hru.",
    paragraphs: [
      "Často sa používa semafor: „žltá“ znamená spomaliť, „červená“ skončiť. Pri hre s roubíkom sa dohodne iný jasný signál.",
    ],
  },
  {
    of: "latex",
    title: "Latex",
    slug: "latex",
    perex: "Prírodná guma, z ktorej sa vyrába väčšina kondómov.",
    paragraphs: [
      "Latex narúšajú oleje a lubrikanty na olejovej báze. Pri alergii na latex siahnite po kondómoch z polyizoprénu.",
    ],
  },
  {
    of: "masazni-olej",
    title: "Masážny olej",
    slug: "masazny-olej",
    perex: "Olej, ktorý uľahčuje kĺzanie rúk po koži a stará sa o ňu.",
    paragraphs: [
      "Masážne oleje bývajú z mandľového, jojobového alebo hroznového oleja. Ako lubrikant s latexovým kondómom ich nepoužívajte.",
    ],
  },
  {
    of: "masazni-svicka",
    title: "Masážna sviečka",
    slug: "masazna-sviecka",
    perex: "Sviečka, ktorej roztopený vosk slúži ako teplý masážny olej.",
    paragraphs: [
      "Po zapálení počkajte, kým sa vytvorí jazierko vosku, sviečku sfúknite a vosk najprv vyskúšajte na zápästí.",
    ],
  },
  {
    of: "cisteni-pomucek",
    title: "Čistenie pomôcok",
    slug: "cistenie-pomocok",
    perex: "Starostlivosť o hygienu erotických pomôcok pred použitím aj po ňom.",
    paragraphs: [
      "Po každom použití pomôcky umyte vlažnou vodou s jemným mydlom alebo čistiacim sprejom, nechajte ich vyschnúť a skladujte každú zvlášť.",
    ],
  },
  {
    of: "venusiny-kulicky",
    title: "Venušine guľôčky",
    slug: "venusine-gulocky",
    perex: "Závažia v tvare guľôčok, ktoré sa zavádzajú do pošvy a posilňujú panvové dno.",
    paragraphs: [
      "Začína sa ľahšími guľôčkami na niekoľko minút denne a záťaž sa zvyšuje postupne.",
    ],
  },
  {
    of: "kegelovy-cviky",
    title: "Kegelove cviky",
    slug: "kegelove-cviky",
    perex: "Cvičenie svalov panvového dna pomenované po gynekológovi Arnoldovi Kegelovi.",
    paragraphs: [
      "Cviky spočívajú v opakovanom sťahovaní a uvoľňovaní svalov, ktorými zastavujete prúd moču. Cvičiť sa dá kdekoľvek.",
    ],
  },
];

const GERMAN: Array<Omit<SeedGlossaryTranslation, "site">> = [
  {
    of: "vibrator",
    title: "Vibrator",
    slug: "vibrator",
    perex:
      "Ein Erotikspielzeug, das den Körper mit den Vibrationen eines kleinen Motors stimuliert.",
    paragraphs: [
      "Vibratoren unterscheiden sich in Form, Material, Stärke und Rhythmus der Vibrationen. Die meisten heutigen Modelle haben einen per USB ladbaren Akku und sind wasserdicht.",
      "Für den Anfang eignet sich ein kleineres Modell aus körperfreundlichem Silikon, kombiniert mit Gleitgel auf Wasserbasis.",
    ],
  },
  {
    of: "dildo",
    title: "Dildo",
    slug: "dildo",
    perex: "Ein Spielzeug in Penisform oder anderer abgerundeter Form zur Penetration.",
    paragraphs: [
      "Anders als ein Vibrator vibriert ein Dildo nicht. Er wird aus Silikon, Glas, Metall oder TPE hergestellt, realistisch oder abstrakt geformt, mit oder ohne Saugfuß.",
    ],
  },
  {
    of: "lubrikant",
    title: "Gleitgel",
    slug: "gleitgel",
    perex:
      "Ein Gleitmittel, das das Eindringen erleichtert, Reibung verringert und den Komfort erhöht.",
    paragraphs: [
      "Gleitgele gibt es auf Wasser-, Silikon- und Ölbasis. Zu Silikonspielzeug passt Gleitgel auf Wasserbasis.",
    ],
  },
  {
    of: "silikon",
    title: "Silikon",
    slug: "silikon",
    perex: "Das beliebteste Material für Toys: weich, elastisch, porenfrei und körperfreundlich.",
    paragraphs: [
      "Hochwertiges Silikon ist geruchlos, frei von Phthalaten und lässt sich auskochen, wenn das Toy keine Elektronik hat.",
    ],
  },
  {
    of: "kondom",
    title: "Kondom",
    slug: "kondom",
    perex:
      "Eine dünne Hülle für den Penis, die vor Schwangerschaft und sexuell übertragbaren Infektionen schützt.",
    paragraphs: [
      "Kondome bestehen aus Latex, Polyisopren oder Polyurethan. Verwenden Sie sie nur mit Gleitgel auf Wasser- oder Silikonbasis, denn Öl greift Latex an.",
    ],
  },
  {
    of: "klitoris",
    title: "Klitoris",
    slug: "klitoris",
    perex: "Ein weibliches Geschlechtsorgan, dessen einzige bekannte Aufgabe die Lust ist.",
    paragraphs: [
      "Sichtbar ist nur die Klitorisperle im oberen Teil der Vulva. Das ganze Organ ist viel größer und reicht tief in den Körper entlang der Vagina.",
    ],
  },
  {
    of: "bdsm",
    title: "BDSM",
    slug: "bdsm",
    perex:
      "Sammelbegriff für Bondage, Disziplin, Dominanz, Unterwerfung, Sadismus und Masochismus.",
    paragraphs: [
      "Grundlage von BDSM sind gegenseitiges Einverständnis, Vertrauen und vereinbarte Grenzen. Vereinbaren Sie vor jedem Spiel ein Safeword.",
    ],
  },
  {
    of: "bezpecne-slovo",
    title: "Safeword",
    slug: "safeword",
    perex:
      "Ein vorher vereinbartes Wort, das ein erotisches Spiel sofort beendet oder verlangsamt.",
    paragraphs: [
      "Verbreitet ist das Ampelsystem: „Gelb“ heißt langsamer, „Rot“ heißt Schluss. Bei einem Knebel gilt ein anderes deutliches Zeichen.",
    ],
  },
  {
    of: "masazni-olej",
    title: "Massageöl",
    slug: "massageoel",
    perex: "Ein Öl, das die Hände über die Haut gleiten lässt und sie pflegt.",
    paragraphs: [
      "Massageöle basieren oft auf Mandel-, Jojoba- oder Traubenkernöl. Mit Latexkondomen sollten Sie sie nicht als Gleitmittel verwenden.",
    ],
  },
  {
    of: "venusiny-kulicky",
    title: "Liebeskugeln",
    slug: "liebeskugeln",
    perex:
      "Kugelförmige Gewichte, die in die Vagina eingeführt werden und den Beckenboden stärken.",
    paragraphs: [
      "Beginnen Sie mit leichteren Kugeln für einige Minuten am Tag und steigern Sie das Gewicht langsam.",
    ],
  },
  {
    of: "cisteni-pomucek",
    title: "Toy-Reinigung",
    slug: "toy-reinigung",
    perex: "Die hygienische Pflege von Erotikspielzeug vor und nach der Benutzung.",
    paragraphs: [
      "Waschen Sie Toys nach jeder Benutzung mit lauwarmem Wasser und milder Seife oder einem Reinigungsspray, lassen Sie sie trocknen und bewahren Sie sie getrennt auf.",
    ],
  },
];

export const GLOSSARY_TRANSLATIONS: Array<SeedGlossaryTranslation> = [
  ...SLOVAK.map((term) => ({ ...term, site: "sk" as const })),
  ...GERMAN.map((term) => ({ ...term, site: "de" as const })),
];
