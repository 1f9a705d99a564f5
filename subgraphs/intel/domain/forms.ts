/** EDGAR vocabulary the news store's filing events need. */

/** EDGAR's `items` field: "2.02,9.01". Older filings can carry other spellings, so pick out the codes. */
export function itemCodes(items: string | null): string[] {
  return items?.match(/\d+\.\d{2}/g) ?? [];
}
