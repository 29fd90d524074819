import type { ReactNode } from 'react';
import { BriefcaseIcon, RupeeIcon } from '@/components/ui/content-icons';
import { MapPinIcon } from '@/components/ui/icons';
import { formatRupees } from '@/lib/money';

type Props = {
  doctor: { experienceYears: number; region: string; pricePaise: number };
  /** How the page words the years (the listing and the profile say it differently). */
  experience: (years: number) => ReactNode;
  iconSize: number;
  /** The card's list and fee-row classes. */
  classes: { list: string; fee: string };
};

/** A doctor's three facts with their icons: experience, region and the consultation fee. */
export function DoctorFacts({ doctor, experience, iconSize, classes }: Props) {
  return (
    <ul role="list" className={classes.list}>
      <li>
        <BriefcaseIcon size={iconSize} />
        {experience(doctor.experienceYears)}
      </li>
      <li>
        <MapPinIcon size={iconSize} />
        {doctor.region}
      </li>
      <li className={classes.fee}>
        <RupeeIcon size={iconSize} />
        Rs. {formatRupees(doctor.pricePaise)} Consultation fees
      </li>
    </ul>
  );
}
