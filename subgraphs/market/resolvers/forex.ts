/**
 * Forex pairs (C:EURUSD) on the market data routes. The contract knows the asset class (spec/02:
 * forex bars use a UTC day) but no forex source is bundled and the instrument master holds no
 * pair, so a well-formed C: ticker is neither malformed (422) nor unknown to the platform (404):
 * it is a dataset this deployment has no source for. Like the other feeds without a bundled source
 * it goes to a provider adapter that answers 503 upstream_unavailable, provider_status
 * not_configured, not billed (kit/providers.ts); a connected source replaces the adapter.
 */
import { notConfiguredProvider } from "../../kit/providers.js";
import { forexTicker } from "../domain/forexSymbol.js";

interface ForexRequest {
  ticker: string;
  operation: string;
}

export const forexProvider = notConfiguredProvider<ForexRequest, never>("forex_prices", {
  dataset: "forex prices",
});

/** Returns for a ticker that is not a C: pair; a C: pair goes to the forex provider (a malformed one is 422). */
export async function refuseForexWithoutSource(rawTicker: string, operation: string): Promise<void> {
  const ticker = forexTicker(rawTicker);
  if (ticker !== null) await forexProvider.fetch({ ticker, operation });
}
