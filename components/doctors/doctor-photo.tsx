import { SiteImage, type SiteImageProps } from '@/components/ui/site-image';

type Props = Omit<SiteImageProps, 'alt'> & {
  /** The doctor's name as the page shows it: the photo is announced as 'Photo of {name}'. */
  name: string;
};

/**
 * A doctor's photo on the doctors' pages (list card, tile, profile): the doctor's image, named for
 * screen readers the same way everywhere; each place gives its size and loading.
 */
export function DoctorPhoto({ name, ...image }: Props) {
  return <SiteImage alt={`Photo of ${name}`} {...image} />;
}
