/** The text the CLI (cli.ts) prints: progress lines, the result table and the findings. */
import { CASHIER_API_BASE } from '@contract/paths';
import type { ConformanceResult, Finding, ProgressEvent, ResultRow } from './types';

export function progressLine({ index, total, method, path, failed }: ProgressEvent): string {
  const outcome = failed === 0 ? 'ok' : `FAIL (${String(failed)})`;
  return `[${String(index)}/${String(total)}] ${method} ${path} … ${outcome}`;
}

function resultOf(row: ResultRow): string {
  if (row.skipped !== undefined) return `skipped: ${row.skipped}`;
  return row.failed === 0 ? 'ok' : `FAIL (${String(row.failed)} of ${String(row.checks)})`;
}

/**
 * A plain-text table, columns padded to their widest cell, the Checks column right-aligned. Paths
 * are shown under the API base, as docs/http-api.md writes them, when every row's path has it.
 */
export function formatTable(rows: readonly ResultRow[]): string {
  const header = ['Operation', 'Path', 'Checks', 'Result'] as const;
  const base = rows.every((row) => row.path.startsWith(`${CASHIER_API_BASE}/`))
    ? CASHIER_API_BASE
    : '';
  const cells = rows.map((row) => [
    row.operation,
    `${row.method} ${row.path.slice(base.length)}`,
    row.skipped === undefined ? String(row.checks) : '–',
    resultOf(row),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]): string =>
    values
      .map((value, column) => {
        const width = widths[column] ?? 0;
        return column === 2 ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const caption = base === '' ? [] : [`Paths under ${base}:`, ''];
  return [...caption, line(header), rule, ...cells.map(line)].join('\n');
}

export function formatFinding(finding: Finding): string {
  return [
    `✗ ${finding.operation}  ${finding.method} ${finding.path}`,
    ...(finding.at === undefined ? [] : [`    at       ${finding.at}`]),
    `    expected ${finding.expectation}`,
    `    received ${finding.received}`,
  ].join('\n');
}

/** The table, the findings, one summary line and what the run did not exercise. */
export function formatReport(result: ConformanceResult): string {
  const checks = result.rows.reduce((sum, row) => sum + row.checks, 0);
  const requests = result.rows.reduce((sum, row) => sum + row.requests, 0);
  const parts = [formatTable(result.rows), ''];
  if (result.findings.length > 0) {
    parts.push(`Findings (${String(result.findings.length)}):`, '');
    parts.push(...result.findings.map(formatFinding), '');
  }
  const counted = `${String(checks)} checks in ${String(requests)} requests`;
  parts.push(
    result.findings.length === 0
      ? `Conforms: ${counted} passed.`
      : `Does not conform: ${String(result.findings.length)} finding${result.findings.length === 1 ? '' : 's'}, ${counted}.`,
  );
  const { payment } = result;
  if (payment) {
    const what = `${payment.amount} ${payment.currency} with method "${payment.methodId}"`;
    if (payment.accepted) {
      const id =
        payment.paymentId === undefined ? 'no paymentId' : `paymentId ${payment.paymentId}`;
      parts.push(`Test deposit made: ${what} (${id}).`);
    } else {
      const answer =
        payment.status === undefined
          ? 'no answer'
          : `status ${String(payment.status)}, no valid SubmitResult`;
      parts.push(`Test deposit not taken: ${what} was sent, ${answer} (see the findings).`);
    }
  }
  if (result.notExercised.length > 0) {
    parts.push('', 'Not exercised:');
    parts.push(
      ...result.notExercised.map(({ operation, reason }) => `  - ${operation}: ${reason}`),
    );
  }
  return `${parts.join('\n')}\n`;
}
