/** The footer's newsletter section: a refused sign-up without JavaScript returns to it. */
export const NEWSLETTER_ANCHOR = "newsletter";
