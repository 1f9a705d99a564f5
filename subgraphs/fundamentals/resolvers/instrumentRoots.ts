import { instrumentRoots } from "../../kit/instrumentRoots.js";
import { Instrument } from "../types/instrument.js";

/**
 * `Query.instrument` and `Query.instruments` over fundamentals' Instrument, taking them over from
 * market while the gateway finds market unavailable (kit/instrumentRoots.ts).
 */
export const InstrumentRootsResolver = instrumentRoots(Instrument, { takesOverFromMarket: true });
