/**
 * A small CSV reader for student imports: RFC 4180 quoting ("" inside quotes), commas or the
 * semicolons and tabs spreadsheets use in many locales, CRLF/LF/CR line ends, a UTF-8 BOM, and
 * blank lines skipped. Reports an unclosed quote instead of guessing.
 */
export interface ParsedCsv {
  /** Each record with the 1-based line number it starts on. */
  records: { line: number; cells: string[] }[];
  unclosedQuote: boolean;
}

/** The delimiter of the header line: the most frequent of , ; and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > (counts.get(best) ?? 0)) best = d;
  return best;
}

export function parseCsv(input: string): ParsedCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: ParsedCsv['records'] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let cellStarted = false;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    cellStarted = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      cellStarted = false;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      cellStarted = true;
    }
  }
  if (quoted) return { records, unclosedQuote: true };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedQuote: false };
}

/** Header names as people write them: "E-mail", "first_name", "Parent email" … */
export function normalizeHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');
}
