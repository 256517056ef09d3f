/**
 * Slovak and German names of the hand-written products. Generated products are named from
 * their category's noun and their line; these are written out because their Czech names
 * say more than a noun and a line (a flavour, a pack size, what the product is for).
 */
export const PRODUCT_NAMES: Record<number, { sk: string; de: string }> = {
  1001: { sk: "Vibrátor Velvet Classic", de: "Vibrator Velvet Classic" },
  1002: { sk: "Vibrátor Lumi Mini", de: "Vibrator Lumi Mini" },
  1003: { sk: "Stimulátor klitorisu Amora Pulse", de: "Klitoris-Stimulator Amora Pulse" },
  1004: {
    sk: "Vibračné vajíčko Luna s diaľkovým ovládaním",
    de: "Vibro-Ei Luna mit Fernbedienung",
  },
  1005: { sk: "Masážna hlavica Wand Power", de: "Massagestab Wand Power" },
  1006: { sk: "Vibrátor Rabbit Duo", de: "Vibrator Rabbit Duo" },
  1007: { sk: "Stimulátor klitorisu Petal", de: "Klitoris-Stimulator Petal" },
  1008: { sk: "Realistické dildo Natural", de: "Realistischer Dildo Natural" },
  1009: { sk: "Sklenené dildo Crystal Wave", de: "Glasdildo Crystal Wave" },
  1010: { sk: "Silikónové dildo Soft Curve", de: "Silikondildo Soft Curve" },
  1011: { sk: "Dildo s prísavkou Flexi", de: "Dildo mit Saugfuß Flexi" },
  1012: { sk: "Lubrikačný gél Aqua 100 ml", de: "Gleitgel Aqua 100 ml" },
  1013: { sk: "Silikónový lubrikant Silk", de: "Silikon-Gleitmittel Silk" },
  1014: { sk: "Hrejivý lubrikačný gél Warm 75 ml", de: "Wärmendes Gleitgel Warm 75 ml" },
  1015: { sk: "Lubrikačný gél Aloe Sensitive 150 ml", de: "Gleitgel Aloe Sensitive 150 ml" },
  1016: {
    sk: "Lubrikačný gél s príchuťou jahody 75 ml",
    de: "Gleitgel mit Erdbeergeschmack 75 ml",
  },
  1017: { sk: "Kondómy Classic", de: "Kondome Classic" },
  1018: { sk: "Tenké kondómy Ultra Thin 10 ks", de: "Dünne Kondome Ultra Thin 10 Stück" },
  1019: { sk: "Vrúbkované kondómy Ribbed 12 ks", de: "Gerippte Kondome Ribbed 12 Stück" },
  1020: { sk: "Kondómy bez latexu Pure 10 ks", de: "Latexfreie Kondome Pure 10 Stück" },
  1021: { sk: "Kondómy XL Comfort 10 ks", de: "Kondome XL Comfort 10 Stück" },
  1022: { sk: "Masážny olej Mandľa a vanilka", de: "Massageöl Mandel und Vanille" },
  1023: { sk: "Masážna sviečka Aroma", de: "Massagekerze Aroma" },
  1024: { sk: "Hrejivý masážny olej Škorica 150 ml", de: "Wärmendes Massageöl Zimt 150 ml" },
  1025: { sk: "Jedlý masážny gél Čokoláda 75 ml", de: "Essbares Massagegel Schokolade 75 ml" },
  1026: { sk: "Čipkované body Noir", de: "Spitzenbody Noir" },
  1027: { sk: "Saténová košieľka Rubín", de: "Satin-Negligé Rubin" },
  1028: { sk: "Čipková súprava Blanche", de: "Spitzenset Blanche" },
  1029: { sk: "Saténový župan Kimono", de: "Satin-Morgenmantel Kimono" },
  1030: { sk: "Samodržiace pančuchy", de: "Halterlose Strümpfe" },
  1031: { sk: "Vibračný krúžok Duo", de: "Vibrationsring Duo" },
  1032: {
    sk: "Erotická hra pre páry Noc plná prekvapení",
    de: "Erotikspiel für Paare Nacht voller Überraschungen",
  },
  1033: { sk: "Diabolsky mäkká šerpa Ružové snenie", de: "Teuflisch weiche Schärpe Rosa Traum" },
  1034: { sk: "Sada pre páry Romantický večer", de: "Set für Paare Romantischer Abend" },
  1035: { sk: "Čistiaci sprej na pomôcky 150 ml", de: "Toy-Reinigungsspray 150 ml" },
  1036: { sk: "Intímny umývací gél Fresh 200 ml", de: "Intim-Waschgel Fresh 200 ml" },
  1037: {
    sk: "Kondómy Classic – veľkoobchodné balenie 144 ks",
    de: "Kondome Classic – Großhandelspackung 144 Stück",
  },
};
