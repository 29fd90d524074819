import 'server-only';

/**
 * The structure a PDF resume must have beyond file-type's `%PDF` at offset 0, since file-type
 * stops at those four bytes and a polyglot (`%PDF` then an HTML page) passes it. No PDF parser is
 * among the dependencies, and a full parse is not needed to refuse a polyglot: a header with a
 * version, the trailer every reader starts from (`startxref <offset> %%EOF` near the end), and no
 * HTML or script markup in the file's text. The data of a stream that declares a `/Filter`
 * (compressed page content, fonts, images) is skipped, since it is binary and may contain any
 * bytes by chance; an unfiltered stream is plain text and is read like the rest, or a polyglot
 * would simply wrap its HTML in one.
 */

const HEADER = /^%PDF-\d\.\d/;

/** Readers look for the trailer in the file's last kilobyte; writers put it there. */
const TRAILER_WINDOW = 1024;
const TRAILER = /startxref\s+(\d{1,10})\s+%%EOF/g;

/** Markup a browser would run or render if it ever read the file as HTML. */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i;

/**
 * A stream's start: its dictionary's `>>`, white space, the keyword `stream` and its end of line
 * (PDF 32000 7.3.8.1), so the word "stream" in a string or in `endstream` is not taken for one.
 */
const STREAM_START = />>[\0\t\n\f\r ]*stream(?:\r\n|\n)/g;
const STREAM_END = 'endstream';

export function isWellFormedPdf(bytes: Uint8Array): boolean {
  // latin1 maps every byte to one character, so offsets in the text are offsets in the file.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!HEADER.test(text.slice(0, 16)) || !hasTrailer(text)) return false;
  const stretches = textOutsideStreams(text);
  return stretches !== null && !stretches.some((stretch) => MARKUP.test(stretch));
}

/** The last `startxref` in the final kilobyte names an offset inside the file. */
function hasTrailer(text: string): boolean {
  const tail = text.slice(-TRAILER_WINDOW);
  const last = [...tail.matchAll(TRAILER)].at(-1);
  return last !== undefined && Number(last[1]) < text.length;
}

/**
 * Whether the dictionary of the stream starting at `at` names a filter: read back to its `obj`,
 * but never past `from`, the end of the previous stream. Each byte is read once whatever the
 * file holds (a file of many streams with no `obj` once cost a scan back to its start for each,
 * minutes of a server's time for a few megabytes), and a `/Filter` of an earlier object can never
 * be taken for this stream's, which would let this one's text go unread.
 */
function isFiltered(text: string, from: number, at: number): boolean {
  const before = text.slice(from, at);
  return /\/Filter\b/.test(before.slice(Math.max(0, before.lastIndexOf(' obj'))));
}

/**
 * The file's text without the data of filtered (binary) streams, in one pass from stream to
 * stream; null when a stream has no `endstream`, which no well-formed PDF has.
 */
function textOutsideStreams(text: string): string[] | null {
  const starts = new RegExp(STREAM_START);
  const stretches: string[] = [];
  let from = 0;
  for (;;) {
    starts.lastIndex = from;
    const start = starts.exec(text);
    stretches.push(text.slice(from, start ? start.index : text.length));
    if (!start) return stretches;
    const end = text.indexOf(STREAM_END, starts.lastIndex);
    if (end < 0) return null;
    if (!isFiltered(text, from, start.index)) stretches.push(text.slice(starts.lastIndex, end));
    from = end + STREAM_END.length;
  }
}
