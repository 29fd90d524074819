/** Blog posts on digestion, kidneys, the urinary tract and cancer. */
import type { BlogText } from './types';

export const BLOGS_B: BlogText[] = [
  {
    title: "Acidity That Won't Go Away",
    department: 'Gastroenterology',
    author: { doctor: 'dr-shalini-joshi' },
    intro:
      'Antacids are among the best-selling medicines in India. Occasional heartburn is normal, but acidity every day is a sign that something needs attention.',
    sections: [
      {
        heading: 'Everyday changes that help',
        body: 'Most reflux improves with habits rather than tablets:',
        points: [
          'Eat dinner at least three hours before bed',
          'Raise the head end of the bed',
          'Cut down tea, coffee and fried food',
          'Lose weight around the waist',
        ],
      },
      {
        heading: 'When you need an endoscopy',
        body: 'Difficulty swallowing, vomiting, black stools, weight loss or acidity starting after 45 are reasons to have an endoscopy rather than another strip of antacids.',
      },
    ],
    faqs: [
      [
        'Is long-term use of acid-reducing tablets safe?',
        'They are safe for most people when needed, but long-term use should be reviewed by a doctor every few months.',
      ],
      [
        'Does milk cure acidity?',
        'Milk soothes briefly but can increase acid later. It is not a treatment.',
      ],
    ],
  },
  {
    title: 'Fatty Liver: The Silent Epidemic in Indian Cities',
    department: 'Gastroenterology',
    author: { doctor: 'dr-prakash-murthy' },
    intro:
      'Nearly one in three adults in Indian cities has fat in the liver, many of them slim and teetotal. Fatty liver is reversible, but left alone it can progress to cirrhosis.',
    sections: [
      {
        heading: 'Who is at risk',
        body: 'Fatty liver is common in people with:',
        points: [
          'Diabetes or prediabetes',
          'A large waist',
          'High triglycerides',
          'A sedentary routine',
        ],
      },
      {
        heading: 'Reversing it',
        body: 'Losing 7 to 10 percent of body weight, 150 minutes of exercise a week and cutting sugar-sweetened drinks can remove liver fat within months. A Fibroscan tracks progress without needles.',
      },
    ],
    faqs: [
      [
        'Do liver detox products work?',
        'There is no evidence that detox products remove liver fat; weight loss and exercise do.',
      ],
      [
        'Can thin people have fatty liver?',
        'Yes. Lean fatty liver is common in South Asians and is linked to abdominal fat and insulin resistance.',
      ],
    ],
  },
  {
    title: 'Protecting Your Kidneys When You Have Diabetes',
    department: 'Nephrology',
    author: { doctor: 'dr-sunita-pillai' },
    intro:
      'Diabetes is the most common cause of kidney failure in India. The damage is silent for years, but two simple tests can detect it early enough to stop it.',
    sections: [
      {
        heading: 'Two tests every year',
        body: 'Ask for a serum creatinine with eGFR and a urine albumin-to-creatinine ratio at least once a year.',
        points: [
          'Keep HbA1c below 7 percent',
          'Keep blood pressure below 130/80',
          'Avoid painkillers such as diclofenac',
          'Ask about kidney-protective medicines',
        ],
      },
      {
        heading: 'Food and fluids',
        body: 'Reduce salt, avoid protein powders unless advised, and do not restrict water unless your nephrologist tells you to.',
      },
    ],
    faqs: [
      [
        'Is protein in urine always kidney disease?',
        'Not always; fever and heavy exercise can cause temporary protein. A repeat test confirms it.',
      ],
      [
        'Can kidney damage from diabetes be reversed?',
        'Early changes can improve with good control; later damage can be slowed but not undone.',
      ],
    ],
  },
  {
    title: 'What to Expect When Starting Dialysis',
    department: 'Nephrology',
    author: { doctor: 'dr-abhishek-jain' },
    intro:
      'Hearing that you need dialysis is frightening. Knowing what happens in the dialysis room, and how life adjusts around it, makes the first weeks much easier.',
    sections: [
      {
        heading: 'Your first sessions',
        body: 'The first sessions are shorter and gentler. A nurse explains each step and checks your weight, blood pressure and access site.',
        points: [
          'Sessions last about four hours',
          'Two or three sessions a week',
          'You can read, watch shows or sleep',
          'A nephrologist reviews you on each shift',
        ],
      },
      {
        heading: 'Life between sessions',
        body: 'Most people keep working. Watching fluid intake, salt and potassium helps you feel well between sessions. Our dietitian gives you a plan built around the food you already eat.',
      },
    ],
    faqs: [
      [
        'Is dialysis painful?',
        'The needle insertion causes brief discomfort; the treatment itself is not painful.',
      ],
      [
        'Can I still pass urine on dialysis?',
        'Many people do at first; the amount usually reduces over time.',
      ],
    ],
  },
  {
    title: 'Kidney Stones in Summer: How Water Helps',
    department: 'Urology',
    author: { doctor: 'dr-girish-kamath' },
    intro:
      'Stone clinics get busier every April and May. Heat and sweating concentrate urine, and minerals crystallise into stones.',
    sections: [
      {
        heading: 'Prevent the next stone',
        body: 'Half of people who have one stone will have another within ten years unless they change habits.',
        points: [
          'Drink enough to pass pale urine',
          'Add lemon water, which contains citrate',
          'Cut down salt and packaged snacks',
          'Do not stop calcium-rich foods',
        ],
      },
      {
        heading: 'When stone pain needs emergency care',
        body: 'Pain with fever or chills, vomiting that stops you drinking, or a single kidney with a blockage needs urgent treatment.',
      },
    ],
    faqs: [
      [
        'Does beer help pass kidney stones?',
        'No. Alcohol dehydrates you and can worsen stone formation.',
      ],
      [
        'Do tomatoes and spinach cause stones?',
        'Spinach is high in oxalate and best eaten in moderation; tomatoes are not a major risk.',
      ],
    ],
  },
  {
    title: 'Prostate Health for Men Over 50',
    department: 'Urology',
    author: { doctor: 'dr-rohan-mehta' },
    intro:
      'Getting up at night to urinate is often dismissed as a part of ageing. It is usually a treatable enlargement of the prostate, and occasionally a sign of something more serious.',
    sections: [
      {
        heading: 'Symptoms to mention to your doctor',
        body: 'These are common and treatable:',
        points: [
          'A weak or interrupted stream',
          'Waking two or more times a night',
          'Straining to start',
          'Dribbling after finishing',
        ],
      },
      {
        heading: 'PSA testing',
        body: 'A PSA blood test helps detect prostate cancer early. Discuss its benefits and limits with a urologist from the age of 50, or 45 with a family history.',
      },
    ],
    faqs: [
      [
        'Does an enlarged prostate lead to cancer?',
        'No. Benign enlargement and prostate cancer are different conditions, though they can coexist.',
      ],
      [
        'Will prostate surgery affect my sexual life?',
        'Modern laser surgery preserves erections in most men; some notice changes in ejaculation.',
      ],
    ],
  },
  {
    title: 'Breast Self-Examination: A Monthly Habit',
    department: 'Oncology',
    author: { doctor: 'dr-nandini-krishnan' },
    intro:
      'Breast cancer is now the most common cancer among Indian women, and many are diagnosed late. A five-minute monthly self-examination helps you know what is normal for you.',
    sections: [
      {
        heading: 'How to examine',
        body: 'Choose a day a week after your period ends, or a fixed date each month after menopause.',
        points: [
          'Look in the mirror with arms down and raised',
          'Feel each breast in circles with flat fingers',
          'Check the armpits',
          'Look for nipple changes or discharge',
        ],
      },
      {
        heading: 'Mammograms still matter',
        body: 'Self-examination does not replace screening. Women over 40 should have a mammogram every one to two years.',
      },
    ],
    faqs: [
      [
        'Are most breast lumps cancer?',
        'No. Most are benign, but every new lump should be examined by a doctor.',
      ],
      ['Can men get breast cancer?', 'Yes, though rarely. Men should also report any breast lump.'],
      [
        'Does a mammogram hurt?',
        'It causes brief pressure for a few seconds; most women find it tolerable.',
      ],
    ],
  },
  {
    title: 'Tobacco and Oral Cancer: Early Signs to Watch',
    department: 'Oncology',
    author: { doctor: 'dr-sameer-khan' },
    intro:
      'Mouth cancer is one of the most common cancers in Indian men, driven largely by gutka, betel quid and smoking. Found early, it is highly curable.',
    sections: [
      {
        heading: 'Look inside your mouth',
        body: 'Check your mouth in a mirror once a month and see a doctor for:',
        points: [
          'An ulcer that does not heal in two weeks',
          'White or red patches',
          'Difficulty opening the mouth',
          'A lump in the neck',
        ],
      },
      {
        heading: 'Quitting helps at any age',
        body: 'Risk falls steadily after quitting tobacco. Our quit clinic offers counselling and nicotine replacement.',
      },
    ],
    faqs: [
      [
        'Is smokeless tobacco safer than cigarettes?',
        'No. Chewing tobacco is a major cause of mouth cancer.',
      ],
      [
        'Can oral cancer be treated without surgery?',
        'Early cancers are usually treated with surgery; radiation and chemotherapy are added as needed.',
      ],
    ],
  },
  {
    title: 'Eating Well During Chemotherapy',
    department: 'Oncology',
    author: { writer: 'Ritu Sharma' },
    intro:
      'Good nutrition helps patients tolerate chemotherapy, heal faster and keep their strength. Small changes make eating easier on difficult days.',
    sections: [
      {
        heading: 'Practical tips',
        body: 'Our dietitians suggest:',
        points: [
          'Small meals every two to three hours',
          'Protein at every meal: dal, eggs, paneer, curd',
          'Cold foods when smells cause nausea',
          'Plenty of fluids',
        ],
      },
      {
        heading: 'Food safety',
        body: 'When blood counts are low, avoid raw salads, street food and unpasteurised milk, and wash fruits well.',
      },
    ],
    faqs: [
      [
        'Does sugar feed cancer?',
        'All cells use glucose; avoiding sugar does not starve cancer, but a balanced diet helps overall health.',
      ],
      [
        'Should I take supplements during chemotherapy?',
        "Only with your oncologist's approval; some supplements interfere with treatment.",
      ],
    ],
  },
];
