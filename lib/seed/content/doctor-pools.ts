/**
 * What doctors of each department are called, trained in and known for. Doctor profiles draw
 * from these lists, so every profile reads like its speciality.
 */
export type DoctorPool = {
  title: string;
  degrees: string[];
  specialities: string[];
  expertise: string[];
  bestKnown: string[];
  bodies: string[];
  /** Reasons patients give at the front desk, used for demo bookings. */
  complaints: string[];
};

export const DOCTOR_POOLS: Record<string, DoctorPool> = {
  Cardiology: {
    title: 'Consultant Cardiologist',
    degrees: ['MD (General Medicine)', 'DM (Cardiology)', 'DNB (Cardiology)', 'FESC'],
    specialities: [
      'Interventional Cardiology',
      'Heart Failure',
      'Preventive Cardiology',
      'Cardiac Imaging',
      'Electrophysiology',
    ],
    expertise: [
      'Primary angioplasty',
      'Complex coronary stenting',
      'Echocardiography',
      'Heart failure management',
      'Pacemaker and ICD implantation',
      'Hypertension control',
      'Cardiac rehabilitation',
    ],
    bestKnown: [
      'Emergency heart attack care',
      'Radial angioplasty',
      'Managing heart disease in diabetes',
      'Clear explanations of test results',
      'Structural heart interventions',
    ],
    bodies: [
      'Cardiological Society of India',
      'Indian College of Cardiology',
      'European Society of Cardiology',
    ],
    complaints: [
      'Chest pain',
      'Breathlessness',
      'Palpitations',
      'High blood pressure',
      'Heart check-up',
    ],
  },
  Neurology: {
    title: 'Consultant Neurologist',
    degrees: [
      'MD (General Medicine)',
      'DM (Neurology)',
      'DNB (Neurology)',
      'Fellowship in Epilepsy',
    ],
    specialities: [
      'Stroke Medicine',
      'Epilepsy',
      'Movement Disorders',
      'Headache Medicine',
      'Neuromuscular Disorders',
    ],
    expertise: [
      'Acute stroke thrombolysis',
      'Video EEG interpretation',
      "Parkinson's disease programming",
      'Botulinum toxin therapy',
      'Nerve conduction studies',
      'Memory clinic assessment',
    ],
    bestKnown: [
      'Stroke care within the golden hour',
      'Difficult-to-control epilepsy',
      'Chronic migraine relief',
      'Deep brain stimulation programming',
    ],
    bodies: ['Indian Academy of Neurology', 'Indian Epilepsy Society', 'Indian Stroke Association'],
    complaints: ['Headache', 'Seizures', 'Numbness in hands', 'Dizziness', 'Tremor'],
  },
  Orthopaedics: {
    title: 'Consultant Orthopaedic Surgeon',
    degrees: [
      'MS (Orthopaedics)',
      'DNB (Orthopaedics)',
      'Fellowship in Arthroplasty',
      'Fellowship in Arthroscopy',
    ],
    specialities: [
      'Joint Replacement',
      'Sports Medicine',
      'Spine Surgery',
      'Trauma Surgery',
      'Paediatric Orthopaedics',
    ],
    expertise: [
      'Robotic knee replacement',
      'Hip resurfacing',
      'ACL and meniscus repair',
      'Shoulder arthroscopy',
      'Minimally invasive spine surgery',
      'Complex fracture fixation',
    ],
    bestKnown: [
      'Same-day walking after knee replacement',
      'Returning athletes to sport',
      'Revision joint surgery',
      'Keyhole shoulder surgery',
    ],
    bodies: [
      'Indian Orthopaedic Association',
      'Karnataka Orthopaedic Association',
      'Indian Arthroplasty Association',
    ],
    complaints: ['Knee pain', 'Back pain', 'Shoulder stiffness', 'Sports injury', 'Neck pain'],
  },
  Gastroenterology: {
    title: 'Consultant Gastroenterologist',
    degrees: [
      'MD (General Medicine)',
      'DM (Gastroenterology)',
      'DNB (Gastroenterology)',
      'MCh (Surgical Gastroenterology)',
    ],
    specialities: [
      'Hepatology',
      'Therapeutic Endoscopy',
      'Inflammatory Bowel Disease',
      'Pancreatic Disorders',
    ],
    expertise: [
      'ERCP',
      'Endoscopic ultrasound',
      'Colonoscopic polypectomy',
      'Fatty liver management',
      'Variceal banding',
      'Laparoscopic cholecystectomy',
    ],
    bestKnown: [
      'Painless endoscopy',
      'Fatty liver reversal programmes',
      "Crohn's and colitis care",
      'Bile duct stone removal',
    ],
    bodies: [
      'Indian Society of Gastroenterology',
      'Indian National Association for Study of the Liver',
      'Society of Gastrointestinal Endoscopy of India',
    ],
    complaints: ['Acidity', 'Abdominal pain', 'Jaundice', 'Constipation', 'Bloating'],
  },
  Nephrology: {
    title: 'Consultant Nephrologist',
    degrees: [
      'MD (General Medicine)',
      'DM (Nephrology)',
      'DNB (Nephrology)',
      'Fellowship in Renal Transplantation',
    ],
    specialities: ['Dialysis', 'Kidney Transplantation', 'Chronic Kidney Disease', 'Hypertension'],
    expertise: [
      'Haemodialysis planning',
      'Peritoneal dialysis',
      'Transplant immunosuppression',
      'Kidney biopsy',
      'Diabetic kidney disease',
    ],
    bestKnown: [
      'Living donor kidney transplants',
      'Night dialysis programme',
      'Slowing kidney disease in diabetes',
    ],
    bodies: [
      'Indian Society of Nephrology',
      'International Society of Nephrology',
      'Indian Society of Organ Transplantation',
    ],
    complaints: ['Swelling of feet', 'High creatinine', 'Frothy urine', 'Dialysis review'],
  },
  Urology: {
    title: 'Consultant Urologist',
    degrees: [
      'MS (General Surgery)',
      'MCh (Urology)',
      'DNB (Genitourinary Surgery)',
      'Fellowship in Endourology',
    ],
    specialities: ['Endourology', 'Uro-oncology', 'Andrology', 'Female Urology'],
    expertise: [
      'RIRS and laser lithotripsy',
      'PCNL',
      'HoLEP',
      'Laparoscopic nephrectomy',
      'Urodynamic studies',
    ],
    bestKnown: [
      'Stone removal without cuts',
      'Laser prostate surgery',
      'Continence care for women',
    ],
    bodies: [
      'Urological Society of India',
      'Endourological Society',
      'South Zone Urological Society',
    ],
    complaints: ['Kidney stone pain', 'Burning urination', 'Frequent urination', 'Blood in urine'],
  },
  Oncology: {
    title: 'Consultant Oncologist',
    degrees: [
      'MD (Radiotherapy)',
      'DM (Medical Oncology)',
      'MCh (Surgical Oncology)',
      'DNB (Surgical Oncology)',
    ],
    specialities: [
      'Medical Oncology',
      'Surgical Oncology',
      'Radiation Oncology',
      'Breast Oncology',
      'Head and Neck Oncology',
    ],
    expertise: [
      'Targeted therapy',
      'Immunotherapy',
      'Breast-conserving surgery',
      'IMRT planning',
      'Flap reconstruction',
      'Palliative care',
    ],
    bestKnown: [
      'Breast cancer care',
      'Tumour board-led treatment plans',
      'Oral cancer surgery',
      'Compassionate communication',
    ],
    bodies: [
      'Indian Society of Medical and Paediatric Oncology',
      'Association of Radiation Oncologists of India',
      'Indian Association of Surgical Oncology',
    ],
    complaints: ['Breast lump', 'Chemotherapy review', 'Mouth ulcer', 'Weight loss'],
  },
  'Obstetrics & Gynaecology': {
    title: 'Consultant Obstetrician and Gynaecologist',
    degrees: [
      'MS (Obstetrics and Gynaecology)',
      'DGO',
      'DNB (Obstetrics and Gynaecology)',
      'Fellowship in Reproductive Medicine',
    ],
    specialities: [
      'High-Risk Pregnancy',
      'Laparoscopic Gynaecology',
      'Infertility',
      'Menopause Care',
    ],
    expertise: [
      'Painless normal delivery',
      'VBAC',
      'Laparoscopic hysterectomy',
      'Fibroid removal',
      'PCOS management',
      'Colposcopy',
    ],
    bestKnown: [
      'Normal delivery after caesarean',
      'Keyhole fibroid surgery',
      'Caring for mothers with diabetes',
    ],
    bodies: [
      'Federation of Obstetric and Gynaecological Societies of India',
      'Bangalore Society of Obstetrics and Gynaecology',
      'Indian Association of Gynaecological Endoscopists',
    ],
    complaints: ['Pregnancy check-up', 'Irregular periods', 'Pelvic pain', 'Heavy bleeding'],
  },
  Paediatrics: {
    title: 'Consultant Paediatrician',
    degrees: ['MD (Paediatrics)', 'DCH', 'DNB (Paediatrics)', 'Fellowship in Neonatology'],
    specialities: [
      'Neonatology',
      'Paediatric Pulmonology',
      'Developmental Paediatrics',
      'Paediatric Critical Care',
    ],
    expertise: [
      'Premature baby care',
      'Vaccination planning',
      'Childhood asthma',
      'Growth assessment',
      'Newborn jaundice',
    ],
    bestKnown: [
      'Gentle care of premature babies',
      'Patient explanations for parents',
      'Allergy and asthma in children',
    ],
    bodies: [
      'Indian Academy of Pediatrics',
      'National Neonatology Forum',
      'Indian Academy of Pediatrics, Bangalore Branch',
    ],
    complaints: ['Fever in child', 'Vaccination', 'Cough and cold', 'Poor weight gain'],
  },
  Pulmonology: {
    title: 'Consultant Pulmonologist',
    degrees: [
      'MD (Respiratory Medicine)',
      'DNB (Respiratory Diseases)',
      'DTCD',
      'Fellowship in Interventional Pulmonology',
    ],
    specialities: [
      'Interventional Pulmonology',
      'Sleep Medicine',
      'Asthma and Allergy',
      'Critical Care',
    ],
    expertise: [
      'Bronchoscopy',
      'EBUS',
      'Sleep study interpretation',
      'Inhaler technique training',
      'Pulmonary rehabilitation',
    ],
    bestKnown: ['Severe asthma control', 'Sleep apnoea treatment', 'Diagnosing lung nodules'],
    bodies: [
      'Indian Chest Society',
      'National College of Chest Physicians',
      'Indian Sleep Disorders Association',
    ],
    complaints: ['Cough', 'Wheezing', 'Snoring', 'Breathlessness'],
  },
  ENT: {
    title: 'Consultant ENT Surgeon',
    degrees: ['MS (ENT)', 'DLO', 'DNB (Otorhinolaryngology)', 'Fellowship in Otology'],
    specialities: ['Otology', 'Rhinology', 'Laryngology', 'Paediatric ENT'],
    expertise: [
      'Endoscopic sinus surgery',
      'Cochlear implantation',
      'Coblation tonsillectomy',
      'Vertigo assessment',
      'Voice surgery',
    ],
    bestKnown: ['Cochlear implants for children', 'Day-care sinus surgery', 'Vertigo relief'],
    bodies: ['Association of Otolaryngologists of India', 'Cochlear Implant Group of India'],
    complaints: ['Ear pain', 'Blocked nose', 'Hearing loss', 'Sore throat'],
  },
  Dermatology: {
    title: 'Consultant Dermatologist',
    degrees: [
      'MD (Dermatology, Venereology and Leprosy)',
      'DVD',
      'DNB (Dermatology)',
      'Fellowship in Aesthetic Dermatology',
    ],
    specialities: [
      'Clinical Dermatology',
      'Trichology',
      'Dermatosurgery',
      'Paediatric Dermatology',
    ],
    expertise: [
      'Acne scar treatment',
      'Phototherapy',
      'Vitiligo grafting',
      'Hair loss treatment',
      'Patch testing',
    ],
    bestKnown: ['Acne scar revision', 'Psoriasis control', 'Evidence-based skin care advice'],
    bodies: [
      'Indian Association of Dermatologists, Venereologists and Leprologists',
      'Association of Cutaneous Surgeons of India',
    ],
    complaints: ['Acne', 'Hair fall', 'Skin rash', 'Itching'],
  },
  Ophthalmology: {
    title: 'Consultant Ophthalmologist',
    degrees: ['MS (Ophthalmology)', 'DO', 'DNB (Ophthalmology)', 'FICO'],
    specialities: [
      'Cataract and Refractive Surgery',
      'Glaucoma',
      'Retina',
      'Paediatric Ophthalmology',
    ],
    expertise: [
      'Phacoemulsification',
      'LASIK',
      'Glaucoma laser',
      'Diabetic retinopathy screening',
      'Squint correction',
    ],
    bestKnown: ['Premium lens cataract surgery', 'Blade-free LASIK', 'Early glaucoma detection'],
    bodies: [
      'All India Ophthalmological Society',
      'Karnataka Ophthalmic Society',
      'Glaucoma Society of India',
    ],
    complaints: ['Blurred vision', 'Eye check-up', 'Red eye', 'Watering eyes'],
  },
};
