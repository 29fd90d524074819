/** Treatments of Cardiology, Neurology, Orthopaedics and Gastroenterology. */
import type { TreatmentText } from './types';

export const TREATMENTS_A: TreatmentText[] = [
  {
    name: 'Coronary Angioplasty',
    department: 'Cardiology',
    description:
      'Coronary angioplasty opens a narrowed or blocked heart artery with a tiny balloon and keeps it open with a drug-coated stent, all through a pinhole in the wrist. At Saithunga it is done around the clock as an emergency for heart attacks and as a planned procedure for angina. Most planned patients walk the same evening and go home the next day, with a cardiac rehabilitation plan and a follow-up visit booked before they leave.',
    disease: 'Coronary Artery Disease',
    surgery: 'Percutaneous Coronary Intervention (PCI)',
    duration: '45 to 90 minutes',
    treatedBy: 'Interventional Cardiologist',
    symptoms: [
      'Chest pain or tightness on walking',
      'Breathlessness',
      'Pain spreading to the arm or jaw',
      'Sweating with chest discomfort',
    ],
    procedure:
      'A thin tube is passed from the wrist artery to the heart under X-ray guidance; a balloon widens the narrowing and a stent is left in place.',
    recovery:
      'Light walking the same day, office work within a week, and driving after one week if the cardiologist agrees.',
    stay: 'One night for a planned procedure',
    candidates:
      'People with angina not controlled by medicines, a positive stress test with significant blockages, or an ongoing heart attack.',
  },
  {
    name: 'Bypass Surgery',
    department: 'Cardiology',
    description:
      'Coronary artery bypass grafting (CABG) creates new routes for blood around blocked heart arteries using a vein from the leg or an artery from the chest wall. Our cardiac surgeons perform most bypass operations on the beating heart, which lowers the risk of stroke and kidney injury.',
    disease: 'Multi-vessel Coronary Artery Disease',
    surgery: 'Coronary Artery Bypass Grafting (CABG)',
    duration: '3 to 5 hours',
    treatedBy: 'Cardiothoracic Surgeon',
    symptoms: [
      'Angina on mild exertion',
      'Breathlessness while lying flat',
      'Swelling of the feet',
      'Fatigue',
    ],
    procedure:
      'Under general anaesthesia the surgeon attaches grafts beyond each blockage, usually without stopping the heart.',
    recovery:
      'Walking in the ward by day two, home exercises for six weeks, and a return to most activities in two to three months.',
    stay: 'Six to eight days, including two in cardiac intensive care',
    candidates:
      'Patients with blockages in several arteries or the left main artery, especially with diabetes or a weak heart.',
  },
  {
    name: 'Heart Valve Replacement',
    department: 'Cardiology',
    description:
      'A damaged heart valve that is too narrow or leaks can be repaired or replaced with a mechanical or tissue valve. For older or high-risk patients we offer transcatheter aortic valve implantation (TAVI), in which a new valve is placed through a leg artery without opening the chest. Rheumatic valve disease, still common in India, is treated with balloon valvotomy where possible, so many young patients avoid open surgery altogether.',
    disease: 'Valvular Heart Disease',
    surgery: 'Valve Replacement or TAVI',
    duration: '2 to 4 hours',
    treatedBy: 'Cardiothoracic Surgeon',
    symptoms: [
      'Breathlessness on climbing stairs',
      'Fainting spells',
      'Palpitations',
      'Chest pain',
    ],
    procedure:
      'The diseased valve is removed and a new valve sewn in through open or keyhole surgery, or a folded valve is placed through a catheter.',
    recovery:
      'Home within a week, with blood thinners for mechanical valves and regular echo checks.',
    stay: 'Five to seven days; two to three days after TAVI',
    candidates:
      'People with severe valve narrowing or leakage causing symptoms or weakening of the heart muscle.',
  },
  {
    name: 'Pacemaker Implantation',
    department: 'Cardiology',
    description:
      'A pacemaker is a small device placed under the skin below the collarbone that keeps the heart beating at a safe rate. It treats slow heart rhythms that cause dizziness, fainting and tiredness.',
    disease: 'Bradycardia and Heart Block',
    surgery: 'Permanent Pacemaker Implantation',
    duration: 'About 1 hour',
    treatedBy: 'Electrophysiologist',
    symptoms: ['Dizziness', 'Fainting without warning', 'Slow pulse', 'Tiredness on small effort'],
    procedure:
      'Under local anaesthesia, one or two thin leads are guided into the heart through a vein and connected to the pacemaker.',
    recovery:
      'Avoid lifting the arm above the shoulder for four weeks; the device is checked at one month and then yearly.',
    stay: 'One to two days',
    candidates:
      'Patients with a slow or irregular heartbeat causing symptoms, confirmed on ECG or Holter monitoring.',
  },
  {
    name: 'Stroke Treatment',
    department: 'Neurology',
    description:
      'A stroke happens when blood supply to part of the brain is blocked or a blood vessel bursts. Our stroke team gives clot-dissolving medicine within the 4.5-hour window and removes large clots mechanically through a catheter up to 24 hours after onset in selected patients. Early rehabilitation begins within two days, with physiotherapy, speech and swallowing therapy, so that patients regain as much independence as possible.',
    disease: 'Ischaemic and Haemorrhagic Stroke',
    surgery: 'Thrombolysis and Mechanical Thrombectomy',
    duration: '1 to 2 hours for thrombectomy',
    treatedBy: 'Neurologist and Interventional Neuroradiologist',
    symptoms: [
      'Sudden weakness of one side',
      'Drooping face',
      'Slurred speech',
      'Sudden loss of vision or balance',
    ],
    procedure:
      'After an urgent CT or MRI, clot-dissolving medicine is given through a vein; large clots are pulled out with a stent retriever.',
    recovery:
      'Recovery continues for months; most improvement happens in the first three months with regular therapy.',
    stay: 'Five to ten days',
    candidates:
      'Anyone with sudden stroke symptoms; arrive as early as possible, ideally within the first hour.',
  },
  {
    name: 'Epilepsy Treatment',
    department: 'Neurology',
    description:
      'Epilepsy is a tendency to have repeated seizures. Our epilepsy clinic confirms the diagnosis with EEG and MRI, chooses medicines suited to age, work and pregnancy plans, and offers video EEG monitoring and surgery evaluation when seizures continue.',
    disease: 'Epilepsy',
    surgery: 'Video EEG Monitoring and Epilepsy Surgery',
    duration: '3 to 5 days of monitoring',
    treatedBy: 'Neurologist (Epileptologist)',
    symptoms: [
      'Fits with jerking of limbs',
      'Blank staring spells',
      'Sudden falls',
      'Confusion after episodes',
    ],
    procedure:
      'Seizures are recorded on video and EEG together to locate where they start; a surgical option is discussed at the epilepsy board.',
    recovery:
      'Most people return to normal routine quickly; driving is permitted after a seizure-free period as per law.',
    stay: 'Three to five days for video EEG',
    candidates:
      'People with seizures that continue despite two suitable medicines, or when the diagnosis is uncertain.',
  },
  {
    name: "Parkinson's Disease Treatment",
    department: 'Neurology',
    description:
      "Parkinson's disease slowly affects movement, causing tremor, stiffness and slowness. Our movement disorder clinic fine-tunes medicines, trains patients in exercise and balance, and offers deep brain stimulation for those whose medicines wear off too quickly or cause troublesome movements.",
    disease: "Parkinson's Disease",
    surgery: 'Deep Brain Stimulation (DBS)',
    duration: '4 to 6 hours',
    treatedBy: 'Movement Disorder Specialist and Neurosurgeon',
    symptoms: ['Tremor at rest', 'Stiffness', 'Slow movements', 'Shuffling walk and falls'],
    procedure:
      'Thin electrodes are placed in a precise target in the brain and connected to a stimulator under the collarbone.',
    recovery:
      'The stimulator is programmed over several visits; most patients reduce their medicine doses.',
    stay: 'Four to five days',
    candidates:
      "People with Parkinson's disease who respond to levodopa but have fluctuations or side effects.",
  },
  {
    name: 'Migraine Treatment',
    department: 'Neurology',
    description:
      'Migraine is more than a headache: it brings throbbing pain, sensitivity to light and sound and often nausea. We identify triggers, prescribe preventive medicines, and offer nerve blocks and botulinum toxin injections for chronic migraine.',
    disease: 'Migraine and Chronic Headache',
    surgery: 'Nerve Blocks and Botulinum Toxin Therapy',
    duration: '20 to 30 minutes',
    treatedBy: 'Neurologist',
    symptoms: ['Throbbing one-sided headache', 'Nausea', 'Sensitivity to light', 'Visual aura'],
    procedure:
      'Small injections are given around the head and neck in the clinic, without anaesthesia.',
    recovery: 'Patients go home immediately; the effect builds over two to four weeks.',
    stay: 'Day care, no admission',
    candidates:
      'People with headaches on 15 or more days a month, or migraines not controlled by tablets.',
  },
  {
    name: 'Knee Replacement',
    department: 'Orthopaedics',
    description:
      "Total knee replacement resurfaces a worn knee joint with metal and high-grade plastic parts. Our surgeons use robotic guidance to align the implant to each patient's anatomy and a muscle-sparing approach, so that most patients walk with a walker the day after surgery and climb stairs before going home. Partial knee replacement is offered when arthritis affects only one part of the knee, and both knees can be replaced in one sitting for suitable patients.",
    disease: 'Knee Osteoarthritis',
    surgery: 'Total Knee Replacement',
    duration: '1.5 to 2 hours',
    treatedBy: 'Orthopaedic Surgeon (Joint Replacement)',
    symptoms: [
      'Knee pain on walking',
      'Stiffness after rest',
      'Bowing of the legs',
      'Difficulty climbing stairs',
    ],
    procedure:
      'Damaged cartilage and bone are removed and replaced with implants fitted with robotic precision under spinal anaesthesia.',
    recovery: 'Walker for two weeks, stick for two more, and most daily activities by six weeks.',
    stay: 'Three to four days',
    candidates:
      'People with advanced arthritis whose pain limits walking despite medicines and physiotherapy.',
  },
  {
    name: 'Hip Replacement',
    department: 'Orthopaedics',
    description:
      'Hip replacement relieves pain from arthritis, avascular necrosis or a fracture of the hip. We use cementless implants and a minimally invasive approach that preserves muscles for faster walking.',
    disease: 'Hip Arthritis and Avascular Necrosis',
    surgery: 'Total Hip Replacement',
    duration: '1.5 to 2 hours',
    treatedBy: 'Orthopaedic Surgeon (Joint Replacement)',
    symptoms: ['Groin pain', 'Limp', 'Difficulty sitting cross-legged', 'Pain at night'],
    procedure:
      'The damaged ball and socket are replaced with a metal or ceramic ball and a new socket lining.',
    recovery:
      'Walking with support the next day; squatting and sitting on the floor are discussed with the surgeon.',
    stay: 'Three to five days',
    candidates:
      'People with severe hip pain and damage on X-ray, and older adults with certain hip fractures.',
  },
  {
    name: 'ACL Reconstruction',
    department: 'Orthopaedics',
    description:
      "A torn anterior cruciate ligament makes the knee give way during turns and jumps. Our sports surgeons rebuild it arthroscopically with the patient's own tendon and guide a structured return to sport.",
    disease: 'Anterior Cruciate Ligament Tear',
    surgery: 'Arthroscopic ACL Reconstruction',
    duration: '1 to 1.5 hours',
    treatedBy: 'Sports Medicine and Arthroscopy Surgeon',
    symptoms: [
      'Knee giving way',
      'Swelling after a twisting injury',
      'Pop felt at injury',
      'Difficulty running',
    ],
    procedure:
      'Through two small cuts, a camera and instruments replace the torn ligament with a tendon graft fixed in bone tunnels.',
    recovery:
      'Walking in a brace within days, jogging at three to four months and sport at nine months.',
    stay: 'One to two days',
    candidates:
      'Active people with an unstable knee, and athletes who wish to return to pivoting sports.',
  },
  {
    name: 'Spine Surgery',
    department: 'Orthopaedics',
    description:
      'Most back and neck pain improves without surgery. When a slipped disc or narrowed canal presses on nerves and causes leg pain, numbness or weakness, our spine surgeons relieve the pressure through keyhole and microscopic techniques.',
    disease: 'Slipped Disc and Spinal Stenosis',
    surgery: 'Microdiscectomy and Spinal Decompression',
    duration: '1 to 3 hours',
    treatedBy: 'Spine Surgeon',
    symptoms: [
      'Back pain spreading down the leg',
      'Numbness in the foot',
      'Weakness of the leg',
      'Difficulty walking long distances',
    ],
    procedure:
      'Through a small cut and under a microscope, the part of the disc or bone pressing on the nerve is removed.',
    recovery:
      'Walking the same day; desk work in two weeks and a core-strengthening programme for three months.',
    stay: 'Two to three days',
    candidates:
      'People with nerve pain lasting over six weeks despite treatment, or with weakness or bladder symptoms.',
  },
  {
    name: 'Endoscopy and Colonoscopy',
    department: 'Gastroenterology',
    description:
      'Endoscopy uses a thin flexible camera to examine the food pipe, stomach and intestines, take biopsies and treat bleeding or polyps. Our suite performs procedures under sedation with high-definition scopes, and most patients go home within two hours with their findings explained by the gastroenterologist. Colonoscopy is also the most reliable way to find and remove polyps before they become bowel cancer, which is why we advise it from the age of 45 for people with a family history.',
    disease: 'Acidity, Ulcers, Bleeding and Bowel Polyps',
    surgery: 'Upper GI Endoscopy and Colonoscopy',
    duration: '15 to 40 minutes',
    treatedBy: 'Gastroenterologist',
    symptoms: [
      'Persistent acidity',
      'Black or bloody stools',
      'Change in bowel habit',
      'Difficulty swallowing',
    ],
    procedure:
      'Under sedation a flexible scope is passed through the mouth or the back passage; polyps are removed during the same test.',
    recovery: 'Rest for the day after sedation; normal diet and work the next day.',
    stay: 'Day care, two to three hours',
    candidates:
      'People with persistent digestive symptoms, anaemia, or a family history of bowel cancer.',
  },
  {
    name: 'Liver Disease Treatment',
    department: 'Gastroenterology',
    description:
      'Our liver clinic treats fatty liver, hepatitis B and C, alcohol-related liver disease and cirrhosis. We measure liver stiffness with a painless scan and offer variceal banding to prevent bleeding.',
    disease: 'Fatty Liver, Hepatitis and Cirrhosis',
    surgery: 'Fibroscan and Endoscopic Variceal Ligation',
    duration: '30 minutes',
    treatedBy: 'Hepatologist',
    symptoms: ['Yellow eyes', 'Swelling of the abdomen', 'Tiredness', 'Vomiting blood'],
    procedure:
      'Liver stiffness is measured with an ultrasound probe; swollen veins in the food pipe are banded through an endoscope.',
    recovery: 'Lifestyle changes and medicines with regular follow-up every three to six months.',
    stay: 'Day care for most procedures',
    candidates:
      'People with abnormal liver tests, fatty liver on ultrasound, hepatitis infection or cirrhosis.',
  },
  {
    name: 'Gallbladder Removal',
    department: 'Gastroenterology',
    description:
      'Gallstones can cause attacks of pain, jaundice or pancreatitis. Laparoscopic cholecystectomy removes the gallbladder through four small cuts, and most patients go home the next day.',
    disease: 'Gallstones',
    surgery: 'Laparoscopic Cholecystectomy',
    duration: '45 to 60 minutes',
    treatedBy: 'Gastrointestinal Surgeon',
    symptoms: [
      'Pain under the right ribs after meals',
      'Bloating',
      'Nausea',
      'Yellowing of the eyes',
    ],
    procedure:
      'Under general anaesthesia, the gallbladder is freed and removed through keyhole cuts using a camera.',
    recovery: 'Normal diet within days and office work within a week.',
    stay: 'One day',
    candidates: 'People with gallstones that cause pain, infection, jaundice or pancreatitis.',
  },
];
