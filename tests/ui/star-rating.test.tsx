/**
 * The rating is one element: its name says the number, its five stars are painted up to the
 * share that is filled.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StarRating } from '@/components/ui/star-rating';

function rendered(value: number) {
  const html = renderToStaticMarkup(<StarRating value={value} />);
  return {
    elements: html.match(/<[a-z]/g)?.length,
    name: html.match(/aria-label="([^"]+)"/)?.[1],
    filled: html.match(/--filled:([\d.]+)/)?.[1],
    stars: html.replace(/<[^>]+>/g, ''),
  };
}

describe('StarRating', () => {
  it('is one element with the number in its name and five stars', () => {
    expect(rendered(4)).toEqual({
      elements: 1,
      name: 'Rated 4 out of 5',
      filled: '0.8',
      stars: '★★★★★',
    });
  });

  it('rounds to a whole star and stays between none and five', () => {
    expect(rendered(3.6)).toMatchObject({ name: 'Rated 4 out of 5', filled: '0.8' });
    expect(rendered(7)).toMatchObject({ name: 'Rated 5 out of 5', filled: '1' });
    expect(rendered(-2)).toMatchObject({ name: 'Rated 0 out of 5', filled: '0' });
  });
});
