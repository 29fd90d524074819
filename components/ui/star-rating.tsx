/** Up to five stars; the accessible name carries the number, the stars are decoration. */
export function StarRating({
  value,
  max = 5,
  className,
}: {
  value: number;
  max?: number;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className={className} role="img" aria-label={`Rated ${filled} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <svg
          key={i}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          style={{ display: 'inline-block' }}
          fill={i < filled ? '#f59e0b' : '#d6d3e0'}
        >
          <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
        </svg>
      ))}
    </span>
  );
}
