/**
 * A JSON number as the client wrote it (`1.0000000000000001`, `999999999999999.9999`, `1e2`). JSON.parse turns
 * such text into the nearest double, which may already be another value than the one sent: the decimal rules
 * (places, bounds) must see the digits themselves, exactly as they see a decimal string's. The readers that
 * keep numbers this way (the bulk JSON reader, the JSON bodies of routes with decimal fields) hand these on.
 */
export class JsonNumber {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

// Up to 15 significant digits without an exponent, a double holds the decimal exactly (and prints it back).
const PLAIN = /^-?\d+(?:\.\d+)?$/;

/**
 * The JS number a JSON number literal stands for, when a double holds exactly that decimal (12.34, 5, 1e-8,
 * 0.1); otherwise its text as a JsonNumber (more digits than a double keeps, or past its range).
 */
export function jsonNumberValue(text: string): number | JsonNumber {
  if (PLAIN.test(text) && significantDigits(text) <= 15) return Number(text);
  const n = Number(text);
  return Number.isFinite(n) && sameDecimal(text, String(n)) ? n : new JsonNumber(text);
}

function significantDigits(text: string): number {
  return text.replace(/^-?[0.]*/, '').replace('.', '').length;
}

/** Whether two number literals denote the same decimal, compared digit by digit (no float, no Decimal). */
function sameDecimal(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  return x.digits === y.digits && x.exponent === y.exponent && x.negative === y.negative;
}

function normalise(text: string): { negative: boolean; digits: string; exponent: number } {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(text);
  if (!m) return { negative: false, digits: text, exponent: 0 };
  const whole = m[2] ?? '';
  const fraction = m[3] ?? '';
  let digits = whole + fraction;
  let exponent = Number(m[4] ?? 0) - fraction.length;
  const lead = digits.match(/^0*/)![0].length;
  digits = digits.slice(lead);
  const trail = digits.match(/0*$/)![0].length;
  digits = digits.slice(0, digits.length - trail);
  exponent += trail;
  if (digits === '') return { negative: false, digits: '0', exponent: 0 };
  return { negative: m[1] === '-', digits, exponent };
}
