import { permanentRedirect } from 'next/navigation';

/** The footer's 'Features' link: what makes the hospital stand out is the About page. */
export default function FeaturesPage() {
  permanentRedirect('/about');
}
