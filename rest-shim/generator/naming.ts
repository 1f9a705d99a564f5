/**
 * GraphQL is camelCase, REST snake_case: one conversion, applied by the generator to keys and by
 * the shim to the field names an answer carries as data (rest-shim/fieldNames.ts).
 */
export function snakeCase(name: string): string {
  return (
    name
      // A number with a unit letter is a word of its own: adv21dUsd → adv_21d_usd (var95 stays);
      // a run of such numbers is one word: yieldCurve_10y2y → yield_curve_10y2y, spread_2s10sBps.
      .replace(/(?<!\d)([a-zA-Z])(\d+[a-z])/g, "$1_$2")
      .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
      .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
      .toLowerCase()
  );
}
