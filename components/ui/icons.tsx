/**
 * The named icons of the header, footer and controls, drawn from the site's sprite
 * (components/ui/icon.tsx). Decorative: the surrounding control carries the accessible name.
 */
import { Icon, type IconProps } from './icon';

export const PhoneIcon = (props: IconProps) => <Icon name="phone" {...props} />;
export const MailIcon = (props: IconProps) => <Icon name="mail" {...props} />;
export const MapPinIcon = (props: IconProps) => <Icon name="map-pin" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon name="chevron-down" {...props} />;
export const ArrowUpIcon = (props: IconProps) => <Icon name="arrow-up" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon name="menu" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon name="close" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon name="check" {...props} />;
export const CalendarIcon = (props: IconProps) => <Icon name="calendar" {...props} />;
export const AmbulanceIcon = (props: IconProps) => <Icon name="ambulance" {...props} />;
export const WhatsAppIcon = (props: IconProps) => <Icon name="whatsapp" {...props} />;
export const InstagramIcon = (props: IconProps) => <Icon name="instagram" {...props} />;
export const ExternalLinkIcon = (props: IconProps) => <Icon name="external-link" {...props} />;
export const HeadsetIcon = (props: IconProps) => <Icon name="headset" {...props} />;
