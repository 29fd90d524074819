/** Blog posts on the heart, the brain and the bones. */
import type { BlogText } from './types';

export const BLOGS_A: BlogText[] = [
  {
    title: 'Ten Signs Your Heart Needs a Check-up',
    department: 'Cardiology',
    author: { doctor: 'dr-ramesh-kulkarni' },
    intro:
      'Heart disease rarely announces itself with the dramatic chest-clutching scene of films. More often it whispers: a little breathlessness on the stairs, a tiredness that sleep does not fix, swelling around the ankles by evening.',
    sections: [
      {
        heading: 'Signals worth listening to',
        body: 'Any of these, especially in combination, deserves a visit to a cardiologist:',
        points: [
          'Chest discomfort on walking that eases with rest',
          'Breathlessness lying flat',
          'Palpitations or a racing heart at rest',
          'Swollen feet by evening',
          'Fainting or near-fainting',
          'Unusual tiredness for weeks',
        ],
      },
      {
        heading: 'Risk factors you can check at home',
        body: 'Blood pressure above 140/90, fasting sugar above 100 mg/dL, a waist larger than 90 cm for men or 80 cm for women, and smoking all add up. A yearly check with an ECG, lipid profile and sugar test costs little compared with the cost of a heart attack.',
      },
    ],
    faqs: [
      [
        'Is an ECG enough to rule out heart disease?',
        'No. A normal resting ECG does not exclude blocked arteries; a stress test or CT angiogram may be needed if symptoms occur on exertion.',
      ],
      [
        'At what age should heart check-ups start?',
        'From 35 if you have diabetes, high blood pressure or a family history of early heart disease, otherwise from 40.',
      ],
    ],
  },
  {
    title: 'Heart Attacks in Young Indians: Why They Are Rising',
    department: 'Cardiology',
    author: { doctor: 'dr-ananya-rao' },
    intro:
      'Our emergency team now treats heart attacks in people in their thirties almost every week. Indians develop coronary artery disease about ten years earlier than people in Europe, and city lifestyles are widening that gap.',
    sections: [
      {
        heading: 'What is driving it',
        body: 'Long working hours, little physical activity, tobacco in any form, poor sleep and diets high in refined carbohydrates combine with a genetic tendency to abdominal fat and diabetes.',
        points: [
          'Smoking and chewing tobacco',
          'Undiagnosed diabetes',
          'High triglycerides and low HDL',
          'Chronic stress and short sleep',
        ],
      },
      {
        heading: 'What you can do this month',
        body: 'Walk briskly for 30 minutes on five days a week, stop tobacco completely, and get your sugar, lipids and blood pressure measured. Knowing your numbers is the first step to changing them.',
      },
    ],
    faqs: [
      [
        'Can a heart attack happen with normal cholesterol?',
        'Yes. Smoking, diabetes, high blood pressure and family history raise risk even when cholesterol is normal.',
      ],
      [
        'Are gym supplements risky for the heart?',
        'Some pre-workout products contain stimulants that raise heart rate and blood pressure. Check with a doctor before using them.',
      ],
      [
        'Does yoga help prevent heart disease?',
        'Regular yoga helps control blood pressure, stress and weight, and works best alongside aerobic exercise.',
      ],
    ],
  },
  {
    title: 'Life After Angioplasty: A Practical Guide',
    department: 'Cardiology',
    author: { doctor: 'dr-vikram-shetty' },
    intro:
      'A stent opens the artery, but what you do in the months after angioplasty decides how well your heart does for years. Here is what we tell every patient before they go home.',
    sections: [
      {
        heading: 'Medicines you must not stop',
        body: 'Blood thinners keep the stent from clotting. Stopping them early, even for a dental procedure, can cause a sudden heart attack. Always tell any doctor or dentist that you have a stent.',
        points: [
          'Aspirin, usually for life',
          'A second blood thinner for six to twelve months',
          'A statin to lower cholesterol',
          'Blood pressure medicines as advised',
        ],
      },
      {
        heading: 'Getting active again',
        body: 'Start with short walks on level ground and add five minutes every few days. Our cardiac rehabilitation programme gives you a supervised plan and the confidence to exercise safely.',
      },
    ],
    faqs: [
      [
        'When can I drive after angioplasty?',
        'Usually after one week for a planned procedure, and after four weeks following a heart attack, if your cardiologist agrees.',
      ],
      [
        'Can I travel by air with a stent?',
        'Yes, once you are stable, typically two weeks after the procedure. Carry your discharge summary and medicines in your cabin bag.',
      ],
    ],
  },
  {
    title: 'Stroke: Why Every Minute Counts',
    department: 'Neurology',
    author: { doctor: 'dr-meera-iyer' },
    intro:
      'During a stroke the brain loses nearly two million nerve cells every minute. The treatments that can reverse a stroke work only within hours, which is why recognising it quickly matters more than anything else.',
    sections: [
      {
        heading: 'Remember BE FAST',
        body: 'Teach these letters to everyone at home:',
        points: [
          'Balance: sudden loss of balance',
          'Eyes: sudden loss of vision',
          'Face: one side drooping',
          'Arm: weakness of one arm',
          'Speech: slurred or confused',
          'Time: call an ambulance now',
        ],
      },
      {
        heading: 'Go to the right hospital',
        body: 'Choose a hospital with a stroke unit, round-the-clock CT or MRI and a neurologist on call. Do not wait at home to see if symptoms pass, and do not give food, water or tablets.',
      },
    ],
    faqs: [
      [
        'What is a mini-stroke?',
        'A transient ischaemic attack causes stroke symptoms that resolve within minutes to hours. It is a warning sign and needs urgent evaluation.',
      ],
      [
        'Can stroke happen in young people?',
        'Yes. Heart rhythm problems, clotting disorders and injuries to neck arteries can cause stroke in young adults.',
      ],
    ],
  },
  {
    title: 'Living Well with Migraine',
    department: 'Neurology',
    author: { doctor: 'dr-lakshmi-narayan' },
    intro:
      'Migraine affects one in seven adults and is far more than a bad headache. With the right plan, most people can cut the number of attacks in half.',
    sections: [
      {
        heading: 'Find your triggers',
        body: 'Keep a headache diary for eight weeks. Common triggers include:',
        points: [
          'Skipped meals',
          'Too little or too much sleep',
          'Bright screens and glare',
          'Hormonal changes',
          'Strong smells',
        ],
      },
      {
        heading: 'Use painkillers wisely',
        body: 'Taking painkillers on more than ten days a month can itself cause daily headaches. If you need them that often, a preventive medicine is the better choice.',
      },
    ],
    faqs: [
      [
        'Is migraine hereditary?',
        'It often runs in families; most people with migraine have a close relative who has it.',
      ],
      [
        'Do I need a brain scan for migraine?',
        'Usually not. A scan is advised only when there are warning features such as a new headache after 50 or neurological symptoms.',
      ],
      [
        'Can children get migraine?',
        'Yes, and in children it may show as tummy aches, vomiting or dizziness more than headache.',
      ],
    ],
  },
  {
    title: 'Understanding Epilepsy: Myths and Facts',
    department: 'Neurology',
    author: { writer: 'Saithunga Health Desk' },
    intro:
      'Few conditions carry as many myths as epilepsy. Misunderstanding keeps people from treatment, education and work, even though most can live seizure-free with medicines.',
    sections: [
      {
        heading: 'Myths we still hear',
        body: 'None of these is true:',
        points: [
          'Epilepsy is a mental illness',
          'It is contagious',
          'People with epilepsy cannot marry or have children',
          'You should put a spoon or key in the mouth during a fit',
        ],
      },
      {
        heading: 'First aid for a seizure',
        body: 'Stay calm, time the seizure, turn the person on their side, cushion the head and loosen tight clothing. Call an ambulance if the seizure lasts more than five minutes or if another follows.',
      },
    ],
    faqs: [
      [
        'Can people with epilepsy drive?',
        'Indian rules allow driving after a seizure-free period on treatment; ask your neurologist for the current requirement.',
      ],
      [
        'Is epilepsy medicine safe in pregnancy?',
        'Most are, with adjustments. Plan pregnancy with your neurologist and take folic acid beforehand.',
      ],
    ],
  },
  {
    title: 'Knee Pain After 50: When to Consider Replacement',
    department: 'Orthopaedics',
    author: { doctor: 'dr-rajesh-patil' },
    intro:
      'Knee arthritis is the most common reason our orthopaedic clinic is busy. Surgery is not the first answer, but for many people it is the one that gives their life back.',
    sections: [
      {
        heading: 'Try these first',
        body: 'Early arthritis often improves with simple measures:',
        points: [
          'Losing even 5 kg of weight',
          'Quadriceps strengthening exercises',
          'Walking on level ground instead of stairs',
          'Short courses of painkillers',
        ],
      },
      {
        heading: 'Signs it may be time',
        body: 'When pain wakes you at night, stops you walking to the shop or makes you avoid family functions, and X-rays show bone rubbing on bone, a replacement can restore a pain-free, active life.',
      },
    ],
    faqs: [
      [
        'Will I be able to sit on the floor after knee replacement?',
        'Many patients can with modern high-flexion implants, but it is best discussed with your surgeon.',
      ],
      [
        'Are knee injections useful?',
        'Steroid or lubricant injections can relieve pain for a few months in early arthritis; they do not rebuild cartilage.',
      ],
    ],
  },
  {
    title: 'Desk Jobs and Back Pain: Simple Fixes',
    department: 'Orthopaedics',
    author: { writer: 'Meghana Rao' },
    intro:
      'Bangalore runs on desk jobs, and so does our back pain clinic. Most work-related back pain improves with small, steady changes rather than medicines.',
    sections: [
      {
        heading: 'Set up your desk',
        body: 'Your screen should be at eye level, your feet flat on the floor and your hips slightly higher than your knees.',
        points: [
          'Stand up every 30 minutes',
          'Keep the laptop on a stand with a separate keyboard',
          'Use a chair with lower back support',
          'Walk during phone calls',
        ],
      },
      {
        heading: 'When to see a doctor',
        body: 'See a spine specialist if back pain spreads below the knee, causes numbness or weakness, or comes with fever, weight loss or trouble passing urine.',
      },
    ],
    faqs: [
      [
        'Is bed rest good for back pain?',
        'No. Staying gently active speeds recovery; bed rest beyond a day or two makes it slower.',
      ],
      [
        'Which exercise is best for back pain?',
        'Core strengthening, walking and swimming help most people. A physiotherapist can tailor a programme.',
      ],
    ],
  },
  {
    title: 'Preventing Sports Injuries in Weekend Athletes',
    department: 'Orthopaedics',
    author: { doctor: 'dr-deepa-srinivasan' },
    intro:
      'Five days at a desk followed by a hard game of badminton or cricket on Sunday is a recipe for torn ligaments. The weekend athlete is the most common patient in our sports clinic.',
    sections: [
      {
        heading: 'Warm up properly',
        body: 'Ten minutes of light jogging and dynamic stretches prepare muscles and joints for sudden turns and jumps.',
        points: [
          'Leg swings and lunges',
          'Gradual increase in pace',
          'Sport-specific drills before full play',
        ],
      },
      {
        heading: 'Listen to pain',
        body: 'A knee that swells after a twist or gives way needs examination. Playing through pain can turn a repairable injury into a permanent one.',
      },
    ],
    faqs: [
      [
        'Do I need an MRI after a sports injury?',
        'Not always. A clinical examination decides; an MRI is used when a ligament or cartilage tear is suspected.',
      ],
      [
        'How soon can I play after a sprain?',
        'Mild sprains heal in two to three weeks; return when you can hop and turn without pain.',
      ],
    ],
  },
];
