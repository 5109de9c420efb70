/** A message with plural forms, chosen by Intl.PluralRules from the `n` parameter. */
export type Plural = { one: string; few?: string; many?: string; other: string };
export type Message = string | Plural;
