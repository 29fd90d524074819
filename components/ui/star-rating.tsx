import { Icon } from './icon';

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
        <Icon
          key={i}
          name="star"
          size={18}
          style={{ display: 'inline-block' }}
          fill={i < filled ? '#f59e0b' : '#d6d3e0'}
        />
      ))}
    </span>
  );
}
