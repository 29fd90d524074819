'use client';

import { useId, useState, type FormEvent } from 'react';
import { NETWORK_ERROR, RETRY_LATER } from '@/components/forms/post-form';
import { toast } from '@/components/layout/toast';
import removeButton from './remove-button.module.css';
import styles from './coupon-panel.module.css';

export type AppliedCoupon = { code: string; percent: number };

type Props = {
  coupon: AppliedCoupon | null;
  onApply(coupon: AppliedCoupon): void;
  onRemove(): void;
  /** Why an applied coupon was dropped (refused at payment), shown until another is applied. */
  problem?: string | null;
};

/**
 * 'Offers & Discounts': the 'Apply Coupon' toggle opens a code input checked by the server
 * (POST /api/coupon/check); the coupon list itself never reaches the browser.
 */
export function CouponPanel({ coupon, onApply, onRemove, problem = null }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/coupon/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        data?: { coupon_code: string; coupon_percentage: number };
        errors?: Record<string, string>;
        message?: string;
      };
      if (res.ok && body.data) {
        onApply({ code: body.data.coupon_code, percent: body.data.coupon_percentage });
        setOpen(false);
        setCode('');
        return;
      }
      // The field's message for a wrong code; the server's own for anything else (too many
      // tries, the service down), which says when to try again.
      const message = body.errors?.code ?? body.message ?? RETRY_LATER;
      setError(message);
      if (res.status === 400 || res.status === 404) toast.warning(message);
      else toast.error(message);
    } catch {
      setError(NETWORK_ERROR);
      toast.error(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Offers &amp; Discounts
      </h2>
      {coupon ? (
        <div className={styles.applied}>
          <p data-testid="coupon-applied">Applied extra {coupon.percent}% on final price</p>
          <p className={styles.code}>
            Code <strong>{coupon.code}</strong>
            <button
              type="button"
              className={`${removeButton.remove} ${styles.link}`}
              onClick={onRemove}
            >
              Remove coupon
            </button>
          </p>
        </div>
      ) : (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">%</span> Apply Coupon
          <span className={styles.chevron} aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      )}
      {open && !coupon && (
        <form id={`${id}-form`} className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            Coupon code
          </label>
          <input
            id={`${id}-code`}
            className={styles.input}
            placeholder="Enter coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !code.trim()}>
            Submit
          </button>
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          )}
        </form>
      )}
      {problem && !coupon && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
