import { Fragment } from 'react';

/** A description of the document: paragraphs apart by a blank line, `code` in backticks. */
export function RichText({ text, className }: { text: string; className?: string }) {
  return text.split(/\n{2,}/).map((paragraph, p) => (
    <p key={p} className={className}>
      {paragraph
        .split('`')
        .map((part, i) =>
          i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
        )}
    </p>
  ));
}

/** The same, inside another element (a summary, a list item): no paragraphs. */
export function InlineText({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, i) =>
      i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
    );
}
