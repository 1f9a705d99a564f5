import { Query, Resolver } from "type-graphql";
import {
  PRESETS,
  SCREENER_PARAMS,
  SECURITY_CLASSES,
  SORT_ALIASES,
  SORT_KEY_NAMES,
  UNSUPPORTED_PARAMS,
} from "../domain/screenerPresets.js";
import { ScreenerPresets } from "../types/screenerPresets.js";

const NO_VENDOR = "no_screener_vendor_configured: every filter is applied by this service";

@Resolver()
export class ScreenerPresetsResolver {
  @Query(() => ScreenerPresets, {
    description: "Operation svc_v3_fundamentals_screener_presets: presets in screener parameter names.",
  })
  screenerPresets(): ScreenerPresets {
    const presets = PRESETS.map((preset) => {
      const supported = preset.criteria.filter((c) => c.param !== null);
      return {
        name: preset.name,
        description: preset.description,
        params: Object.fromEntries(supported.map((c) => [c.param as string, c.value])),
        supportedParams: supported.map((c) => c.param as string),
        unsupportedParams: preset.criteria
          .filter((c) => c.param === null)
          .map((c) => ({ param: c.criterion, value: String(c.value), reason: c.reason ?? "not_supported" })),
        vendorParams: null,
        vendorParamsReason: NO_VENDOR,
      };
    });
    return {
      count: presets.length,
      presets,
      supportedParams: [...SCREENER_PARAMS],
      unsupportedParams: UNSUPPORTED_PARAMS.map((u) => ({ ...u, value: null })),
      sortKeys: SORT_KEY_NAMES,
      sortAliases: { ...SORT_ALIASES },
      securityClasses: [...SECURITY_CLASSES],
    };
  }
}
