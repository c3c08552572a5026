/** Figures and the printed table of `npm run bench`. */

export type Row = [measure: string, result: string, target: string];

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
export const ms = (value: number): string => `${value.toFixed(2)} ms`;
export const list = (values: readonly number[], digits = 2): string =>
  values.map((value) => value.toFixed(digits)).join(', ');

/** Prints the rows as a Markdown table (measure | result | target). */
export function printTable(rows: Row[]): void {
  const header: Row = ['measure', 'result', 'target'];
  const widths = [0, 1, 2].map((col) =>
    Math.max(...[header, ...rows].map((row) => row[col]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
