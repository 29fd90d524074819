/** Blog posts on women's and children's health and the lungs. */
import type { BlogText } from './types';

export const BLOGS_C: BlogText[] = [
  {
    title: 'Your First Trimester: A Week-by-Week Checklist',
    department: 'Obstetrics & Gynaecology',
    author: { doctor: 'dr-rekha-shenoy' },
    intro:
      "The first twelve weeks of pregnancy are when the baby's organs form, and when many mothers feel most tired and nauseated. A simple checklist keeps the important things on track.",
    sections: [
      {
        heading: 'Things to do',
        body: 'Before the end of the first trimester:',
        points: [
          'Start folic acid if not already',
          'Book a dating scan at 7 to 9 weeks',
          'Complete blood and thyroid tests',
          'Have the NT scan between 11 and 13 weeks',
        ],
      },
      {
        heading: 'Coping with nausea',
        body: 'Eat small dry snacks before getting up, avoid strong smells and sip fluids through the day. Vomiting that stops you keeping fluids down needs medical care.',
      },
    ],
    faqs: [
      [
        'Is it safe to travel in the first trimester?',
        'Short trips are usually fine; avoid long road journeys on rough roads and stay hydrated.',
      ],
      [
        'Can I continue working?',
        'Yes, most women continue working throughout pregnancy with sensible breaks.',
      ],
    ],
  },
  {
    title: 'PCOS: More Than Irregular Periods',
    department: 'Obstetrics & Gynaecology',
    author: { doctor: 'dr-divya-raghavan' },
    intro:
      'Polycystic ovary syndrome affects about one in five young Indian women. It influences periods, skin, weight, mood and long-term risk of diabetes.',
    sections: [
      {
        heading: 'Common signs',
        body: 'PCOS looks different in every woman:',
        points: [
          'Periods more than 35 days apart',
          'Acne and oily skin',
          'Excess hair on face or body',
          'Weight gain around the waist',
          'Difficulty conceiving',
        ],
      },
      {
        heading: 'Treatment that works',
        body: 'Losing even 5 percent of body weight can restore regular cycles. Medicines treat specific symptoms, and fertility treatment helps those trying to conceive.',
      },
    ],
    faqs: [
      [
        'Can PCOS be cured?',
        'It cannot be cured but can be well controlled, and symptoms often improve with lifestyle changes.',
      ],
      [
        'Can I get pregnant with PCOS?',
        'Yes. Most women with PCOS conceive, some with help to ovulate.',
      ],
    ],
  },
  {
    title: 'Painless Delivery: Questions Expectant Mothers Ask',
    department: 'Obstetrics & Gynaecology',
    author: { doctor: 'dr-sneha-kulkarni' },
    intro:
      'Epidural analgesia lets a mother stay awake and active through labour while feeling little pain. It is safe, common and often misunderstood.',
    sections: [
      {
        heading: 'How an epidural works',
        body: 'An anaesthetist places a thin tube in the lower back and a low dose of medicine numbs the nerves carrying labour pain.',
        points: [
          'You remain awake and can push',
          'The dose can be adjusted',
          'It does not harm the baby',
          'It can be started at most stages of labour',
        ],
      },
      {
        heading: 'Is it right for me?',
        body: 'Most mothers can have an epidural. A few conditions, such as some bleeding disorders, make it unsuitable; our anaesthetist reviews you in the antenatal clinic.',
      },
    ],
    faqs: [
      [
        'Does an epidural cause back pain later?',
        'Studies show no link between epidurals and long-term back pain.',
      ],
      [
        'Does it increase the chance of caesarean?',
        'Modern low-dose epidurals do not increase caesarean rates.',
      ],
    ],
  },
  {
    title: 'Fever in Children: When to Worry',
    department: 'Paediatrics',
    author: { doctor: 'dr-bhavana-rao' },
    intro:
      "Fever is the body's way of fighting infection and is rarely dangerous by itself. How your child looks and behaves matters more than the number on the thermometer.",
    sections: [
      {
        heading: 'Come to the hospital if',
        body: 'Seek care at once for:',
        points: [
          'A baby under three months with fever',
          'Drowsiness or difficulty waking',
          'Fast or noisy breathing',
          'A rash that does not fade when pressed',
          'A fit',
        ],
      },
      {
        heading: 'At home',
        body: "Give paracetamol in the dose for your child's weight, offer plenty of fluids and dress your child lightly. Sponging with lukewarm water can add comfort.",
      },
    ],
    faqs: [
      [
        'Should I alternate paracetamol and ibuprofen?',
        'Usually not necessary; ask your paediatrician before combining medicines.',
      ],
      [
        'Do fevers cause brain damage?',
        'Ordinary fevers from infections do not cause brain damage.',
      ],
    ],
  },
  {
    title: "Your Child's Vaccination Schedule Explained",
    department: 'Paediatrics',
    author: { doctor: 'dr-anil-kumar' },
    intro:
      'Vaccines are the most effective way to protect children from serious infections. The schedule can look confusing, so here is how it fits together.',
    sections: [
      {
        heading: 'The first year',
        body: 'Babies receive most of their vaccines in the first year:',
        points: [
          'At birth: BCG, hepatitis B, oral polio',
          '6, 10 and 14 weeks: combination vaccines, rotavirus, pneumococcal',
          '9 months: measles, mumps, rubella',
          'Annual flu vaccine from 6 months',
        ],
      },
      {
        heading: 'Missed a dose?',
        body: 'There is no need to restart. Your paediatrician will plan catch-up doses.',
      },
    ],
    faqs: [
      [
        'Are optional vaccines necessary?',
        'Optional vaccines protect against additional diseases; discuss them with your paediatrician.',
      ],
      [
        'Can my child have several vaccines on one day?',
        'Yes. Combination schedules are safe and reduce visits.',
      ],
    ],
  },
  {
    title: 'Bangalore Air and Your Lungs',
    department: 'Pulmonology',
    author: { doctor: 'dr-sridhar-acharya' },
    intro:
      'Traffic, construction dust and seasonal pollen have made cough and wheeze common in a city once known for its clean air.',
    sections: [
      {
        heading: 'Protect yourself',
        body: 'Small steps reduce exposure:',
        points: [
          'Check the air quality index before outdoor exercise',
          'Wear a well-fitting N95 mask in traffic',
          'Keep windows closed on high-pollution days',
          'Use a cooking chimney at home',
        ],
      },
      {
        heading: 'When to get tested',
        body: 'A cough lasting more than three weeks, wheezing or breathlessness on climbing stairs calls for a lung function test.',
      },
    ],
    faqs: [
      [
        'Do indoor plants purify air?',
        'Plants have a very small effect; ventilation and air purifiers help more.',
      ],
      [
        'Is morning walking harmful in polluted areas?',
        'Pollution is often highest in early mornings near traffic; walk in parks away from main roads.',
      ],
    ],
  },
  {
    title: 'Snoring Could Be Sleep Apnoea',
    department: 'Pulmonology',
    author: { doctor: 'dr-tarun-malhotra' },
    intro:
      'Snoring is often a joke at home, but snoring with pauses in breathing is a medical condition that strains the heart and brain.',
    sections: [
      {
        heading: 'Signs of sleep apnoea',
        body: 'Ask your partner whether you:',
        points: [
          'Snore loudly most nights',
          'Stop breathing or gasp in sleep',
          'Wake up tired despite a full night',
          'Fall asleep at work or while driving',
        ],
      },
      {
        heading: 'Treatment',
        body: 'CPAP therapy keeps the airway open with gentle air pressure. Weight loss, avoiding alcohol at night and sleeping on your side help too.',
      },
    ],
    faqs: [
      [
        'Is a CPAP machine for life?',
        'Often yes, though significant weight loss can reduce or end the need.',
      ],
      ['Can thin people have sleep apnoea?', 'Yes, especially with a small jaw or large tonsils.'],
    ],
  },
  {
    title: 'Using Your Inhaler the Right Way',
    department: 'Pulmonology',
    author: { writer: 'Saithunga Health Desk' },
    intro:
      'Most people who say their inhaler does not work are using it incorrectly. Technique matters more than the brand.',
    sections: [
      {
        heading: 'Metered-dose inhaler steps',
        body: 'Follow these steps every time:',
        points: [
          'Shake the inhaler and breathe out fully',
          'Seal lips around the mouthpiece or spacer',
          'Press once while breathing in slowly',
          'Hold your breath for ten seconds',
        ],
      },
      {
        heading: 'After steroid inhalers',
        body: 'Rinse your mouth and spit after each use to prevent throat infections and hoarseness.',
      },
    ],
    faqs: [
      [
        'Should I use a spacer?',
        'Spacers improve delivery for most people and are essential for children.',
      ],
      [
        'How do I know when my inhaler is empty?',
        'Use one with a dose counter, or track doses; floating it in water is unreliable.',
      ],
    ],
  },
];
