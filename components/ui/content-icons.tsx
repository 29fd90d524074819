/**
 * More icons for the content pages (doctors, departments, treatments; the shared ones are in
 * icons.tsx), from the same sprite: decorative, hidden from assistive technology, sized by `size`.
 */
import { Icon, type IconProps } from './icon';

export const BriefcaseIcon = (props: IconProps) => <Icon name="briefcase" {...props} />;
export const RupeeIcon = (props: IconProps) => <Icon name="rupee" {...props} />;
export const StarIcon = (props: IconProps) => <Icon name="star-solid" {...props} />;
export const SearchIcon = (props: IconProps) => <Icon name="search" {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon name="chevron-left" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon name="chevron-right" {...props} />;
export const ShieldCheckIcon = (props: IconProps) => <Icon name="shield-check" {...props} />;
