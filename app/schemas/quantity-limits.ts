/** The spec's number input: at most 4 digits. Shared by the forms and their schemas. */
export const QUANTITY_MAX = 9999;
