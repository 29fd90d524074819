/** Departments, first half: heart, brain, bones, digestion, kidneys, urinary tract, cancer. */
import type { DepartmentText } from './types';

export const DEPARTMENTS_A: DepartmentText[] = [
  {
    name: 'Cardiology',
    pictogram: 'heart',
    description:
      'The Saithunga Heart Institute brings interventional cardiologists, cardiac surgeons, electrophysiologists and critical care nurses under one roof. Our two cardiac catheterisation laboratories run around the clock, so a patient with a heart attack who reaches our emergency department can have a blocked artery opened within the golden hour. We treat coronary artery disease, heart failure, rhythm disorders, valve disease and congenital heart defects in adults, and run a preventive cardiology clinic for people with diabetes, high blood pressure or a family history of heart disease. Every patient leaves with a written rehabilitation plan and a named cardiac nurse to call.',
    quality: {
      title: 'Heart care that starts in the first golden hour',
      descriptionHtml:
        '<p>Our chest pain unit is connected to the catheterisation laboratory by a dedicated lift, and a cardiologist reviews every ECG sent by our ambulances before the patient arrives.</p><p>After treatment, a <strong>12-week cardiac rehabilitation programme</strong> helps patients return to work and daily walks with confidence.</p>',
      qualities: [
        '24x7 cath lab',
        'Primary angioplasty',
        'Cardiac rehabilitation',
        'Heart failure clinic',
        'Preventive cardiology',
      ],
    },
    faqs: [
      {
        question: 'What are the early warning signs of a heart attack?',
        answerHtml:
          '<p>Pressure or heaviness in the chest, pain spreading to the left arm, jaw or back, sweating, breathlessness and unexplained tiredness. People with diabetes may feel only discomfort or fatigue.</p><p>Call our emergency number at once; do not drive yourself.</p>',
      },
      {
        question: 'Do I need a treadmill test if my ECG is normal?',
        answerHtml:
          '<p>A resting ECG can be normal even when arteries are narrowed. If you have symptoms on exertion, your cardiologist may advise a treadmill test, a stress echo or a CT coronary angiogram.</p>',
      },
      {
        question: 'How often should I get my heart checked?',
        answerHtml:
          '<p>Adults over 40, and anyone with diabetes, high blood pressure, high cholesterol or a smoking habit, should have a heart check-up every year.</p>',
      },
    ],
    metaTags: ['cardiologist in bangalore', 'heart hospital', 'angioplasty', 'cardiac surgery'],
  },
  {
    name: 'Neurology',
    pictogram: 'brain',
    description:
      "Our neurology and neurosurgery team cares for disorders of the brain, spinal cord and nerves, from a first migraine to a major stroke. A certified stroke unit with round-the-clock CT and MRI means clot-dissolving treatment can begin within minutes of arrival. Neurologists run dedicated clinics for epilepsy, movement disorders such as Parkinson's disease, memory problems and neuropathy, and our neurophysiology laboratory offers EEG, video EEG, nerve conduction and EMG studies. Neurosurgeons perform brain tumour, spine and functional surgery with neuronavigation and intra-operative monitoring for safer outcomes.",
    quality: {
      title: 'When every minute of a stroke counts',
      descriptionHtml:
        '<p>Our <strong>stroke code</strong> alerts the neurologist, radiologist and pharmacist together the moment a patient with sudden weakness or slurred speech arrives.</p><p>Rehabilitation starts within 48 hours with physiotherapy, speech therapy and occupational therapy.</p>',
      qualities: ['Stroke unit', 'Video EEG', 'Neuronavigation', 'Movement disorder clinic'],
    },
    faqs: [
      {
        question: 'What does BE FAST mean for stroke?',
        answerHtml:
          '<p><strong>B</strong>alance loss, <strong>E</strong>yes (sudden vision loss), <strong>F</strong>ace drooping, <strong>A</strong>rm weakness, <strong>S</strong>peech difficulty and <strong>T</strong>ime to call an ambulance.</p>',
      },
      {
        question: 'Is a headache every day a sign of a brain tumour?',
        answerHtml:
          '<p>Very rarely. Most daily headaches are tension-type headaches, migraine or overuse of painkillers. See a neurologist if headaches wake you from sleep, come with vomiting or weakness, or are new after the age of 50.</p>',
      },
      {
        question: 'Can epilepsy be controlled with medicines?',
        answerHtml:
          '<p>About seven in ten people become seizure-free with the right medicine. Those who do not may benefit from video EEG evaluation and epilepsy surgery.</p>',
      },
    ],
    metaTags: ['neurologist in bangalore', 'stroke treatment', 'epilepsy', 'neurosurgery'],
  },
  {
    name: 'Orthopaedics',
    pictogram: 'bone',
    description:
      'From a sprained ankle on the football field to a worn-out knee after decades of work, our orthopaedic surgeons treat bones, joints, ligaments and the spine. The department performs robot-assisted knee and hip replacement, keyhole (arthroscopic) surgery for sports injuries, complex fracture fixation and minimally invasive spine surgery. A dedicated trauma team is on call day and night. Physiotherapists work with every surgical patient from the day after the operation, and most joint replacement patients are walking with support within 24 hours.',
    quality: {
      title: 'Back on your feet, sooner',
      descriptionHtml:
        '<p>Our <strong>rapid recovery pathway</strong> combines nerve-block anaesthesia, early walking and home physiotherapy visits, so most patients go home three to four days after joint replacement.</p>',
      qualities: [
        'Robotic joint replacement',
        'Sports medicine',
        '24x7 trauma care',
        'Spine surgery',
        'In-house physiotherapy',
        'Paediatric orthopaedics',
      ],
    },
    faqs: [
      {
        question: 'At what age is knee replacement advisable?',
        answerHtml:
          '<p>Age alone does not decide it. Replacement is considered when arthritis pain limits walking and sleep despite medicines, weight loss and physiotherapy. Most of our patients are between 55 and 80.</p>',
      },
      {
        question: 'How long does a knee or hip implant last?',
        answerHtml:
          '<p>Modern implants last 20 years or more in most patients. Keeping a healthy weight and avoiding high-impact sports helps them last longer.</p>',
      },
      {
        question: 'Should I use ice or heat on a sports injury?',
        answerHtml:
          '<p>For the first 48 hours use ice for 15 minutes at a time, with rest, compression and elevation. Heat helps later for stiffness, not for fresh swelling.</p>',
      },
      {
        question: 'Is back pain always a reason for an MRI?',
        answerHtml:
          '<p>No. Most back pain settles in four to six weeks with activity and exercises. An MRI is advised when pain spreads down the leg with numbness or weakness, or when there are warning signs such as fever or weight loss.</p>',
      },
    ],
    metaTags: [
      'orthopaedic surgeon bangalore',
      'knee replacement',
      'sports injury',
      'spine surgery',
    ],
  },
  {
    name: 'Gastroenterology',
    pictogram: 'stomach',
    description:
      'Our gastroenterologists, hepatologists and gastrointestinal surgeons look after the food pipe, stomach, intestines, liver, gallbladder and pancreas. The advanced endoscopy suite offers diagnostic and therapeutic endoscopy, colonoscopy, ERCP and endoscopic ultrasound under sedation. We manage acid reflux, ulcers, inflammatory bowel disease, fatty liver, hepatitis and pancreatitis, and our laparoscopic surgeons remove gallbladders and repair hernias through small cuts.',
    quality: {
      title: 'Digestive care without the discomfort',
      descriptionHtml:
        '<p>Endoscopies are done under <strong>conscious sedation</strong> by an anaesthetist, and most patients go home within two hours with their report explained.</p>',
      qualities: ['Advanced endoscopy', 'ERCP and EUS', 'Liver clinic', 'Laparoscopic GI surgery'],
    },
    faqs: [
      {
        question: 'Is acidity every day a reason to see a gastroenterologist?',
        answerHtml:
          '<p>Yes, if it lasts more than two weeks, needs antacids most days, or comes with difficulty swallowing, vomiting or weight loss.</p>',
      },
      {
        question: 'Can fatty liver be reversed?',
        answerHtml:
          '<p>In its early stages, yes. Losing 7 to 10 percent of body weight, regular exercise and avoiding alcohol can reverse fat deposits in the liver.</p>',
      },
    ],
    metaTags: ['gastroenterologist bangalore', 'endoscopy', 'liver specialist', 'colonoscopy'],
  },
  {
    name: 'Nephrology',
    pictogram: 'kidney',
    description:
      'The kidney care unit treats chronic kidney disease, kidney stones with complications, high blood pressure of kidney origin and kidney problems in pregnancy. Our 20-bed dialysis centre runs three shifts a day, including a night shift for working patients, and a dedicated transplant team has performed living and deceased donor kidney transplants since the hospital opened.',
    quality: {
      title: 'Dialysis that fits around your life',
      descriptionHtml:
        '<p>Patients on long-term dialysis choose a fixed shift, have their own machine setting saved, and meet a nephrologist and a dietitian every month.</p>',
      qualities: [
        '20-bed dialysis unit',
        'Night dialysis shift',
        'Kidney transplant',
        'CKD clinic',
      ],
    },
    faqs: [
      {
        question: 'Who should get their kidneys tested?',
        answerHtml:
          '<p>Anyone with diabetes, high blood pressure, a family history of kidney disease, or long-term use of painkillers should have a yearly creatinine and urine albumin test.</p>',
      },
      {
        question: 'Can I travel while on dialysis?',
        answerHtml:
          '<p>Yes. Our team books holiday dialysis at partner centres across India and shares your records in advance.</p>',
      },
    ],
    metaTags: ['nephrologist bangalore', 'dialysis centre', 'kidney transplant', 'kidney disease'],
  },
  {
    name: 'Urology',
    pictogram: 'bladder',
    description:
      'Our urologists treat conditions of the kidneys, bladder, prostate and male reproductive system using endoscopic, laser and laparoscopic techniques. Kidney and ureteric stones are removed with holmium laser through natural passages, so most patients need no cuts and go home the next day. The department also runs a prostate clinic, a continence clinic for men and women, and a urodynamics laboratory that studies how the bladder fills and empties. Urological cancers of the kidney, bladder and prostate are treated jointly with our oncology team, and emergency urology cover is available around the clock for blocked urine and severe stone pain.',
    quality: {
      title: 'Stone-free, usually without a single cut',
      descriptionHtml:
        '<p>Laser lithotripsy through the urinary passage (<strong>RIRS</strong>) breaks stones into dust, and most patients return to work within three days.</p>',
      qualities: ['Holmium laser', 'RIRS and PCNL', 'Prostate clinic', 'Urodynamics lab'],
    },
    faqs: [
      {
        question: 'How much water should I drink to prevent kidney stones?',
        answerHtml:
          '<p>Enough to pass about two and a half litres of urine a day, which for most adults in Bangalore means three litres of fluid, more in summer.</p>',
      },
      {
        question: 'Is frequent urination at night a prostate problem?',
        answerHtml:
          '<p>It can be, in men over 50. It can also be due to diabetes, heart failure or drinking late in the evening. A urologist can tell the difference with simple tests.</p>',
      },
      {
        question: 'Do all kidney stones need surgery?',
        answerHtml:
          '<p>No. Stones smaller than 5 mm usually pass with fluids and medicines. Larger stones, or those causing infection or blockage, need removal.</p>',
      },
    ],
    metaTags: [
      'urologist bangalore',
      'kidney stone treatment',
      'prostate surgery',
      'laser urology',
    ],
  },
  {
    name: 'Oncology',
    pictogram: 'ribbon',
    description:
      'The Saithunga Cancer Centre offers complete cancer care, from screening and diagnosis to surgery, chemotherapy, radiation and palliative care, with every plan discussed at a weekly tumour board of surgical, medical and radiation oncologists, pathologists and radiologists. Day-care chemotherapy suites let patients receive treatment in reclining chairs and go home the same evening. A linear accelerator delivers precise image-guided radiotherapy that spares healthy tissue, and onco-surgeons perform breast-conserving, head and neck, gastrointestinal and gynaecological cancer surgery. Counsellors, dietitians and a palliative care team support patients and families through every stage.',
    quality: {
      title: 'One plan, agreed by every specialist',
      descriptionHtml:
        '<p>Every new diagnosis is reviewed by our <strong>multidisciplinary tumour board</strong> before treatment begins, so the patient hears one clear plan.</p><ul><li>Oncology nurse navigator for each patient</li><li>Same-day chemotherapy</li></ul>',
      qualities: [
        'Tumour board',
        'Day-care chemotherapy',
        'Image-guided radiotherapy',
        'Onco-surgery',
        'Palliative care',
      ],
    },
    faqs: [
      {
        question: 'Which cancer screening tests should I take?',
        answerHtml:
          '<p>Women over 30 should have a Pap smear or HPV test and, from 40, a yearly mammogram. Adults over 45 should discuss colon cancer screening. Tobacco users should have an oral examination every year.</p>',
      },
      {
        question: 'Will I lose my hair during chemotherapy?',
        answerHtml:
          '<p>Only some chemotherapy drugs cause hair loss, and hair grows back after treatment ends. Your oncologist will tell you what to expect from your specific plan.</p>',
      },
      {
        question: 'Can I continue working during treatment?',
        answerHtml:
          '<p>Many patients do, especially with day-care chemotherapy scheduled around their work week. Our team helps you plan treatment days and rest days.</p>',
      },
    ],
    metaTags: ['cancer hospital bangalore', 'oncologist', 'chemotherapy', 'radiation therapy'],
  },
];
