/**
 * Slovak and German perexes of the hand-written products, by product id; generated
 * products take theirs from their category's templates (catalog-profiles.ts).
 */
export const PRODUCT_PEREXES: Record<number, { sk: string; de: string }> = {
  1001: {
    sk: "Klasický tvar, desať režimov vibrácií a zamatovo jemný silikón na prvé aj pokročilé hrátky.",
    de: "Klassische Form, zehn Vibrationsmodi und samtweiches Silikon für Einsteiger und Erfahrene.",
  },
  1002: {
    sk: "Nenápadný minivibrátor do kabelky, ktorý sa nabíja cez USB.",
    de: "Unauffälliger Minivibrator für die Handtasche, der per USB geladen wird.",
  },
  1003: {
    sk: "Bezdotykový stimulátor s tlakovými vlnami a jedenástimi stupňami intenzity.",
    de: "Berührungsloser Stimulator mit Druckwellen und elf Intensitätsstufen.",
  },
  1004: {
    sk: "Tiché vibračné vajíčko s bezdrôtovým ovládačom s dosahom až desať metrov.",
    de: "Leises Vibro-Ei mit kabelloser Fernbedienung und bis zu zehn Metern Reichweite.",
  },
  1005: {
    sk: "Výkonná masážna hlavica s ohybným krkom na uvoľnenie celého tela.",
    de: "Kraftvoller Massagestab mit flexiblem Hals zur Entspannung des ganzen Körpers.",
  },
  1006: {
    sk: "Dvojitý vibrátor s dvoma nezávislými motormi na súčasnú stimuláciu.",
    de: "Doppelvibrator mit zwei unabhängigen Motoren für gleichzeitige Stimulation.",
  },
  1007: {
    sk: "Malý stimulátor v tvare okvetného lístka s piatimi rytmami vibrácií.",
    de: "Kleiner Stimulator in Form eines Blütenblatts mit fünf Vibrationsrhythmen.",
  },
  1008: {
    sk: "Realisticky tvarované dildo z telovo bezpečného materiálu s pevnou prísavkou.",
    de: "Realistisch geformter Dildo aus körperfreundlichem Material mit festem Saugfuß.",
  },
  1009: {
    sk: "Dildo z tvrdeného borosilikátového skla, ktoré sa dá zohriať aj schladiť.",
    de: "Dildo aus gehärtetem Borosilikatglas, das sich erwärmen und kühlen lässt.",
  },
  1010: {
    sk: "Jemne zahnuté dildo z hladkého silikónu na pohodlné používanie.",
    de: "Sanft gebogener Dildo aus glattem Silikon für eine angenehme Anwendung.",
  },
  1011: {
    sk: "Ohybné dildo s prísavkou, ktorá spoľahlivo drží na hladkých povrchoch.",
    de: "Biegsamer Dildo mit Saugfuß, der auf glatten Flächen zuverlässig hält.",
  },
  1012: {
    sk: "Ľahký gél na vodnej báze, ktorý nelepí a ľahko sa zmyje.",
    de: "Leichtes Gel auf Wasserbasis, das nicht klebt und sich leicht abwaschen lässt.",
  },
  1013: {
    sk: "Dlhotrvajúci silikónový lubrikant, ktorý vydrží aj vo vode.",
    de: "Lang anhaltendes Silikon-Gleitmittel, das auch im Wasser hält.",
  },
  1014: {
    sk: "Gél s jemne hrejivým účinkom, ktorý zvýrazní každý dotyk.",
    de: "Gel mit sanft wärmender Wirkung, das jede Berührung intensiver macht.",
  },
  1015: {
    sk: "Šetrný gél s aloe vera pre citlivú pokožku, bez parfumácie.",
    de: "Schonendes Gel mit Aloe vera für empfindliche Haut, ohne Parfüm.",
  },
  1016: {
    sk: "Ochutený gél na vodnej báze so sladkou vôňou zrelých jahôd.",
    de: "Aromatisiertes Gel auf Wasserbasis mit dem süßen Duft reifer Erdbeeren.",
  },
  1017: {
    sk: "Spoľahlivé kondómy klasického tvaru s lubrikáciou.",
    de: "Zuverlässige Kondome in klassischer Form, mit Gleitmittel.",
  },
  1018: {
    sk: "Extra tenké kondómy pre intenzívnejší zážitok bez straty istoty.",
    de: "Extra dünne Kondome für ein intensiveres Erlebnis ohne Abstriche bei der Sicherheit.",
  },
  1019: {
    sk: "Kondómy s jemným vrúbkovaním pre výraznejšiu stimuláciu.",
    de: "Kondome mit feinen Rippen für eine stärkere Stimulation.",
  },
  1020: {
    sk: "Kondómy z polyizoprénu pre všetkých, ktorí neznášajú latex.",
    de: "Kondome aus Polyisopren für alle, die Latex nicht vertragen.",
  },
  1021: {
    sk: "Priestrannejšie kondómy, ktoré nikde netlačia.",
    de: "Weiter geschnittene Kondome, die nirgends drücken.",
  },
  1022: {
    sk: "Vyživujúci olej zo sladkých mandlí s vôňou vanilky na dlhé masáže.",
    de: "Pflegendes Süßmandelöl mit Vanilleduft für lange Massagen.",
  },
  1023: {
    sk: "Sójová sviečka, ktorej roztopený vosk poslúži ako teplý masážny olej.",
    de: "Sojakerze, deren geschmolzenes Wachs als warmes Massageöl dient.",
  },
  1024: {
    sk: "Jemne hrejivý olej s korenistou vôňou škorice na chladné večery.",
    de: "Sanft wärmendes Öl mit würzigem Zimtduft für kühle Abende.",
  },
  1025: {
    sk: "Jedlý gél s chuťou horkej čokolády na hravé masáže vo dvojici.",
    de: "Essbares Gel mit dem Geschmack von Zartbitterschokolade für verspielte Massagen zu zweit.",
  },
  1026: {
    sk: "Čierne čipkované body s hlbokým výstrihom a nastaviteľnými ramienkami.",
    de: "Schwarzer Spitzenbody mit tiefem Ausschnitt und verstellbaren Trägern.",
  },
  1027: {
    sk: "Splývavá saténová košieľka v rubínovej farbe s čipkovým lemom.",
    de: "Fließendes Satin-Negligé in Rubinrot mit Spitzensaum.",
  },
  1028: {
    sk: "Biela podprsenka s nohavičkami z jemnej čipky na slávnostné chvíle.",
    de: "Weißer BH mit Slip aus feiner Spitze für festliche Momente.",
  },
  1029: {
    sk: "Ľahký župan v strihu kimono so širokými rukávmi a opaskom.",
    de: "Leichter Morgenmantel im Kimono-Schnitt mit weiten Ärmeln und Gürtel.",
  },
  1030: {
    sk: "Jemné pančuchy s čipkovým lemom, ktorý drží bez podväzkov.",
    de: "Feine Strümpfe mit Spitzenabschluss, der ohne Strapse hält.",
  },
  1031: {
    sk: "Pružný krúžok s vibračnou guľôčkou, ktorý poteší oboch partnerov.",
    de: "Dehnbarer Ring mit Vibrationskugel, der beiden Partnern Freude macht.",
  },
  1032: {
    sk: "Kartová hra so stovkou úloh, ktorá rozprúdi večer vo dvojici.",
    de: "Kartenspiel mit hundert Aufgaben, das den Abend zu zweit in Schwung bringt.",
  },
  1033: {
    sk: "Hodvábna šerpa, ktorá poslúži ako páska cez oči aj ako jemné puto.",
    de: "Seidige Schärpe, die als Augenbinde und als sanfte Fessel dient.",
  },
  1034: {
    sk: "Darčeková sada s masážnou sviečkou, olejom, šerpou a hracími kockami.",
    de: "Geschenkset mit Massagekerze, Öl, Schärpe und Spielwürfeln.",
  },
  1035: {
    sk: "Antibakteriálny sprej na šetrné čistenie pomôcok z akéhokoľvek materiálu.",
    de: "Antibakterielles Spray zur schonenden Reinigung von Toys aus jedem Material.",
  },
  1036: {
    sk: "Umývací gél s kyselinou mliečnou, ktorý rešpektuje prirodzené pH.",
    de: "Waschgel mit Milchsäure, das den natürlichen pH-Wert respektiert.",
  },
  1037: {
    sk: "Veľkoobchodné balenie pre prevádzky a partnerov so živnostenským oprávnením.",
    de: "Großhandelspackung für Betriebe und gewerbliche Partner.",
  },
};
