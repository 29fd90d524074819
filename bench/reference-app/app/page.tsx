// The framework's own best case: a static page whose HTML is as large as the site's pages.
const bytes = Number(process.env.BENCH_HTML_BYTES || 60000);
const paragraph = 'Reference content for throughput comparison. ';
const text = paragraph.repeat(Math.max(1, Math.floor(bytes / paragraph.length)));

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>{text}</p>
    </main>
  );
}
