import { describe, expect, it } from "vitest";
import { DEFAULT_NEWS_REPLAY, newsReplayFromEnv } from "./newsReplay.js";

describe("newsReplayFromEnv", () => {
  it("follows NEWS_REPLAY, else the fallback; REPLAY=off stops it whatever NEWS_REPLAY says", () => {
    expect(newsReplayFromEnv({}, "on")).toEqual(DEFAULT_NEWS_REPLAY);
    expect(newsReplayFromEnv({}, "off")).toBe(false);
    expect(newsReplayFromEnv({ NEWS_REPLAY: "on" }, "off")).toEqual(DEFAULT_NEWS_REPLAY);
    expect(newsReplayFromEnv({ NEWS_REPLAY: "off" }, "on")).toBe(false);
    expect(newsReplayFromEnv({ REPLAY: "off" }, "on")).toBe(false);
    expect(newsReplayFromEnv({ REPLAY: "off", NEWS_REPLAY: "on" }, "on")).toBe(false);
    expect(newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "250" }, "on")).toMatchObject({
      itemMs: 250,
      loop: true,
    });
  });

  it("names a malformed setting", () => {
    expect(() => newsReplayFromEnv({ NEWS_REPLAY: "yes" }, "on")).toThrow(
      'NEWS_REPLAY must be on or off, got "yes"',
    );
    expect(() => newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "0" }, "on")).toThrow(
      'NEWS_REPLAY_ITEM_MS must be a positive number, got "0"',
    );
    expect(() => newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "soon" }, "on")).toThrow(/got "soon"/);
  });
});
