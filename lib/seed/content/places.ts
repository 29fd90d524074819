/** Branches of the hospital and the Bangalore localities patients come from. */
export type BranchSeed = { name: string; address: string; phone: string };

export const BRANCHES: BranchSeed[] = [
  {
    name: 'Indiranagar',
    address: '42, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore 560038',
    phone: '8045671200',
  },
  {
    name: 'Koramangala',
    address: '17, 80 Feet Road, 6th Block, Koramangala, Bangalore 560095',
    phone: '8045671300',
  },
  {
    name: 'Whitefield',
    address: '5, ITPL Main Road, near Hope Farm Junction, Whitefield, Bangalore 560066',
    phone: '8045671400',
  },
  {
    name: 'HSR Layout',
    address: '221, 27th Main Road, Sector 2, HSR Layout, Bangalore 560102',
    phone: '8045671500',
  },
  {
    name: 'Jayanagar',
    address: '9, 11th Main Road, 4th Block, Jayanagar, Bangalore 560011',
    phone: '8045671600',
  },
];

/**
 * How staff typed each branch's locality into doctor profiles: the site normalises these
 * labels (lower case, 'bangalore' dropped, duplicates removed, words capitalised).
 */
export const MESSY_REGIONS: Record<string, string[]> = {
  Indiranagar: ['Indiranagar, Bangalore', 'indiranagar', 'Indiranagar,Bangalore'],
  Koramangala: ['koramangala bangalore', 'Koramangala, Bangalore, Bangalore', 'Koramangala'],
  Whitefield: ['Whitefield,Bangalore', 'WHITEFIELD', 'Whitefield, Bangalore'],
  'HSR Layout': ['HSR Layout', 'hsr layout, bangalore', 'HSR Layout,Bangalore'],
  Jayanagar: ['Jayanagar, Bangalore', 'jayanagar bangalore', 'Jayanagar'],
};

export const REGIONS: { name: string; popular: boolean }[] = [
  { name: 'Indiranagar', popular: true },
  { name: 'Koramangala', popular: true },
  { name: 'Whitefield', popular: true },
  { name: 'HSR Layout', popular: true },
  { name: 'Jayanagar', popular: true },
  { name: 'JP Nagar', popular: false },
  { name: 'Marathahalli', popular: true },
  { name: 'Electronic City', popular: false },
  { name: 'Hebbal', popular: false },
  { name: 'Malleshwaram', popular: false },
  { name: 'Rajajinagar', popular: false },
  { name: 'BTM Layout', popular: true },
  { name: 'Bellandur', popular: false },
  { name: 'Yelahanka', popular: false },
  { name: 'Banashankari', popular: false },
];

/** Pincodes of the localities, for demo patient addresses. */
export const PINCODES = [
  '560038',
  '560095',
  '560066',
  '560102',
  '560011',
  '560078',
  '560037',
  '560100',
];
