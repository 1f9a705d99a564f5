import "reflect-metadata";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { describe, expect, it } from "vitest";
import { TICKER_ARG } from "./descriptions.js";
import { INSTRUMENT_KEY, InstrumentKey } from "./instrument.js";
import { instrumentOperation } from "./instrumentOperation.js";
import { buildSubgraph } from "./subgraph.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
class Instrument extends InstrumentKey {}

@ObjectType()
class Volume {
  @Field(() => Int) limit!: number;
}

// A catalogue field (intel's optionsVolume, svc_v3_intel_options_volume), declared the kit's way.
const VolumeResolver = instrumentOperation<"intel", { since: string | null; limit: number }>(Instrument, {
  field: "optionsVolume",
  summary: "a test.",
  returns: () => Volume,
  args: {
    since: { type: () => String, date: true },
    limit: { type: () => Int, default: 30, range: [1, 60], description: "Days." },
  },
  resolve: (_ctx, _row, { limit }) => ({ limit }),
});

describe("instrumentOperation", () => {
  it("yields Query.x(…, ticker) and a nullable Instrument.x(…) with the same ruled arguments", async () => {
    const { sdl } = await buildSubgraph({
      name: "intel",
      resolvers: [VolumeResolver],
      orphanedTypes: [Instrument],
    });
    const argsOf = (type: string) => {
      const body = sdl.slice(sdl.indexOf(`type ${type}`));
      return body.slice(body.indexOf("optionsVolume("), body.indexOf("): Volume") + 9).replace(/\s+/g, " ");
    };
    const shared = 'optionsVolume( """Days.""" limit: Int! = 30 @range(min: 1, max: 60) since: String @date';
    expect(argsOf("Query")).toBe(`${shared} """ ${TICKER_ARG} """ ticker: String! ): Volume`);
    expect(argsOf("Instrument")).toBe(`${shared} ): Volume`);
    expect(sdl).toContain('"""Operation svc_v3_intel_options_volume: a test."""');
    expect(sdl).toContain("    ticker: String!\n  ): Volume!\n"); // Query: non-null
    // Instrument: nullable, so its subgraph down or a bad argument nulls this field only.
    expect(sdl).toContain("    since: String @date\n  ): Volume\n");
  });

  it("names Instrument's field apart from Query's, and serves its aliases deprecated", async () => {
    // Intel's filing news: Query.filingNews (svc_v3_fundamentals_news), Instrument.news.
    const NewsResolver = instrumentOperation<"intel", { limit: number }>(Instrument, {
      field: "filingNews",
      instrumentField: "news",
      instrumentAliases: ["filingNews"],
      returns: () => Volume,
      args: { limit: { type: () => Int, default: 50, range: [1, 100] } },
      resolve: (_ctx, _row, { limit }) => ({ limit }),
    });
    const { sdl } = await buildSubgraph({
      name: "intel",
      resolvers: [NewsResolver],
      orphanedTypes: [Instrument],
    });
    const instrument = sdl.slice(sdl.indexOf("type Instrument"));
    const query = sdl.slice(sdl.indexOf("type Query"));
    expect(query).toContain("filingNews(");
    expect(query).not.toMatch(/\bnews\(/);
    expect(instrument).toContain("  news(limit: Int! = 50 @range(min: 1, max: 100)): Volume\n");
    expect(instrument).toContain(
      '  filingNews(limit: Int! = 50 @range(min: 1, max: 100)): Volume @deprecated(reason: "Renamed: Instrument.news (the same operation and arguments).")',
    );
  });
});
