/**
 * Where the demo pharmacy delivers: Bangalore's pincodes from the five branches' dispatch, free
 * and within two days inside the city, and the towns around it for a fee and a longer wait.
 * Pincodes and area names are India Post's.
 */
import type { DeliveryArea } from '../../pharmacy/delivery-area';

type PincodeSeed = DeliveryArea & { active?: boolean };

const city = (pincode: string, area: string): PincodeSeed => ({
  pincode,
  area,
  city: 'Bangalore',
  minDays: 1,
  maxDays: 2,
  feePaise: 0,
});

const town = (pincode: string, area: string, maxDays: number): PincodeSeed => ({
  pincode,
  area,
  city: area,
  minDays: 2,
  maxDays,
  feePaise: 4900,
});

export const SERVICEABLE_PINCODES: PincodeSeed[] = [
  city('560001', 'MG Road'),
  city('560002', 'Bangalore City'),
  city('560003', 'Malleswaram'),
  city('560004', 'Basavanagudi'),
  city('560005', 'Fraser Town'),
  city('560008', 'HAL 2nd Stage'),
  city('560010', 'Rajajinagar'),
  city('560011', 'Jayanagar'),
  city('560017', 'Vimanapura'),
  city('560020', 'Seshadripuram'),
  city('560024', 'Hebbal'),
  city('560027', 'Shanthinagar'),
  city('560034', 'Koramangala'),
  city('560037', 'Marathahalli'),
  city('560038', 'Indiranagar'),
  city('560040', 'Vijayanagar'),
  city('560043', 'Kalyan Nagar'),
  city('560047', 'Viveknagar'),
  city('560048', 'Mahadevapura'),
  city('560054', 'Mathikere'),
  city('560058', 'Peenya'),
  city('560060', 'Kengeri'),
  city('560064', 'Yelahanka'),
  city('560066', 'Whitefield'),
  city('560068', 'Bommanahalli'),
  city('560070', 'Banashankari 2nd Stage'),
  city('560076', 'Bannerghatta Road'),
  city('560078', 'JP Nagar'),
  city('560085', 'Banashankari 3rd Stage'),
  city('560092', 'Sahakara Nagar'),
  city('560095', 'Koramangala 6th Block'),
  city('560100', 'Electronic City'),
  city('560102', 'HSR Layout'),
  city('560103', 'Bellandur'),
  town('562106', 'Anekal', 4),
  town('562107', 'Attibele', 4),
  town('562110', 'Devanahalli', 3),
  town('562114', 'Hoskote', 3),
  town('562123', 'Nelamangala', 4),
  town('562125', 'Sarjapura', 3),
  // Served before; paused while the route is reorganised (a row that says 'Not serviceable').
  { ...town('562130', 'Magadi', 5), active: false },
];
