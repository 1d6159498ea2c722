import { entry, zip } from './zip-writer.ts';

/**
 * An xlsx laid out the way openpyxl (and so pandas' default engine) writes it: docProps and theme first, then the
 * worksheets, shared strings and styles, then `_rels/.rels`, `xl/workbook.xml` and its relationships with ABSOLUTE
 * targets (`/xl/worksheets/sheet1.xml`), `[Content_Types].xml` last. ExcelJS writes relative targets, so a file it
 * writes cannot show the problem this reproduces.
 */

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function worksheetXml(rows: Array<Array<string | number>>, strings: string[]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (typeof value === 'number') {
            return `<c r="${ref}" t="n"><v>${value}</v></c>`;
          }
          let index = strings.indexOf(value);
          if (index < 0) {
            index = strings.push(value) - 1;
          }
          return `<c r="${ref}" t="s"><v>${index}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetPr><outlinePr summaryBelow="1" summaryRight="1"/><pageSetUpPr/></sheetPr><sheetData>${body}</sheetData></worksheet>`;
}

/** Sheets in order, each a list of rows of strings or numbers (shared strings, as openpyxl writes them). */
export function openpyxlXlsx(sheets: Record<string, Array<Array<string | number>>>): Buffer {
  const names = Object.keys(sheets);
  const strings: string[] = [];
  const sheetParts = names.map((name, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    data: Buffer.from(worksheetXml(sheets[name]!, strings)),
  }));
  const sst = `${XML}<sst xmlns="${MAIN}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('')}</sst>`;
  const styles = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="0"/><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" pivotButton="0" quotePrefix="0" xfId="0"/></cellXfs></styleSheet>`;
  const workbook = `${XML}<workbook xmlns="${MAIN}"><workbookPr/><workbookProtection/><bookViews><workbookView visibility="visible" minimized="0" showHorizontalScroll="1" showVerticalScroll="1" showSheetTabs="1" tabRatio="600" firstSheet="0" activeTab="0" autoFilterDateGrouping="1"/></bookViews><sheets>${names
    .map((name, i) => `<sheet xmlns:r="${REL}" name="${escapeXml(name)}" sheetId="${i + 1}" state="visible" r:id="rId${i + 1}"/>`)
    .join('')}</sheets><definedNames/><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>`;
  const workbookRels = `${XML}<Relationships xmlns="${PKG_REL}">${names
    .map((_, i) => `<Relationship Type="${REL}/worksheet" Target="/xl/worksheets/sheet${i + 1}.xml" Id="rId${i + 1}"/>`)
    .join(
      '',
    )}<Relationship Type="${REL}/styles" Target="styles.xml" Id="rId${names.length + 1}"/><Relationship Type="${REL}/sharedStrings" Target="sharedStrings.xml" Id="rId${names.length + 2}"/></Relationships>`;
  const rootRels = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Type="${REL}/officeDocument" Target="xl/workbook.xml" Id="rId1"/></Relationships>`;
  const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${names
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join(
      '',
    )}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
  const parts: Array<{ name: string; data: Buffer }> = [
    {
      name: 'docProps/app.xml',
      data: Buffer.from(
        `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`,
      ),
    },
    {
      name: 'docProps/core.xml',
      data: Buffer.from(`${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>`),
    },
    ...sheetParts,
    { name: 'xl/sharedStrings.xml', data: Buffer.from(sst) },
    { name: 'xl/styles.xml', data: Buffer.from(styles) },
    { name: '_rels/.rels', data: Buffer.from(rootRels) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels) },
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
  ];
  return zip(parts.map((part) => entry(part.name, part.data)));
}
