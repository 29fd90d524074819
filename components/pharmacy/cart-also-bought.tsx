'use client';

import { useEffect, useState } from 'react';
import { useCartRestored, usePharmacyCart } from '@/components/cart/pharmacy-cart-provider';
import { rupeesToPaise } from '@/lib/money';
import type { AlsoBoughtAnswer } from '@/lib/pharmacy/api-contract';
import type { MedicineCard } from '@/lib/pharmacy/types';
import { AlsoBought } from './also-bought';

type Answer = { key: string; cards: MedicineCard[] };

/** A card of GET /api/pharmacy/also-bought as the card component takes it. */
export function cardOfAnswer(card: AlsoBoughtAnswer['data'][number]): MedicineCard {
  return {
    id: Number(card._id),
    slug: card.slug,
    name: card.medicine_name,
    image: card.med_images[0] ?? '',
    pricePaise: rupeesToPaise(card.total_price),
    mrpPaise: rupeesToPaise(card.actual_price),
    discountPercent: card.discount,
    packSize: card.packSize,
    available: card.availability,
    stock: card.stock,
    schedule: card.schedule,
  };
}

/**
 * The cart page's 'Customers also Bought' (issue 51): the cart lives in the browser, so its
 * medicines are sent to the server, which answers over-the-counter items in stock from the cart's
 * categories (lib/pharmacy/queries.ts, queryCartSuggestions), never one already in the cart.
 */
export function CartAlsoBought() {
  const cart = usePharmacyCart();
  const restored = useCartRestored();
  const key = cart.items
    .map((line) => line.id)
    .sort((a, b) => a - b)
    .join(',');
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!restored) return;
    const controller = new AbortController();
    fetch(`/api/pharmacy/also-bought?ids=${key}`, { signal: controller.signal })
      .then((res) => res.json() as Promise<AlsoBoughtAnswer>)
      .then((body) => setAnswer({ key, cards: (body.data ?? []).map(cardOfAnswer) }))
      .catch((error) => {
        // Failed fetches are only logged (pharmacy.md section 8).
        if (!controller.signal.aborted) console.error('also-bought failed', error);
      });
    return () => controller.abort();
  }, [key, restored]);

  // A cart just changed keeps the list it had until the new one comes, minus what is now in it.
  const inCart = new Set(cart.items.map((line) => line.id));
  const cards = (answer?.cards ?? []).filter((card) => !inCart.has(card.id));
  // Under the whole cart and its summary: its cards are drawn as it nears the screen, not in the
  // long task that draws the restored cart.
  return <AlsoBought medicines={cards} deferred />;
}
