import { describe, expect, it } from "vitest";
import { DEFAULT_NEWS_REPLAY, newsReplayFromEnv } from "./newsReplay.js";

describe("newsReplayFromEnv", () => {
  it("is on by default, off with REPLAY=off, paced by NEWS_REPLAY_ITEM_MS", () => {
    expect(newsReplayFromEnv({})).toEqual(DEFAULT_NEWS_REPLAY);
    expect(newsReplayFromEnv({ REPLAY: "off" })).toBe(false);
    expect(newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "250" })).toMatchObject({ itemMs: 250, loop: true });
  });

  it("names a malformed pace", () => {
    expect(() => newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "0" })).toThrow(
      'NEWS_REPLAY_ITEM_MS must be a positive number, got "0"',
    );
    expect(() => newsReplayFromEnv({ NEWS_REPLAY_ITEM_MS: "soon" })).toThrow(/got "soon"/);
  });
});
