/** The forms of address the delivery details offer, as the store takes them. */
export const FORMAL_TITLES = ["Mr", "Mrs"] as const;
