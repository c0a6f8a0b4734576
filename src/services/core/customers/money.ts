import { dec, minorUnits } from '../../../domain/money.ts';
import { invalidRequest, type ProblemItem } from '../../../http/problem.ts';

// A customer's credit limit and balance are money in the customer's currency: on the wire they carry its minor
// units (contract §0 Values: totals in the currency's minor units), and a request may not send more places than
// that, since the answer could not show them. A customer without a currency uses 2 places, the common case.

export const DEFAULT_MONEY_PLACES = 2;

export const moneyPlaces = (currencyCode: string | null | undefined) => (currencyCode ? minorUnits(currencyCode) : DEFAULT_MONEY_PLACES);

/** Stored (Decimal) or sent (decimal string) amounts; anything whose text is a plain decimal. */
type Amount = { toString(): string };
type Money = { currencyCode: string | null; creditLimit: Amount | null; balance: Amount };
/** Which of the values this request sets (PUT sets them all); only those are checked, so stored values stay readable. */
type Sent = { currencyCode: boolean; creditLimit: boolean; balance: boolean };

const FIELDS = [
  ['creditLimit', 'payment_on_account.credit_limit'],
  ['balance', 'payment_on_account.balance'],
] as const;

/** 400 keyword-mismatch when the credit limit or balance being written has more places than the currency allows. */
export function assertMoneyFitsCurrency(money: Money, sent: Sent): void {
  const places = moneyPlaces(money.currencyCode);
  const currency = money.currencyCode ? `the currency ${money.currencyCode}` : 'a customer without a currency';
  const problems: ProblemItem[] = [];
  for (const [key, wire] of FIELDS) {
    const value = money[key];
    if (value === null || !(sent[key] || sent.currencyCode)) continue;
    if (dec(value.toString()).decimalPlaces() <= places) continue;
    // Name the field the client sent: the amount itself, or the currency that no longer fits a stored amount.
    const property = sent[key] ? wire : 'currency_code';
    const message = sent[key]
      ? `must have at most ${places} decimal places for ${currency}`
      : `${currency} allows ${places} decimal places; ${wire} ${value.toString()} has more`;
    problems.push({ code: 'keyword-mismatch', message, property });
  }
  if (problems.length) throw invalidRequest(problems);
}
