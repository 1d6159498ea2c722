import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from './cli-error.ts';

/** What the one positional argument names; each kind has its own command (run-*.ts). */
export type Input =
  { kind: 'url'; url: string } | { kind: 'folder'; path: string } | { kind: 'spreadsheet'; path: string } | { kind: 'image'; path: string };

/**
 * Catalogue files by extension: what the bulk tool reads (.xlsx, .csv) and .xls, which the server refuses with its
 * one message on how to re-save it. The server still decides the format by content.
 */
const SPREADSHEET_EXTENSIONS = new Set(['.csv', '.xlsx', '.xls']);

export async function classifyInput(arg: string): Promise<Input> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(arg)) {
    if (!/^https?:\/\//i.test(arg)) {
      throw new CliError(`Only http and https image URLs are supported: ${arg}`);
    }
    return { kind: 'url', url: arg };
  }
  const full = path.resolve(arg);
  const info = await stat(full).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `No such file or folder: ${arg}` : `Cannot read ${arg}: ${error.code ?? error.message}`);
  });
  if (info.isDirectory()) {
    return { kind: 'folder', path: full };
  }
  if (!info.isFile()) {
    throw new CliError(`Not a file or folder: ${arg}`);
  }
  return SPREADSHEET_EXTENSIONS.has(path.extname(full).toLowerCase()) ? { kind: 'spreadsheet', path: full } : { kind: 'image', path: full };
}
