/** The id of a listing's results: the filter and sort forms return the shopper to it. */
export const FILTER_RESULTS_ID = "vysledky";
