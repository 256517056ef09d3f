import { CURRENCIES } from "./catalog.ts";

/**
 * Slovak and German versions of the Czech texts of the shop's frame: menus, settings,
 * footer, homepage blocks, banners, shippers, payments and catalogue parameters. Each row
 * is `[cs, sk, de]`; a document is translated by replacing every string that is a Czech
 * phrase here, so paths, codes and colours stay as they are.
 */

/** The free-shipping threshold of the Slovak and German sites, from the euro record. */
const EUR_FREE_SHIPPING = CURRENCIES.find((currency) => currency.code === "EUR")?.freeShippingAt;

if (EUR_FREE_SHIPPING === undefined) throw new Error("The catalogue has no EUR currency");

export const FREE_SHIPPING_SK = `Doprava zadarmo nad ${EUR_FREE_SHIPPING} €`;
export const FREE_SHIPPING_DE = `Kostenloser Versand ab ${EUR_FREE_SHIPPING} €`;

export type Phrase = readonly [cs: string, sk: string, de: string];

const SETTINGS: Array<Phrase> = [
  [
    "Používáme cookies, abychom vám nákup co nejvíce usnadnili.",
    "Používame cookies, aby sme vám nákup čo najviac uľahčili.",
    "Wir verwenden Cookies, damit Ihr Einkauf so einfach wie möglich ist.",
  ],
  [
    "Nákup je dočasně nedostupný, zkuste to prosím za chvíli.",
    "Nákup je dočasne nedostupný, skúste to prosím o chvíľu.",
    "Der Einkauf ist vorübergehend nicht möglich, bitte versuchen Sie es gleich noch einmal.",
  ],
  ["Kurýr na adresu", "Kuriér na adresu", "Kurier an die Haustür"],
  ["Po–Pá 8:00–18:00", "Po–Pi 8:00–18:00", "Mo–Fr 8:00–18:00"],
  ["Ověřeno zákazníky", "Overené zákazníkmi", "Von Kunden bestätigt"],
  ["Diskrétní balení", "Diskrétne balenie", "Diskrete Verpackung"],
  [
    "© Demo obchod s.r.o. Prodej jen osobám starším 18 let.",
    "© Demo obchod s.r.o. Predaj len osobám starším ako 18 rokov.",
    "© Demo obchod s.r.o. Verkauf nur an Personen ab 18 Jahren.",
  ],
  [
    "Ke každé objednávce přibalíme dárek.",
    "Ku každej objednávke pribalíme darček.",
    "Jeder Bestellung legen wir ein Geschenk bei.",
  ],
  [
    "Zásilku zabalíme diskrétně, bez loga a popisu obsahu.",
    "Zásielku zabalíme diskrétne, bez loga a popisu obsahu.",
    "Wir verpacken die Sendung diskret, ohne Logo und Inhaltsangabe.",
  ],
  [
    "Nad 1 500 Kč máte dopravu zdarma.",
    `Nad ${EUR_FREE_SHIPPING} € máte dopravu zadarmo.`,
    `Ab ${EUR_FREE_SHIPPING} € ist der Versand kostenlos.`,
  ],
  ["Stránka nenalezena", "Stránka sa nenašla", "Seite nicht gefunden"],
  ["Tuhle stránku jsme nenašli", "Túto stránku sme nenašli", "Diese Seite gibt es nicht"],
  [
    "Zkuste vyhledávání nebo pokračujte na úvodní stránku.",
    "Skúste vyhľadávanie alebo pokračujte na úvodnú stránku.",
    "Versuchen Sie es mit der Suche oder gehen Sie zur Startseite.",
  ],
  ["Přístup odepřen", "Prístup zamietnutý", "Zugriff verweigert"],
  ["Sem nemáte přístup", "Sem nemáte prístup", "Hierauf haben Sie keinen Zugriff"],
  [
    "Přihlaste se účtem, který má potřebná oprávnění.",
    "Prihláste sa účtom, ktorý má potrebné oprávnenia.",
    "Melden Sie sich mit einem Konto an, das die nötigen Berechtigungen hat.",
  ],
  ["Něco se porouchalo", "Niečo sa pokazilo", "Etwas ist schiefgelaufen"],
  [
    "Omlouváme se, na opravě pracujeme. Zkuste to prosím za chvíli.",
    "Ospravedlňujeme sa, na oprave pracujeme. Skúste to prosím o chvíľu.",
    "Entschuldigung, wir arbeiten daran. Bitte versuchen Sie es gleich noch einmal.",
  ],
  [
    "Doprava zdarma nad 1 500 Kč a dárek ke každé objednávce",
    `${FREE_SHIPPING_SK} a darček ku každej objednávke`,
    `${FREE_SHIPPING_DE} und ein Geschenk zu jeder Bestellung`,
  ],
  ["Bez loga a popisu obsahu", "Bez loga a popisu obsahu", "Ohne Logo und Inhaltsangabe"],
  ["Dárek v každém balíčku", "Darček v každom balíku", "Ein Geschenk in jedem Paket"],
  ["Malé překvapení navíc", "Malé prekvapenie navyše", "Eine kleine Überraschung dazu"],
  ["Odeslání ještě dnes", "Odoslanie ešte dnes", "Versand noch heute"],
  ["Objednávky do 14:00", "Objednávky do 14:00", "Bestellungen bis 14:00 Uhr"],
  ["Vrácení do 30 dní", "Vrátenie do 30 dní", "Rückgabe innerhalb von 30 Tagen"],
  ["Bez udání důvodu", "Bez udania dôvodu", "Ohne Angabe von Gründen"],
  ["10 % zpět v kreditech", "10 % späť v kreditoch", "10 % zurück als Guthaben"],
  ["Věrnostní program", "Vernostný program", "Treueprogramm"],
  [
    "Objednávky do 14:00 odesíláme ještě dnes.",
    "Objednávky do 14:00 odosielame ešte dnes.",
    "Bestellungen bis 14:00 Uhr verschicken wir noch heute.",
  ],
  [
    "Reklamovanost našeho zboží je jen 0,8 %.",
    "Reklamovanosť nášho tovaru je len 0,8 %.",
    "Nur 0,8 % unserer Waren werden reklamiert.",
  ],
  [
    "Box bez barvy se nezobrazí.",
    "Box bez farby sa nezobrazí.",
    "Ein Kasten ohne Farbe wird nicht angezeigt.",
  ],
  ["Rady k výběru hraček", "Rady k výberu hračiek", "Tipps zur Auswahl von Toys"],
  ["Vše o silikonu", "Všetko o silikóne", "Alles über Silikon"],
];

const HOMEPAGE: Array<Phrase> = [
  ["Hlavní stránka", "Hlavná stránka", "Startseite"],
  ["Doporučujeme", "Odporúčame", "Unsere Empfehlungen"],
  ["Kategorie", "Kategórie", "Kategorien"],
  ["Akce", "Akcie", "Angebote"],
  ["Proč nakupovat u nás", "Prečo nakupovať u nás", "Warum bei uns einkaufen"],
  ["Testujeme", "Testujeme", "Wir testen"],
  [
    "Každý výrobek si nejdřív vyzkoušíme.",
    "Každý výrobok si najprv vyskúšame.",
    "Jedes Produkt probieren wir zuerst selbst aus.",
  ],
  ["Poradíme", "Poradíme", "Wir beraten"],
  [
    "Poradna odpovídá do 24 hodin.",
    "Poradňa odpovedá do 24 hodín.",
    "Unsere Beratung antwortet innerhalb von 24 Stunden.",
  ],
  ["Diskrétně", "Diskrétne", "Diskret"],
  [
    "Balíme bez loga a popisu obsahu.",
    "Balíme bez loga a popisu obsahu.",
    "Wir verpacken ohne Logo und Inhaltsangabe.",
  ],
  ["Doprava zdarma nad 1 500 Kč", FREE_SHIPPING_SK, FREE_SHIPPING_DE],
  ["Dárek ke každé objednávce", "Darček ku každej objednávke", "Ein Geschenk zu jeder Bestellung"],
  ["Jak nakupovat", "Ako nakupovať", "So kaufen Sie ein"],
  ["Jak doručujeme", "Ako doručujeme", "So liefern wir"],
  [
    "Na výdejní místo, kurýrem na adresu nebo osobně na prodejně.",
    "Na výdajné miesto, kuriérom na adresu alebo osobne na predajni.",
    "An eine Abholstelle, per Kurier an Ihre Adresse oder persönlich im Geschäft.",
  ],
  ["Průvodci nákupem", "Sprievodcovia nákupom", "Kaufratgeber"],
  ["Jak vybrat vibrátor", "Ako vybrať vibrátor", "So wählen Sie einen Vibrator"],
  [
    "Pět kroků k prvnímu vibrátoru.",
    "Päť krokov k prvému vibrátoru.",
    "Fünf Schritte zum ersten Vibrator.",
  ],
  ["Lubrikanty od A do Z", "Lubrikanty od A po Z", "Gleitmittel von A bis Z"],
  [
    "Vodní, silikonové, nebo olejové?",
    "Vodné, silikónové, alebo olejové?",
    "Auf Wasser-, Silikon- oder Ölbasis?",
  ],
  [
    "Z průvodce: první vibrátor",
    "Zo sprievodcu: prvý vibrátor",
    "Aus dem Ratgeber: der erste Vibrator",
  ],
  [
    "Balíček přišel druhý den a opravdu nikdo nepoznal, co v něm je.",
    "Balík prišiel na druhý deň a naozaj nikto nespoznal, čo v ňom je.",
    "Das Paket kam am nächsten Tag, und wirklich niemand hat erkannt, was darin ist.",
  ],
  ["Jana z Brna", "Jana z Brna", "Jana aus Brünn"],
  ["Novinky každý týden", "Novinky každý týždeň", "Jede Woche Neuheiten"],
  ["Věrnostní program 10 %", "Vernostný program 10 %", "Treueprogramm 10 %"],
  ["Všechny novinky", "Všetky novinky", "Alle Neuheiten"],
  ["Dárky pro páry", "Darčeky pre páry", "Geschenke für Paare"],
];

const MENUS: Array<Phrase> = [
  ["Nákupní rádce", "Nákupný radca", "Kaufberater"],
  ["Prodejny", "Predajne", "Filialen"],
  ["Poradna", "Poradňa", "Beratung"],
  ["Doprava a platba", "Doprava a platba", "Versand und Zahlung"],
  ["Kontakt", "Kontakt", "Kontakt"],
  ["Doprava", "Doprava", "Versand"],
  ["Platba", "Platba", "Zahlung"],
  ["Diskrétnost nákupu", "Diskrétnosť nákupu", "Diskreter Einkauf"],
  ["Změny v objednávce", "Zmeny v objednávke", "Änderungen der Bestellung"],
  ["Stav objednávky", "Stav objednávky", "Bestellstatus"],
  ["Bezproblémová reklamace", "Bezproblémová reklamácia", "Problemlose Reklamation"],
  ["Vrácení zboží", "Vrátenie tovaru", "Warenrücksendung"],
  ["Reklamace", "Reklamácia", "Reklamation"],
  ["Klientské centrum", "Klientske centrum", "Kundencenter"],
  ["Značky", "Značky", "Marken"],
  ["Obchodní podmínky", "Obchodné podmienky", "AGB"],
  [
    "Souhlas se zpracováním osobních údajů",
    "Súhlas so spracovaním osobných údajov",
    "Einwilligung in die Verarbeitung personenbezogener Daten",
  ],
  ["Nejčastější dotazy", "Najčastejšie otázky", "Häufige Fragen"],
  ["Tabulka velikostí", "Tabuľka veľkostí", "Größentabelle"],
  ["Erotický výkladový slovník", "Erotický výkladový slovník", "Erotik-Lexikon"],
];

const BANNERS: Array<Phrase> = [
  ["Velkoobchodní ceny pro firmy", "Veľkoobchodné ceny pre firmy", "Großhandelspreise für Firmen"],
  [
    "Ke každému balíčku přibalíme malé překvapení.",
    "Ku každému balíku pribalíme malé prekvapenie.",
    "Jedem Paket legen wir eine kleine Überraschung bei.",
  ],
  ["Valentýnské tipy na dárky", "Valentínske tipy na darčeky", "Geschenkideen zum Valentinstag"],
  ["Dárky, které potěší oba", "Darčeky, ktoré potešia oboch", "Geschenke, die beide erfreuen"],
  [
    "Vybrali jsme to nejlepší pro společné chvíle",
    "Vybrali sme to najlepšie pre spoločné chvíle",
    "Das Beste für gemeinsame Momente",
  ],
  ["Prohlédnout", "Pozrieť", "Ansehen"],
  ["10 % z každého nákupu zpět", "10 % z každého nákupu späť", "10 % von jedem Einkauf zurück"],
  [
    "Kredity uplatníte při další objednávce",
    "Kredity uplatníte pri ďalšej objednávke",
    "Das Guthaben lösen Sie bei der nächsten Bestellung ein",
  ],
  ["Zjistit více", "Zistiť viac", "Mehr erfahren"],
  ["Slevy až 50 %", "Zľavy až 50 %", "Bis zu 50 % Rabatt"],
  ["Nakupovat", "Nakupovať", "Einkaufen"],
  ["Letní výprodej", "Letný výpredaj", "Sommerschlussverkauf"],
  ["Připravujeme", "Pripravujeme", "Demnächst"],
  ["Brzy", "Čoskoro", "Bald"],
  ["Vypnutý banner", "Vypnutý banner", "Ausgeschaltetes Banner"],
];

const SHIPPING: Array<Phrase> = [
  ["Osobní odběr na prodejně", "Osobný odber na predajni", "Abholung im Geschäft"],
  ["Zásilkovna – výdejní místa", "Packeta – výdajné miesta", "Packeta – Abholstellen"],
  ["Balíkovna", "Balíkovňa", "Balíkovna – Abholstellen"],
  ["PPL – doručení na adresu", "PPL – doručenie na adresu", "PPL – Lieferung an die Adresse"],
  [
    "Večerní doručení kurýrem (Praha, Brno)",
    "Večerné doručenie kuriérom (Praha, Brno)",
    "Abendzustellung per Kurier (Prag, Brünn)",
  ],
  [
    "Česká pošta – balík do ruky",
    "Česká pošta – balík do ruky",
    "Tschechische Post – Paket an die Haustür",
  ],
  ["Platba kartou online", "Platba kartou online", "Online mit Karte bezahlen"],
  ["Bankovní převod (QR kód)", "Bankový prevod (QR kód)", "Banküberweisung (QR-Code)"],
  ["Dobírka", "Dobierka", "Nachnahme"],
  ["Platba na prodejně", "Platba na predajni", "Bezahlung im Geschäft"],
];

const PARAMETERS: Array<Phrase> = [
  ["Barva", "Farba", "Farbe"],
  ["Značka", "Značka", "Marke"],
  ["Materiál", "Materiál", "Material"],
  ["Velikost", "Veľkosť", "Größe"],
  ["Délka", "Dĺžka", "Länge"],
  ["Vlastnosti", "Vlastnosti", "Eigenschaften"],
  [
    "Barva výrobku nebo jeho varianty.",
    "Farba výrobku alebo jeho variantu.",
    "Farbe des Produkts oder seiner Variante.",
  ],
  [
    "Výrobce nebo značka výrobku.",
    "Výrobca alebo značka výrobku.",
    "Hersteller oder Marke des Produkts.",
  ],
  [
    "Z čeho je výrobek vyroben; u pomůcek určuje péči a vhodný lubrikant.",
    "Z čoho je výrobok vyrobený; pri pomôckach určuje starostlivosť a vhodný lubrikant.",
    "Woraus das Produkt besteht; bei Toys bestimmt es Pflege und passendes Gleitmittel.",
  ],
  ["Konfekční velikost prádla.", "Konfekčná veľkosť bielizne.", "Konfektionsgröße der Wäsche."],
  ["Délka lana v metrech.", "Dĺžka lana v metroch.", "Länge des Seils in Metern."],
  ["Co výrobek umí.", "Čo výrobok dokáže.", "Was das Produkt kann."],
  ["Růžová", "Ružová", "Rosa"],
  ["Fialová", "Fialová", "Lila"],
  ["Černá", "Čierna", "Schwarz"],
  ["Červená", "Červená", "Rot"],
  ["Bílá", "Biela", "Weiß"],
  ["Tyrkysová", "Tyrkysová", "Türkis"],
  ["Modrá", "Modrá", "Blau"],
  ["Tělová", "Telová", "Hautfarben"],
  ["Zlatá", "Zlatá", "Gold"],
  ["Průhledná", "Priehľadná", "Transparent"],
  ["Nabíjení přes USB", "Nabíjanie cez USB", "Aufladen über USB"],
  ["Voděodolný", "Vodeodolný", "Wasserdicht"],
  ["Dálkové ovládání", "Diaľkové ovládanie", "Fernbedienung"],
  ["Ovládání aplikací", "Ovládanie aplikáciou", "App-Steuerung"],
  ["Tichý chod", "Tichý chod", "Leiser Betrieb"],
  ["Hřejivá funkce", "Hrejivá funkcia", "Wärmefunktion"],
  ["Silikon", "Silikón", "Silikon"],
  ["Borosilikátové sklo", "Borosilikátové sklo", "Borosilikatglas"],
  ["ABS plast", "ABS plast", "ABS-Kunststoff"],
  ["Nerezová ocel", "Nehrdzavejúca oceľ", "Edelstahl"],
  ["Polyisopren", "Polyizoprén", "Polyisopren"],
  ["Krajka", "Čipka", "Spitze"],
  ["Satén", "Satén", "Satin"],
  ["Bavlna", "Bavlna", "Baumwolle"],
  ["Přírodní složení", "Prírodné zloženie", "Natürliche Inhaltsstoffe"],
  ["Novinka", "Novinka", "Neu"],
  ["Tip", "Tip", "Tipp"],
  ["Doprava zdarma", "Doprava zadarmo", "Versandkostenfrei"],
  ["Limitovaná edice", "Limitovaná edícia", "Limitierte Edition"],
  ["Výprodej", "Výpredaj", "Abverkauf"],
];

/** Materials' descriptions, care and suitable lubricants. */
const MATERIALS: Array<Phrase> = [
  [
    "Hebký, pružný a tělově bezpečný materiál bez pórů.",
    "Jemný, pružný a telu bezpečný materiál bez pórov.",
    "Weiches, elastisches und körperverträgliches Material ohne Poren.",
  ],
  [
    "Omyjte teplou vodou s mýdlem nebo čisticím sprejem; lze i vyvařit.",
    "Umyte teplou vodou s mydlom alebo čistiacim sprejom; dá sa aj vyvariť.",
    "Mit warmem Wasser und Seife oder Reinigungsspray abwaschen; auskochen ist möglich.",
  ],
  [
    "Používejte lubrikanty na vodní bázi; silikonové by povrch poškodily.",
    "Používajte lubrikanty na vodnej báze; silikónové by povrch poškodili.",
    "Verwenden Sie Gleitmittel auf Wasserbasis; Silikon würde die Oberfläche beschädigen.",
  ],
  [
    "Tvrzené sklo, které snese teplo i chlad.",
    "Tvrdené sklo, ktoré znesie teplo aj chlad.",
    "Gehärtetes Glas, das Wärme und Kälte verträgt.",
  ],
  [
    "Omyjte teplou vodou, lze mýt i v myčce.",
    "Umyte teplou vodou, dá sa umývať aj v umývačke.",
    "Mit warmem Wasser abwaschen, auch spülmaschinenfest.",
  ],
  [
    "Snese lubrikanty na vodní i silikonové bázi.",
    "Znesie lubrikanty na vodnej aj silikónovej báze.",
    "Verträgt Gleitmittel auf Wasser- und Silikonbasis.",
  ],
  [
    "Pevný a lehký plast s hladkým povrchem.",
    "Pevný a ľahký plast s hladkým povrchom.",
    "Fester, leichter Kunststoff mit glatter Oberfläche.",
  ],
  [
    "Otřete vlhkým hadříkem a čisticím sprejem, neponořujte elektroniku.",
    "Utrite vlhkou handričkou a čistiacim sprejom, elektroniku neponárajte.",
    "Mit einem feuchten Tuch und Reinigungsspray abwischen, die Elektronik nicht eintauchen.",
  ],
  [
    "Vhodné jsou lubrikanty na vodní i silikonové bázi.",
    "Vhodné sú lubrikanty na vodnej aj silikónovej báze.",
    "Geeignet sind Gleitmittel auf Wasser- und Silikonbasis.",
  ],
  [
    "Měkký materiál příjemný na dotek, o něco poréznější než silikon.",
    "Mäkký materiál príjemný na dotyk, o niečo poréznejší než silikón.",
    "Weiches, angenehm griffiges Material, etwas poröser als Silikon.",
  ],
  [
    "Omyjte vlažnou vodou a nechte dobře uschnout, nevyvářejte.",
    "Umyte vlažnou vodou a nechajte dobre uschnúť, nevyvárajte.",
    "Mit lauwarmem Wasser abwaschen und gut trocknen lassen, nicht auskochen.",
  ],
  [
    "Používejte pouze lubrikanty na vodní bázi.",
    "Používajte iba lubrikanty na vodnej báze.",
    "Verwenden Sie nur Gleitmittel auf Wasserbasis.",
  ],
  [
    "Těžký, velmi odolný kov s leštěným povrchem.",
    "Ťažký, veľmi odolný kov s lešteným povrchom.",
    "Schweres, sehr robustes Metall mit polierter Oberfläche.",
  ],
  [
    "Omyjte horkou vodou, lze sterilizovat.",
    "Umyte horúcou vodou, dá sa sterilizovať.",
    "Mit heißem Wasser abwaschen, sterilisierbar.",
  ],
  [
    "Snese lubrikanty všech typů.",
    "Znesie lubrikanty všetkých typov.",
    "Verträgt Gleitmittel aller Art.",
  ],
  [
    "Tenký a pružný přírodní materiál.",
    "Tenký a pružný prírodný materiál.",
    "Dünnes, elastisches Naturmaterial.",
  ],
  [
    "Výrobek je určen k jednorázovému použití.",
    "Výrobok je určený na jednorazové použitie.",
    "Das Produkt ist für den einmaligen Gebrauch bestimmt.",
  ],
  [
    "Pouze lubrikanty na vodní nebo silikonové bázi, nikdy olejové.",
    "Iba lubrikanty na vodnej alebo silikónovej báze, nikdy olejové.",
    "Nur Gleitmittel auf Wasser- oder Silikonbasis, niemals auf Ölbasis.",
  ],
  [
    "Syntetická náhrada latexu pro alergiky.",
    "Syntetická náhrada latexu pre alergikov.",
    "Synthetischer Latexersatz für Allergiker.",
  ],
  [
    "Pouze lubrikanty na vodní nebo silikonové bázi.",
    "Iba lubrikanty na vodnej alebo silikónovej báze.",
    "Nur Gleitmittel auf Wasser- oder Silikonbasis.",
  ],
  [
    "Jemná elastická krajka z polyamidu.",
    "Jemná elastická čipka z polyamidu.",
    "Feine elastische Spitze aus Polyamid.",
  ],
  [
    "Perte ručně při 30 °C v prádelním sáčku.",
    "Perte ručne pri 30 °C vo vrecku na bielizeň.",
    "Von Hand bei 30 °C im Wäschenetz waschen.",
  ],
  [
    "Nepřichází do styku s lubrikanty.",
    "Neprichádza do styku s lubrikantmi.",
    "Kommt nicht mit Gleitmitteln in Berührung.",
  ],
  ["Splývavá látka s leskem.", "Splývavá látka s leskom.", "Fließender, glänzender Stoff."],
  [
    "Perte ručně při 30 °C, nežehlete na vysokou teplotu.",
    "Perte ručne pri 30 °C, nežehlite pri vysokej teplote.",
    "Von Hand bei 30 °C waschen, nicht heiß bügeln.",
  ],
  [
    "Chraňte před oleji, zanechávají skvrny.",
    "Chráňte pred olejmi, zanechávajú škvrny.",
    "Vor Ölen schützen, sie hinterlassen Flecken.",
  ],
  ["Přírodní, prodyšné vlákno.", "Prírodné, priedušné vlákno.", "Natürliche, atmungsaktive Faser."],
  ["Perte při 40 °C.", "Perte pri 40 °C.", "Bei 40 °C waschen."],
  ["Chraňte před oleji.", "Chráňte pred olejmi.", "Vor Ölen schützen."],
  [
    "Kosmetika z rostlinných olejů a extraktů.",
    "Kozmetika z rastlinných olejov a extraktov.",
    "Kosmetik aus Pflanzenölen und -extrakten.",
  ],
  [
    "Po otevření spotřebujte do dvanácti měsíců.",
    "Po otvorení spotrebujte do dvanástich mesiacov.",
    "Nach dem Öffnen innerhalb von zwölf Monaten aufbrauchen.",
  ],
  [
    "Olejové přípravky narušují latexové kondomy.",
    "Olejové prípravky narúšajú latexové kondómy.",
    "Ölhaltige Mittel greifen Latexkondome an.",
  ],
];

/** Every fixed phrase; the generated ones (category names in banners...) are added when seeding. */
/** The store's order gifts. */
const GIFTS: Array<Phrase> = [
  ["Lubrikační gel 50 ml", "Lubrikačný gél 50 ml", "Gleitgel 50 ml"],
  ["Saténová maska na oči", "Saténová maska na oči", "Satin-Augenmaske"],
  ["Dárková taška s mašlí", "Darčeková taška s mašľou", "Geschenktüte mit Schleife"],
];

export const PHRASES: ReadonlyArray<Phrase> = [
  ...GIFTS,
  ...SETTINGS,
  ...HOMEPAGE,
  ...MENUS,
  ...BANNERS,
  ...SHIPPING,
  ...PARAMETERS,
  ...MATERIALS,
];
