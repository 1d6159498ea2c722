/** Characters that make Excel / LibreOffice / Sheets treat a text cell as a formula (OWASP CSV injection). */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * Prefixes a quote so the cell is shown as text instead of evaluated. Plain numbers ("-12.5") are
 * left alone: they cannot run anything and merchants' prices must survive the round trip.
 */
export function neutralizeFormula(value: string): string {
  if (value.length === 0 || !TRIGGERS.has(value[0]!) || PLAIN_NUMBER.test(value)) {
    return value;
  }
  return `'${value}`;
}
