import type { FormAnswer } from '@/lib/leads/form-texts';
import styles from './forms.module.css';

/**
 * The server's answer to a lead form sent before (or without) its script, above the form filled
 * in again: the form's success or failure text, the server's note, and, for a form whose fields
 * only get marked (the contact form tells its problems in toasts), each field's message.
 */
export function FormAnswerNote({
  answer,
  listErrors = false,
}: {
  answer: FormAnswer;
  listErrors?: boolean;
}) {
  if (!answer) return null;
  const problems = listErrors ? Object.values(answer.errors) : [];
  return (
    <div
      className={styles.answer}
      role={answer.status === 'sent' ? 'status' : 'alert'}
      data-status={answer.status}
      data-testid="form-answer"
    >
      {answer.message && <p>{answer.message}</p>}
      {answer.note && <p>{answer.note}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
