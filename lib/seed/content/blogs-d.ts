/** Blog posts on ears, skin, eyes and joints. */
import type { BlogText } from './types';

export const BLOGS_D: BlogText[] = [
  {
    title: 'Ear Wax: Leave It Alone',
    department: 'ENT',
    author: { doctor: 'dr-ravi-shankar' },
    intro:
      'Ear wax protects the ear canal from dust and infection, and it moves out on its own. Cotton buds, hairpins and ear candles cause more problems than they solve.',
    sections: [
      {
        heading: 'Why you should not dig',
        body: 'Cleaning tools push wax deeper and can scratch the canal or perforate the ear drum.',
        points: [
          'Clean only the outer ear with a towel',
          'Use wax-softening drops if blocked',
          'Avoid ear candling',
          'See a doctor for pain or discharge',
        ],
      },
      {
        heading: 'Safe removal',
        body: 'An ENT doctor removes impacted wax with a microscope and suction in a few minutes, without pain.',
      },
    ],
    faqs: [
      [
        'Is oil good for the ears?',
        'A few drops of olive oil can soften wax, but do not use oil if you have a perforated ear drum.',
      ],
      [
        'Do earphones cause wax build-up?',
        'Regular earphone use can trap wax; clean earphones and give ears breaks.',
      ],
    ],
  },
  {
    title: 'Sinusitis or Allergy? How to Tell',
    department: 'ENT',
    author: { doctor: 'dr-smitha-pai' },
    intro:
      'A blocked nose in Bangalore could be allergy, a cold or sinusitis. The treatment differs, so it helps to know which it is.',
    sections: [
      {
        heading: 'Clues',
        body: 'Allergy usually brings sneezing, itching and watery discharge. Sinusitis brings facial pressure, thick discharge and reduced smell.',
        points: [
          'Allergy: seasonal, itchy eyes, clear discharge',
          'Cold: sore throat, settles in a week',
          'Sinusitis: facial pain, lasts over ten days',
        ],
      },
      {
        heading: 'Treatment',
        body: 'Saline rinses help all three. Allergies respond to nasal sprays and avoiding triggers; chronic sinusitis may need endoscopic surgery.',
      },
    ],
    faqs: [
      [
        'Are steroid nasal sprays safe?',
        'Yes, at recommended doses they act mainly in the nose and are safe for long-term use.',
      ],
      [
        'Do I need antibiotics for sinusitis?',
        'Most sinus infections are viral and settle without antibiotics.',
      ],
    ],
  },
  {
    title: 'Monsoon Skin Care: Keeping Fungal Infections Away',
    department: 'Dermatology',
    author: { doctor: 'dr-nisha-thomas' },
    intro:
      'Humidity and damp clothes make the monsoon peak season for ringworm and other fungal infections. A few habits keep them away.',
    sections: [
      {
        heading: 'Prevention',
        body: 'Fungi love warm, moist skin folds:',
        points: [
          'Dry skin folds well after bathing',
          'Wear loose cotton clothes',
          'Change socks daily',
          'Do not share towels',
        ],
      },
      {
        heading: 'Avoid steroid creams',
        body: 'Combination creams with steroids bought over the counter make fungal infections spread and resist treatment. See a dermatologist instead.',
      },
    ],
    faqs: [
      [
        'How long should I use antifungal cream?',
        'Continue for two weeks after the rash clears to prevent relapse.',
      ],
      ['Is ringworm contagious?', 'Yes, through direct contact and shared clothes or towels.'],
    ],
  },
  {
    title: 'Hair Fall: Causes and Treatments That Work',
    department: 'Dermatology',
    author: { doctor: 'dr-aditya-menon' },
    intro:
      'Losing up to 100 hairs a day is normal. More than that, or thinning you can see, has a cause that can usually be found and treated.',
    sections: [
      {
        heading: 'Common causes',
        body: 'We look for:',
        points: [
          'Iron, vitamin D or B12 deficiency',
          'Thyroid problems',
          'Recent illness, surgery or childbirth',
          'Pattern hair loss',
        ],
      },
      {
        heading: 'What helps',
        body: 'Correcting deficiencies, treating the scalp and proven treatments such as minoxidil work better than changing shampoos.',
      },
    ],
    faqs: [
      [
        'Does oiling prevent hair fall?',
        'Oiling conditions hair but does not stop hair fall from medical causes.',
      ],
      [
        'Is hair fall after COVID or fever permanent?',
        'No. Hair usually regrows within six months.',
      ],
    ],
  },
  {
    title: "Screen Time and Your Child's Eyes",
    department: 'Ophthalmology',
    author: { doctor: 'dr-geetha-balakrishnan' },
    intro:
      'Short sight in children has risen sharply with online classes and phones. Outdoor time is the best protection we know.',
    sections: [
      {
        heading: 'Healthy habits',
        body: 'Help children follow these:',
        points: [
          'The 20-20-20 rule: every 20 minutes look 20 feet away for 20 seconds',
          'Two hours outdoors daily',
          "Screens at arm's length",
          'No screens an hour before bed',
        ],
      },
      {
        heading: 'Regular eye tests',
        body: 'Children should have an eye test before starting school and every year after, especially if parents wear glasses.',
      },
    ],
    faqs: [
      [
        'Do blue-light glasses help?',
        'There is little evidence they prevent eye damage; breaks and outdoor time matter more.',
      ],
      [
        "Will glasses make my child's eyes weaker?",
        'No. Correct glasses help the eyes develop normally.',
      ],
    ],
  },
  {
    title: 'Cataract Surgery: What Really Happens',
    department: 'Ophthalmology',
    author: { doctor: 'dr-madhav-rangan' },
    intro:
      'Many people delay cataract surgery out of fear. In reality it is one of the quickest and most successful operations in medicine.',
    sections: [
      {
        heading: 'On the day',
        body: 'You arrive in the morning and go home in a few hours:',
        points: [
          'Eye drops numb the eye',
          'The operation takes about 15 minutes',
          'No stitches and no injection in most cases',
          'A shield protects the eye overnight',
        ],
      },
      {
        heading: 'Choosing a lens',
        body: 'Monofocal lenses give clear distance vision; toric lenses correct astigmatism; multifocal lenses reduce dependence on reading glasses.',
      },
    ],
    faqs: [
      [
        'Does a cataract need to be ripe before surgery?',
        'No. Surgery is advised when vision affects daily life; waiting too long makes it harder.',
      ],
      [
        'Can both eyes be done together?',
        'Usually one eye is done at a time, a week or two apart.',
      ],
    ],
  },
  {
    title: 'Gout and Diet: Separating Fact from Fiction',
    department: 'Rheumatology',
    author: { writer: 'Ritu Sharma' },
    intro:
      'Gout causes sudden, severe joint pain, often in the big toe, when uric acid crystals form in a joint. Diet matters, but less than most people think.',
    sections: [
      {
        heading: 'Foods to limit',
        body: 'These raise uric acid:',
        points: [
          'Alcohol, especially beer',
          'Red meat and organ meats',
          'Sugary drinks with fructose',
          'Large portions of seafood',
        ],
      },
      {
        heading: 'Medicines matter most',
        body: 'People with repeated attacks need daily medicine to lower uric acid. Dal and vegetables do not need to be avoided.',
      },
    ],
    faqs: [
      [
        'Should I stop eating dal with gout?',
        'No. Plant proteins such as dal do not significantly increase gout attacks.',
      ],
      [
        'Is high uric acid without pain harmful?',
        'It often needs no medicine, but a doctor should check for kidney stones and other risks.',
      ],
    ],
  },
];
