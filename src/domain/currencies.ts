// ISO 4217 alpha-3 codes a wholesaler can price in. Left out on purpose: precious metals
// (XAU, XAG, XPD, XPT), bond-market units (XBA–XBD), XDR, XSU, XUA and the testing/no-currency
// codes XTS and XXX. Kept: recently withdrawn codes (ANG, HRK, SLL, ZWL) that existing
// integrations may still send for historical price lists.
const ACTIVE_CODES = `
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN
BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP
ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR
ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD
MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR
PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL
THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF
XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL
`;

const CURRENCY_CODES: ReadonlySet<string> = new Set(ACTIVE_CODES.trim().split(/\s+/));

// Minor units that differ from the common 2 (ISO 4217 "E" column).
const MINOR_UNIT_EXCEPTIONS: ReadonlyMap<string, number> = new Map([
  ...['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map(
    (code) => [code, 0] as const,
  ),
  ...['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3] as const),
  ...['CLF', 'UYW'].map((code) => [code, 4] as const),
]);

/** Case-insensitive, because requests may send currency codes in any case (contract §0 Values). */
export function isValidCurrencyCode(code: unknown): code is string {
  return typeof code === 'string' && code.length === 3 && CURRENCY_CODES.has(code.toUpperCase());
}

/** Decimal places of the currency's minor unit; 2 for unknown codes, the common case. */
export function minorUnits(currency: string): number {
  return MINOR_UNIT_EXCEPTIONS.get(currency.toUpperCase()) ?? 2;
}
