import { registerEnumType } from "type-graphql";

export enum StatementPeriodEnum {
  annual = "annual",
  quarterly = "quarterly",
  ttm = "ttm",
}
registerEnumType(StatementPeriodEnum, {
  name: "StatementPeriod",
  description:
    "Which periods a statement read lists: fiscal years, fiscal quarters or trailing twelve months.",
  valuesConfig: {
    annual: { description: "Fiscal years." },
    quarterly: { description: "Fiscal quarters." },
    ttm: { description: "Trailing twelve months." },
  },
});
