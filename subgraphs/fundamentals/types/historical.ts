import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { FACTS_SOURCE, HISTORICAL_ROWS } from "../descriptions.js";
import { IncomeStatement } from "./incomeStatements.js";
import { BalanceSheet, CashFlowStatement } from "./statements.js";

export enum HistoricalStatementType {
  income = "income",
  balance = "balance",
  cashflow = "cashflow",
  all = "all",
}
registerEnumType(HistoricalStatementType, {
  name: "HistoricalStatementType",
  description: "Which statements a historical read lists.",
  valuesConfig: {
    income: { description: "Income statements only." },
    balance: { description: "Balance sheets only." },
    cashflow: { description: "Cash flow statements only." },
    all: { description: "All three statements." },
  },
});

@ObjectType({ description: "Statements by fiscal year (operation svc_v3_fundamentals_historical)." })
export class HistoricalFundamentals {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The statements asked for: income, balance, cashflow or all." })
  statementType!: string;
  @Field(() => Int, { description: "First fiscal year of the window (1990 when not given)." })
  startYear!: number;
  @Field(() => Int, { description: "Last fiscal year (the next calendar year when not given)." })
  endYear!: number;
  @Field(() => Boolean, { description: "True when fiscal quarters are served beside fiscal years." })
  includeQuarterly!: boolean;
  @Field(() => [Int], { description: "Fiscal years served, newest first." }) fiscalYears!: number[];
  @Field(() => Int, { description: "Rows served across the statements." }) count!: number;
  @Field(() => [IncomeStatement], {
    nullable: true,
    description: HISTORICAL_ROWS,
  })
  incomeStatements!: IncomeStatement[] | null;
  @Field(() => [BalanceSheet], {
    nullable: true,
    description: HISTORICAL_ROWS,
  })
  balanceSheets!: BalanceSheet[] | null;
  @Field(() => [CashFlowStatement], {
    nullable: true,
    description: HISTORICAL_ROWS,
  })
  cashFlowStatements!: CashFlowStatement[] | null;
  @Field(() => String, { nullable: true, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why nothing is served (no SEC facts held)." })
  status!: string | null;
  @Field(() => FieldMap, {
    description: "Field → why it is null: statement_type_not_requested, or why no SEC facts are held.",
  })
  nullReasons!: Record<string, string>;
}
