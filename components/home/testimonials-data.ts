/**
 * The home page's six patient reviews. The spec has them hard-coded with placeholder content
 * (name, title as the city, review, stars up to 5, image) rather than read from the database.
 */
export type Testimonial = {
  name: string;
  /** The reviewer's city. */
  title: string;
  review: string;
  stars: 1 | 2 | 3 | 4 | 5;
  image: string;
};

export const MAX_STARS = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Lakshmi Narayan',
    title: 'Bangalore',
    review:
      'My father had an angioplasty here. The cardiology team explained every step, the nurses checked on him through the night and we were home in three days.',
    stars: 5,
    image: '/images/testimonials/lakshmi-narayan.webp',
  },
  {
    name: 'Arjun Mehta',
    title: 'Mysore',
    review:
      'Booking the knee consultation online took two minutes and the doctor saw me on time. The physiotherapy plan after surgery made all the difference.',
    stars: 5,
    image: '/images/testimonials/arjun-mehta.webp',
  },
  {
    name: 'Fathima Rahman',
    title: 'Hosur',
    review:
      'The emergency team responded within minutes when my son had a high fever at midnight. Calm, kind and very professional from the gate to the ward.',
    stars: 5,
    image: '/images/testimonials/fathima-rahman.webp',
  },
  {
    name: 'Ravi Kumar',
    title: 'Tumkur',
    review:
      'Clean rooms, clear billing and doctors who listen. The pharmacy delivered my monthly medicines to the door, which helps a lot at my age.',
    stars: 4,
    image: '/images/testimonials/ravi-kumar.webp',
  },
  {
    name: 'Priya Shetty',
    title: 'Mangalore',
    review:
      'I travelled for a second opinion on my kidney reports. The nephrologist took time to go through everything and avoided an unnecessary procedure.',
    stars: 5,
    image: '/images/testimonials/priya-shetty.webp',
  },
  {
    name: 'Suresh Gowda',
    title: 'Chennai',
    review:
      'From admission to discharge the staff kept my family informed. The follow-up call a week later showed they really care about recovery.',
    stars: 4,
    image: '/images/testimonials/suresh-gowda.webp',
  },
];
