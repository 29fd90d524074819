import type { SanitizedHtml } from '@/lib/sanitize';
import type { AccordionItem } from './accordion';
import { SafeHtml } from './safe-html';

type HtmlFaq = { id: number; question: string; answerHtml: SanitizedHtml };
type TextFaq = { id?: string | number; question: string; answer: string };

/** FAQs whose answers are content HTML, as accordion items: each answer drawn through SafeHtml. */
export function htmlFaqItems(faqs: readonly HtmlFaq[], answerClassName?: string): AccordionItem[] {
  return faqs.map((faq) => ({
    id: faq.id,
    question: faq.question,
    answer: <SafeHtml html={faq.answerHtml} className={answerClassName} />,
  }));
}

/** FAQs written as plain text (the lab's, the contact page's): each answer one paragraph. */
export function textFaqItems(faqs: readonly TextFaq[]): AccordionItem[] {
  return faqs.map((faq, index) => ({
    id: faq.id ?? index,
    question: faq.question,
    answer: <p>{faq.answer}</p>,
  }));
}
