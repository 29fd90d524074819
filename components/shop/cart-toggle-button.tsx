import styles from './cart-toggle-button.module.css';

type Props = {
  inCart: boolean;
  /** False until the session's cart is restored, which would overwrite a press. */
  restored: boolean;
  /** The item's name and the cart's ('cart', 'lab cart'), for screen readers. */
  name: string;
  cartName: string;
  /** 'block' fills its container (an item page's panel); 'compact' sits in a card. */
  variant: 'compact' | 'block';
  onAdd(): void;
  onRemove(): void;
};

/** The Add / Remove toggle of an item of any catalogue, so every cart's buttons look and behave alike. */
export function CartToggleButton({
  inCart,
  restored,
  name,
  cartName,
  variant,
  onAdd,
  onRemove,
}: Props) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      data-in-cart={inCart}
      disabled={!restored}
      onClick={inCart ? onRemove : onAdd}
    >
      {inCart ? 'Remove' : 'Add'}
      <span className="visually-hidden">
        {' '}
        {name} {inCart ? 'from' : 'to'} {cartName}
      </span>
    </button>
  );
}
