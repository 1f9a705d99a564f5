/**
 * The quote prices what executes (issue 25): for operations generated over a small schema with the
 * pricing table's shape (./testing/operations.ts: literals, variables with and without defaults,
 * sent, left out or sent wrong, @skip/@include, inline and named fragments, aliases that merge),
 * the quote, the plan check and the settlement equal a reference evaluation of what graphql-js
 * actually executed (./testing/executedPrice.ts: resolvers record the priced fields that ran).
 * Fixed seed (QUOTE_SEED to change it): the same operations every run.
 */
import fc from "fast-check";
import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { planRefusal } from "./planCheck.js";
import { PLAN_ORDER, planAllows } from "./plans.js";
import { quoteOperation } from "./quote.js";
import { settleQuote } from "./settle.js";
import { executedPrice } from "./testing/executedPrice.js";
import { operations } from "./testing/operations.js";
import { pricing, schema } from "./testing/pricedSchema.js";

const SEED = Number(process.env.QUOTE_SEED ?? 25_025);

describe("the quote of a generated operation", () => {
  it("equals the price, plan check and charge of what graphql-js executed", async () => {
    const tally = { priced: 0, refused: 0, invalid: 0 };
    await fc.assert(
      fc.asyncProperty(operations, async ({ query, variables }) => {
        const document = parse(query);
        if (validate(schema, document).length > 0) {
          tally.invalid++;
          return;
        }
        const quoted = quoteOperation(schema, document, undefined, variables, pricing);
        const ran = await executedPrice(query, variables);
        const failures = (ran.result.errors ?? []).filter((e) => e.extensions.code !== "dataset_unavailable");
        if (!quoted.quote) {
          // Refused: the executor refuses it too (variables, or an argument or directive it rejects).
          tally.refused++;
          expect(failures.length, query).toBeGreaterThan(0);
          return;
        }
        tally.priced++;
        // Nothing but the injected failures: the operation ran as quoted.
        expect(failures, query).toEqual([]);
        expect(quoted.quote.total, `${query}\n${JSON.stringify(variables)}`).toBe(ran.total);
        expect(new Set(quoted.quote.lines.map((line) => line.product)), query).toEqual(ran.products);
        for (const plan of PLAN_ORDER) {
          const allowed = [...ran.products].every((product) => planAllows(plan, [], product));
          expect(
            planRefusal({ plan, addons: [] }, quoted.quote, "/upgrade") === null,
            `${plan}: ${query}`,
          ).toBe(allowed);
        }
        const charged = settleQuote(quoted.quote, "k", ran.result).reduce(
          (sum, line) => sum + line.credits,
          0,
        );
        expect(charged, `${query}\n${JSON.stringify(ran.result)}`).toBe(ran.answered);
      }),
      { seed: SEED, numRuns: 400 },
    );
    // The generator must reach every kind of case, or the property proves less than it says.
    console.info(`quote property: ${JSON.stringify(tally)}`);
    expect(tally.priced).toBeGreaterThan(150);
    expect(tally.refused).toBeGreaterThan(20);
  });
});
