import { magazineArticle } from "./content-magazine-builder.ts";
import { bulletList, doc, heading, paragraph } from "./content-rich-text.ts";

/**
 * Slovak and German versions of Czech articles: each its own article for its own site, with
 * its own slug and text, in that site's version of the category and tags.
 */
export const TRANSLATED_ARTICLES = [
  magazineArticle({
    slug: "ako-vybrat-prvy-vibrator",
    translationOf: "jak-vybrat-prvni-vibrator",
    site: "sk",
    title: "Ako vybrať prvý vibrátor",
    shortTitle: "Prvý vibrátor",
    perex:
      "Tvar, materiál, alebo sila vibrácií? Poradíme, podľa čoho vyberať, aby prvý vibrátor neostal ležať v zásuvke.",
    content: doc(
      paragraph(
        "Na trhu sú stovky modelov a začiatočník sa v nich ľahko stratí. Dobrou správou je, že s prvým vibrátorom sa dá len ťažko šliapnuť vedľa, keď sa budete držať niekoľkých zásad.",
      ),
      heading(2, "Menší a jednoduchší je lepší"),
      paragraph(
        "Na začiatok siahnite po menšom modeli s niekoľkými rýchlosťami. Veľké a výkonné vibrátory bývajú spočiatku skôr nepríjemné a zložité ovládanie odvádza pozornosť.",
      ),
      heading(2, "Materiál rozhoduje o bezpečnosti"),
      paragraph(
        "Vyberajte telovo bezpečný silikón bez ftalátov. Je hladký, nenasiakavý a ľahko sa čistí. Nezabudnite ani na lubrikant na vodnej báze.",
      ),
    ),
    published: "2025-02-18",
    seoKeywords: "prvý vibrátor, výber vibrátora, vibrátor pre začiatočníkov",
    author: "tomas-marek",
    category: "vibratory-a-eroticke-hracky",
    tags: ["pre-zaciatocnikov"],
    products: [1002, 1001, 1012],
  }),
  magazineArticle({
    slug: "cistenie-a-starostlivost-o-eroticke-pomocky",
    translationOf: "cisteni-a-pece-o-eroticke-pomucky",
    site: "sk",
    title: "Čistenie a starostlivosť o erotické pomôcky",
    shortTitle: "Čistenie pomôcok",
    perex:
      "Správne čistenie predĺži pomôckam život a chráni vaše zdravie. Stačí pár minút po každom použití.",
    content: doc(
      paragraph(
        "Pomôcky prichádzajú do styku so sliznicou, a preto si zaslúžia rovnakú starostlivosť ako zubná kefka. Po každom použití ich umyte, najlepšie hneď.",
      ),
      heading(2, "Čím pomôcky čistiť"),
      paragraph(
        "Na väčšinu materiálov stačí vlažná voda s jemným mydlom bez parfumácie. Pohodlnejší je antibakteriálny čistiaci sprej, ktorý netreba oplachovať.",
      ),
      heading(2, "Ako pomôcky skladovať"),
      paragraph(
        "Pomôcky nechajte dobre vyschnúť a uložte každú zvlášť do vrecúška. Nenechávajte ich na priamom slnku ani pri kúrení.",
      ),
    ),
    published: "2025-04-15",
    seoKeywords: "čistenie pomôcok, starostlivosť o vibrátor, čistiaci sprej",
    author: "tomas-marek",
    category: "lubrikacia-a-starostlivost",
    tags: ["starostlivost"],
    products: [1035],
  }),
  magazineArticle({
    slug: "lubrikant-na-vodnej-alebo-silikonovej-baze",
    translationOf: "lubrikant-na-vodni-nebo-silikonove-bazi",
    site: "sk",
    title: "Lubrikant na vodnej, alebo silikónovej báze?",
    shortTitle: "Vodný, alebo silikónový gél",
    perex:
      "Oba typy majú svoje prednosti. Vysvetlíme, kedy siahnuť po vodnom géli a kedy sa oplatí silikón.",
    content: doc(
      paragraph(
        "Lubrikant spríjemní každú intímnu chvíľu a zníži trenie, ktoré môže byť nepríjemné. Pri výbere rozhoduje hlavne báza.",
      ),
      heading(2, "Na vodnej báze: univerzálna voľba"),
      paragraph(
        "Gély na vodnej báze sa hodia ku všetkým pomôckam aj kondómom, nezanechávajú škvrny a ľahko sa zmyjú. Rýchlejšie sa však vstrebávajú.",
      ),
      heading(2, "Silikónové: vydržia dlhšie"),
      paragraph(
        "Silikónové lubrikanty sú veľmi klzké a nezmyje ich ani voda, preto sa hodia do sprchy. Nepoužívajte ich však so silikónovými pomôckami.",
      ),
    ),
    published: "2025-06-24",
    seoKeywords: "lubrikant, vodný gél, silikónový lubrikant",
    author: "jan-prochazka",
    category: "lubrikacia-a-starostlivost",
    tags: ["lubrikacny-gel"],
    products: [1012, 1013, 1015],
  }),
  magazineArticle({
    slug: "silikon-sklo-alebo-ocel",
    translationOf: "silikon-sklo-nebo-ocel",
    site: "sk",
    title: "Silikón, sklo, alebo oceľ? Sprievodca materiálmi pomôcok",
    shortTitle: "Materiály pomôcok",
    perex: "Materiál rozhoduje o tom, ako sa pomôcka na tele cíti, ako sa čistí a ako dlho vydrží.",
    content: doc(
      paragraph(
        "Pri výbere pomôcky sa oplatí pozerať nielen na tvar a funkcie, ale aj na materiál. Ten najlepší je telovo bezpečný, nenasiakavý a ľahko sa udržiava.",
      ),
      heading(2, "Silikón"),
      paragraph(
        "Lekársky silikón je príjemne mäkký, pružný a rýchlo prijme teplotu tela. Znesie vyváranie, len ho nekombinujte so silikónovým lubrikantom.",
      ),
      heading(2, "Sklo a nehrdzavejúca oceľ"),
      paragraph(
        "Sklo aj oceľ sú úplne neporézne a vydržia desiatky rokov. Pred použitím ich môžete zohriať v teplej vode alebo schladiť v chladničke.",
      ),
    ),
    published: "2026-04-21",
    seoKeywords: "materiály pomôcok, silikónové pomôcky, sklenené dildo",
    author: "tomas-marek",
    category: "vibratory-a-eroticke-hracky",
    tags: ["starostlivost"],
    products: [1009, 1010],
  }),
  magazineArticle({
    slug: "ako-funguje-stimulator-klitorisu",
    translationOf: "jak-funguje-stimulator-klitorisu",
    site: "sk",
    title: "Ako funguje stimulátor klitorisu s tlakovou vlnou",
    shortTitle: "Stimulátor klitorisu",
    perex:
      "Stimulátory s tlakovou vlnou sa klitorisu ani nedotknú, a predsa patria k najobľúbenejším hračkám.",
    content: doc(
      paragraph(
        "Namiesto klasických vibrácií vytvára stimulátor v malej komôrke rytmické zmeny tlaku vzduchu. Mnohé ženy ich vnímajú intenzívnejšie než priamy dotyk.",
      ),
      heading(2, "Ako začať"),
      paragraph(
        "Priložte otvor hračky tak, aby okolo klitorisu vznikla malá tesná komôrka, a začnite na najnižšej úrovni. Trocha lubrikantu na vodnej báze pomôže s tesnosťou aj pohodlím.",
      ),
    ),
    published: "2024-05-28",
    seoKeywords: "stimulátor klitorisu, tlaková vlna",
    author: "tomas-marek",
    category: "vibratory-a-eroticke-hracky",
    tags: ["pre-zaciatocnikov"],
    products: [1003, 1007],
  }),
  magazineArticle({
    slug: "dildo-alebo-vibrator",
    translationOf: "dildo-nebo-vibrator",
    site: "sk",
    title: "Dildo, alebo vibrátor? Čo vybrať na začiatok",
    shortTitle: "Dildo, alebo vibrátor",
    perex: "Oboje má svoje čaro. Vysvetľujeme rozdiely, aby ste si prvú hračku vybrali s istotou.",
    content: doc(
      paragraph(
        "Dildo nevibruje a nepotrebuje batérie, zato je jednoduché, tiché a vydrží roky. Vibrátor pridá vibrácie, ktoré mnohí vnímajú ako najrýchlejšiu cestu k uvoľneniu.",
      ),
      heading(2, "Kedy siahnuť po dilde a kedy po vibrátore"),
      bulletList([
        "Dildo: keď chcete spoznávať svoje telo v pokoji a bez zhonu.",
        "Vibrátor: keď vás lákajú rôzne rytmy a intenzity.",
      ]),
    ),
    published: "2024-03-26",
    seoKeywords: "dildo alebo vibrátor, prvá hračka",
    author: "katerina-novotna",
    category: "vibratory-a-eroticke-hracky",
    tags: ["pre-zaciatocnikov"],
    products: [1010, 1002],
  }),
  magazineArticle({
    slug: "kolko-lubrikantu-pouzit",
    translationOf: "kolik-lubrikantu-pouzit",
    site: "sk",
    title: "Koľko lubrikantu použiť a ako ho nanášať",
    shortTitle: "Ako nanášať lubrikant",
    perex:
      "Málo je nepríjemné, veľa zbytočné. Jednoduchý návod, ako s lubrikantom zaobchádzať, aby pomáhal.",
    content: doc(
      paragraph(
        "Lubrikant nie je len pre tých, ktorí majú problémy so suchosťou. Spríjemní každý dotyk, zníži trenie a chráni kondóm aj sliznicu.",
      ),
      heading(2, "Začnite malým množstvom"),
      paragraph(
        "Stačí kvapka veľkosti lieskového orieška. Pred nanesením ju zohrejte v dlani a pridávajte, kedykoľvek začne byť trenie cítiť.",
      ),
    ),
    published: "2024-04-23",
    seoKeywords: "ako použiť lubrikant, množstvo lubrikantu",
    author: "jan-prochazka",
    category: "lubrikacia-a-starostlivost",
    tags: ["lubrikacny-gel", "pre-zaciatocnikov"],
    products: [1012],
  }),
  magazineArticle({
    slug: "ako-skladovat-pomocky",
    translationOf: "jak-skladovat-pomucky",
    site: "sk",
    title: "Ako pomôcky skladovať, aby vydržali",
    shortTitle: "Skladovanie pomôcok",
    perex:
      "Zásuvka plná hračiek? Pár jednoduchých zásad, vďaka ktorým zostanú čisté, funkčné a mimo dohľadu.",
    content: doc(
      paragraph(
        "Dobre uložená pomôcka vydrží dlhšie a je pripravená, kedykoľvek ju budete chcieť použiť. Stačí ju mať čistú, suchú a oddelenú od ostatných.",
      ),
      heading(2, "Každú zvlášť"),
      paragraph(
        "Silikón sa môže pri dlhom kontakte s inými materiálmi poškodiť. Uložte preto každú pomôcku do vlastného látkového vrecúška a elektronické pomôcky skladujte čiastočne nabité.",
      ),
    ),
    published: "2024-08-20",
    seoKeywords: "skladovanie pomôcok, ako uložiť vibrátor",
    author: "redakce-amoris",
    category: "lubrikacia-a-starostlivost",
    tags: ["starostlivost"],
    products: [1035],
  }),
  magazineArticle({
    slug: "den-ersten-vibrator-auswaehlen",
    translationOf: "jak-vybrat-prvni-vibrator",
    site: "de",
    title: "So finden Sie Ihren ersten Vibrator",
    shortTitle: "Der erste Vibrator",
    perex:
      "Form, Material oder Stärke der Vibrationen? Worauf es ankommt, damit der erste Vibrator nicht in der Schublade landet.",
    content: doc(
      paragraph(
        "Es gibt Hunderte Modelle, und Einsteiger verlieren schnell den Überblick. Die gute Nachricht: Mit ein paar Grundregeln kann beim ersten Vibrator kaum etwas schiefgehen.",
      ),
      heading(2, "Kleiner und einfacher ist besser"),
      paragraph(
        "Greifen Sie zu Beginn zu einem kleineren Modell mit wenigen Stufen. Große, kräftige Vibratoren sind anfangs oft eher unangenehm.",
      ),
      heading(2, "Das Material entscheidet über die Sicherheit"),
      paragraph(
        "Wählen Sie körperfreundliches Silikon ohne Phthalate. Es ist glatt, nicht porös und leicht zu reinigen. Dazu passt ein Gleitgel auf Wasserbasis.",
      ),
    ),
    published: "2025-02-25",
    seoKeywords: "erster Vibrator, Vibrator für Einsteiger",
    author: "tomas-marek",
    category: "vibratoren-und-toys",
    tags: ["fuer-einsteiger"],
    products: [1002, 1001, 1012],
  }),
  magazineArticle({
    slug: "toys-richtig-reinigen-und-pflegen",
    translationOf: "cisteni-a-pece-o-eroticke-pomucky",
    site: "de",
    title: "Toys richtig reinigen und pflegen",
    shortTitle: "Toys reinigen",
    perex:
      "Die richtige Reinigung verlängert die Lebensdauer Ihrer Toys und schützt Ihre Gesundheit. Ein paar Minuten nach jeder Nutzung genügen.",
    content: doc(
      paragraph(
        "Toys kommen mit Schleimhäuten in Berührung und verdienen daher dieselbe Sorgfalt wie eine Zahnbürste. Reinigen Sie sie nach jeder Nutzung, am besten sofort.",
      ),
      heading(2, "Womit reinigen?"),
      paragraph(
        "Für die meisten Materialien reicht lauwarmes Wasser mit milder, parfümfreier Seife. Bequemer ist ein antibakterielles Reinigungsspray, das nicht abgespült werden muss.",
      ),
      heading(2, "Richtig aufbewahren"),
      paragraph(
        "Lassen Sie die Toys gut trocknen und bewahren Sie jedes in einem eigenen Beutel auf, fern von Sonne und Heizung.",
      ),
    ),
    published: "2025-04-22",
    seoKeywords: "Toys reinigen, Reinigungsspray, Pflege",
    author: "tomas-marek",
    category: "gleitmittel-und-pflege",
    tags: ["pflege"],
    products: [1035],
  }),
  magazineArticle({
    slug: "gleitgel-auf-wasser-oder-silikonbasis",
    translationOf: "lubrikant-na-vodni-nebo-silikonove-bazi",
    site: "de",
    title: "Gleitgel auf Wasser- oder Silikonbasis?",
    shortTitle: "Wasser oder Silikon",
    perex:
      "Beide Arten haben ihre Vorzüge. Wann sich ein Gel auf Wasserbasis eignet und wann Silikon die bessere Wahl ist.",
    content: doc(
      paragraph(
        "Gleitgel macht jeden intimen Moment angenehmer und verringert Reibung. Bei der Wahl kommt es vor allem auf die Basis an.",
      ),
      heading(2, "Wasserbasis: die vielseitige Wahl"),
      paragraph(
        "Gele auf Wasserbasis passen zu allen Toys und Kondomen, hinterlassen keine Flecken und lassen sich leicht abwaschen. Sie ziehen allerdings schneller ein.",
      ),
      heading(2, "Silikon: hält länger"),
      paragraph(
        "Silikongleitmittel sind sehr gleitfähig und halten sogar unter der Dusche. Verwenden Sie sie jedoch nicht mit Toys aus Silikon.",
      ),
    ),
    published: "2025-07-01",
    seoKeywords: "Gleitgel, Wasserbasis, Silikonbasis",
    author: "jan-prochazka",
    category: "gleitmittel-und-pflege",
    tags: ["pflege"],
    products: [1012, 1013, 1015],
  }),
  magazineArticle({
    slug: "silikon-glas-oder-edelstahl",
    translationOf: "silikon-sklo-nebo-ocel",
    site: "de",
    title: "Silikon, Glas oder Edelstahl? Ein Materialratgeber",
    shortTitle: "Materialien",
    perex:
      "Das Material bestimmt, wie sich ein Toy anfühlt, wie es gereinigt wird und wie lange es hält.",
    content: doc(
      paragraph(
        "Bei der Wahl eines Toys lohnt sich nicht nur der Blick auf Form und Funktionen, sondern auch auf das Material. Das beste ist körperfreundlich, nicht porös und pflegeleicht.",
      ),
      heading(2, "Silikon"),
      paragraph(
        "Medizinisches Silikon ist angenehm weich, flexibel und nimmt schnell die Körpertemperatur an.",
      ),
      heading(2, "Glas und Edelstahl"),
      paragraph(
        "Glas und Stahl sind völlig porenfrei und halten Jahrzehnte. Vor der Nutzung können Sie sie in warmem Wasser erwärmen oder im Kühlschrank kühlen.",
      ),
    ),
    published: "2026-04-28",
    seoKeywords: "Materialien, Silikon Toys, Glasdildo",
    author: "tomas-marek",
    category: "vibratoren-und-toys",
    tags: ["pflege"],
    products: [1009, 1010],
  }),
  magazineArticle({
    slug: "wie-viel-gleitgel",
    translationOf: "kolik-lubrikantu-pouzit",
    site: "de",
    title: "Wie viel Gleitgel und wie auftragen?",
    shortTitle: "Gleitgel auftragen",
    perex:
      "Zu wenig ist unangenehm, zu viel unnötig. Eine einfache Anleitung für den richtigen Umgang mit Gleitgel.",
    content: doc(
      paragraph(
        "Gleitgel ist nicht nur bei Trockenheit hilfreich. Es macht jede Berührung angenehmer, verringert Reibung und schützt Kondom und Schleimhaut.",
      ),
      heading(2, "Mit wenig beginnen"),
      paragraph(
        "Eine haselnussgroße Menge genügt. Wärmen Sie das Gel in der Handfläche an und tragen Sie nach, sobald Reibung spürbar wird.",
      ),
    ),
    published: "2024-04-30",
    seoKeywords: "Gleitgel auftragen, wie viel Gleitgel",
    author: "jan-prochazka",
    category: "gleitmittel-und-pflege",
    tags: ["fuer-einsteiger"],
    products: [1012],
  }),
];
