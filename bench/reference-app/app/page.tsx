// The framework's own best case: a static page whose HTML is as large as the site's pages.
const bytes = Number(process.env.BENCH_HTML_BYTES || 60000);
const paragraph = 'Reference content for throughput comparison. ';
// The text is sent twice, in the markup and in the React Server Components payload that follows
// it, so half of it makes a page of `bytes` (scripts/bench.mjs checks the size it serves).
const text = paragraph.repeat(Math.max(1, Math.floor(bytes / 2 / paragraph.length)));

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>{text}</p>
    </main>
  );
}
