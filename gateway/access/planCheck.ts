/**
 * The plan check of a quoted operation: the first product its lines reach, or route floor it
 * meets, that the caller's plan does not include is a 402 plan_required naming it. The quote's
 * lines are what will execute (gateway/access/quote.ts), so a field hidden behind a directive or a
 * variable's default is checked exactly when it runs.
 */
import { ServiceError } from "../../core/errors.js";
import type { Principal } from "./keys.js";
import { PRODUCTS, planAllows, planAtLeast, plansFrom, plansIncluding } from "./plans.js";
import type { Quote } from "./quote.js";

export function planRefusal(
  principal: Pick<Principal, "plan" | "addons">,
  quote: Pick<Quote, "lines" | "minimumPlans">,
  upgradeUrl: string,
): ServiceError | null {
  for (const line of quote.lines) {
    if (planAllows(principal.plan, principal.addons, line.product)) continue;
    const product = PRODUCTS[line.product];
    return new ServiceError(
      "plan_required",
      `${product.label} is not included in the ${principal.plan} plan${product.addon ? ` (or available as the ${product.addon} add-on on a paid plan)` : ""}.`,
      {
        extra: {
          tool_group: line.product,
          current_plan: principal.plan,
          unlocked_by: plansIncluding(line.product),
          upgrade_url: upgradeUrl,
        },
      },
    );
  }
  for (const floor of quote.minimumPlans) {
    if (planAtLeast(principal.plan, floor.plan)) continue;
    return new ServiceError("plan_required", `${floor.operation} needs the ${floor.plan} plan or above.`, {
      extra: {
        tool_group: floor.operation,
        current_plan: principal.plan,
        unlocked_by: plansFrom(floor.plan),
        upgrade_url: upgradeUrl,
      },
    });
  }
  return null;
}
