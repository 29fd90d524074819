/** Treatments of Paediatrics, Pulmonology, ENT, Dermatology and Ophthalmology. */
import type { TreatmentText } from './types';

export const TREATMENTS_C: TreatmentText[] = [
  {
    name: 'Neonatal Intensive Care',
    department: 'Paediatrics',
    description:
      'Our level III NICU cares for babies born early, small or unwell, with ventilators, incubators and neonatologists present day and night. Parents are encouraged to stay, hold their babies skin to skin and learn to care for them before discharge, because this shortens the stay and helps babies grow.',
    disease: 'Prematurity and Newborn Illness',
    surgery: 'Neonatal Intensive Care',
    duration: 'Days to weeks',
    treatedBy: 'Neonatologist',
    symptoms: [
      'Birth before 34 weeks',
      'Low birth weight',
      'Breathing difficulty after birth',
      'Jaundice needing treatment',
    ],
    procedure:
      'Babies receive breathing support, warmth, feeding through a tube and careful monitoring until they can feed and breathe on their own.',
    recovery: 'Regular follow-up for growth, eyes, hearing and development after going home.',
    stay: 'Depends on how early the baby was born',
    candidates: 'Newborns who are premature, low in weight or unwell after birth.',
  },
  {
    name: 'Childhood Vaccination',
    department: 'Paediatrics',
    description:
      'Vaccines protect children against serious infections such as measles, whooping cough and pneumonia. Our well-baby clinic follows the Indian Academy of Pediatrics schedule and sends reminders before every dose.',
    disease: 'Vaccine-Preventable Infections',
    surgery: 'Immunisation',
    duration: '15 minutes',
    treatedBy: 'Paediatrician',
    symptoms: ['Due for scheduled vaccines', 'Missed doses', 'Travel abroad', 'Starting school'],
    procedure:
      'The child is examined, the vaccine is given and the child is observed for 15 minutes.',
    recovery: 'Mild fever or soreness may last a day.',
    stay: 'Outpatient',
    candidates: 'All babies and children from birth to 18 years.',
  },
  {
    name: 'Paediatric Asthma Care',
    department: 'Paediatrics',
    description:
      'Wheezing and night-time cough in children are often asthma. We confirm the diagnosis, teach children to use spacers and inhalers, and write a simple action plan for school and home.',
    disease: 'Childhood Asthma',
    surgery: 'Inhaler Therapy and Allergy Testing',
    duration: '30 minutes',
    treatedBy: 'Paediatric Pulmonologist',
    symptoms: [
      'Wheezing',
      'Night-time cough',
      'Breathlessness at play',
      'Frequent chest infections',
    ],
    procedure: 'Lung function and allergy tests guide a plan of controller and reliever inhalers.',
    recovery: 'Most children lead fully active lives with good control.',
    stay: 'Outpatient',
    candidates:
      'Children with repeated wheezing or a cough that worsens at night or with exercise.',
  },
  {
    name: 'Asthma Treatment',
    department: 'Pulmonology',
    description:
      'Asthma narrows the airways and causes wheezing, coughing and breathlessness. Our chest physicians confirm it with lung function tests, find triggers such as dust mites and pollen, and choose inhalers that keep symptoms away with the lowest dose. For severe asthma not controlled by high-dose inhalers, we offer biologic injections that target the specific inflammation driving the attacks, reducing emergency visits and the need for oral steroids.',
    disease: 'Bronchial Asthma',
    surgery: 'Inhaler Therapy and Biologics',
    duration: '30 to 45 minutes per visit',
    treatedBy: 'Pulmonologist',
    symptoms: ['Wheezing', 'Tight chest', 'Cough at night', 'Breathlessness on exertion'],
    procedure:
      'Spirometry before and after a reliever inhaler confirms reversible airway narrowing.',
    recovery: 'Regular reviews every three to six months to step treatment up or down.',
    stay: 'Outpatient',
    candidates: 'Adults with recurring wheeze, cough or breathlessness.',
  },
  {
    name: 'COPD Management',
    department: 'Pulmonology',
    description:
      'Chronic obstructive pulmonary disease follows years of smoking or exposure to cooking smoke and dust. Treatment with inhalers, vaccines, oxygen and pulmonary rehabilitation helps people breathe and walk better.',
    disease: 'Chronic Obstructive Pulmonary Disease',
    surgery: 'Pulmonary Rehabilitation',
    duration: 'Eight-week programme',
    treatedBy: 'Pulmonologist',
    symptoms: [
      'Long-standing cough with phlegm',
      'Breathlessness on walking',
      'Frequent chest infections',
      'Wheezing',
    ],
    procedure: 'Supervised exercise, breathing techniques and education sessions twice a week.',
    recovery: 'Patients continue a home exercise plan and have annual flu and pneumonia vaccines.',
    stay: 'Outpatient',
    candidates: 'People with COPD who are breathless in daily activities.',
  },
  {
    name: 'Sleep Apnoea Treatment',
    department: 'Pulmonology',
    description:
      'Loud snoring with pauses in breathing at night can be obstructive sleep apnoea, which raises the risk of high blood pressure, heart disease and road accidents. A sleep study confirms it and CPAP therapy treats it.',
    disease: 'Obstructive Sleep Apnoea',
    surgery: 'Polysomnography and CPAP Therapy',
    duration: 'One night study',
    treatedBy: 'Sleep Medicine Specialist',
    symptoms: ['Loud snoring', 'Choking at night', 'Daytime sleepiness', 'Morning headache'],
    procedure:
      'An overnight sleep study records breathing and oxygen; a CPAP mask keeps the airway open during sleep.',
    recovery: 'Most people feel more alert within a week of regular CPAP use.',
    stay: 'One night',
    candidates:
      'People who snore loudly and feel sleepy during the day, especially with high blood pressure.',
  },
  {
    name: 'Tonsillectomy',
    department: 'ENT',
    description:
      'Tonsillectomy removes the tonsils when they cause repeated throat infections or block breathing during sleep. We use coblation, which reduces pain after surgery.',
    disease: 'Recurrent Tonsillitis',
    surgery: 'Coblation Tonsillectomy',
    duration: '30 to 45 minutes',
    treatedBy: 'ENT Surgeon',
    symptoms: [
      'Repeated sore throats',
      'Snoring in children',
      'Difficulty swallowing',
      'Bad breath',
    ],
    procedure:
      'Under general anaesthesia, the tonsils are removed through the mouth without any external cut.',
    recovery: 'Soft cool foods for a week; school or work after ten days.',
    stay: 'One night',
    candidates: 'Children and adults with frequent tonsillitis or sleep-disordered breathing.',
  },
  {
    name: 'Sinus Surgery',
    department: 'ENT',
    description:
      'Chronic sinusitis causes a blocked nose, facial pressure and loss of smell. Functional endoscopic sinus surgery (FESS) opens the natural drainage channels of the sinuses through the nostrils, with no cuts on the face, and image guidance improves safety in revision cases. Most patients notice easier breathing within weeks, and many recover their sense of smell after years without it.',
    disease: 'Chronic Sinusitis and Nasal Polyps',
    surgery: 'Functional Endoscopic Sinus Surgery (FESS)',
    duration: '1 to 2 hours',
    treatedBy: 'ENT Surgeon',
    symptoms: ['Blocked nose', 'Facial pain', 'Loss of smell', 'Thick nasal discharge'],
    procedure:
      'A thin endoscope and fine instruments remove polyps and widen the sinus openings through the nose.',
    recovery: 'Nasal rinses for several weeks; office work after a week.',
    stay: 'One night',
    candidates: 'People with sinusitis lasting over 12 weeks despite nasal sprays and medicines.',
  },
  {
    name: 'Cochlear Implant',
    department: 'ENT',
    description:
      'A cochlear implant gives sound to people with severe or profound hearing loss who do not benefit from hearing aids. Children implanted early can learn to speak normally with therapy.',
    disease: 'Severe to Profound Hearing Loss',
    surgery: 'Cochlear Implantation',
    duration: '2 to 3 hours',
    treatedBy: 'Otologist and Audiologist',
    symptoms: [
      'No response to sounds',
      'Delayed speech in a child',
      'Little benefit from hearing aids',
      'Sudden deafness',
    ],
    procedure:
      'An electrode is placed in the inner ear and a receiver under the skin behind the ear; it is switched on after three weeks.',
    recovery:
      'Auditory-verbal therapy for months to years helps the brain learn to use the new sound.',
    stay: 'Two days',
    candidates: 'Children and adults with severe hearing loss in both ears.',
  },
  {
    name: 'Acne Treatment',
    department: 'Dermatology',
    description:
      'Acne affects most teenagers and many adults. Our dermatologists grade acne, treat it with creams, tablets, chemical peels and lasers, and prevent the scars that last longer than the pimples.',
    disease: 'Acne Vulgaris and Acne Scars',
    surgery: 'Chemical Peels and Fractional Laser',
    duration: '20 to 45 minutes per session',
    treatedBy: 'Dermatologist',
    symptoms: ['Pimples and blackheads', 'Painful cysts', 'Dark marks', 'Pitted scars'],
    procedure:
      'After medical treatment controls active acne, peels and lasers smooth marks and scars.',
    recovery: 'Mild redness for a day or two after procedures.',
    stay: 'Outpatient',
    candidates: 'Anyone with acne that does not settle with simple skin care.',
  },
  {
    name: 'Psoriasis Treatment',
    department: 'Dermatology',
    description:
      'Psoriasis causes thick, scaly red patches and can affect the joints. It is not contagious. Treatment includes creams, narrowband UVB phototherapy, tablets and biologic injections for severe disease, chosen according to how much skin is affected and how the condition affects daily life, work and sleep.',
    disease: 'Psoriasis',
    surgery: 'Narrowband UVB Phototherapy',
    duration: 'A few minutes, two to three times a week',
    treatedBy: 'Dermatologist',
    symptoms: ['Scaly red patches', 'Itching', 'Nail pitting', 'Joint pain'],
    procedure:
      'Patients stand in a phototherapy cabin for a measured dose of UVB light that slows skin cell turnover.',
    recovery: 'Patches usually clear over 20 to 30 sessions.',
    stay: 'Outpatient',
    candidates: 'People with moderate to severe psoriasis or psoriasis not controlled by creams.',
  },
  {
    name: 'Vitiligo Treatment',
    department: 'Dermatology',
    description:
      'Vitiligo causes white patches where skin loses its pigment. Early treatment with creams and phototherapy can restore colour, and stable patches can be treated with skin grafting.',
    disease: 'Vitiligo',
    surgery: 'Phototherapy and Melanocyte Grafting',
    duration: '1 to 2 hours for grafting',
    treatedBy: 'Dermatologist',
    symptoms: [
      'White patches on skin',
      'Whitening of hair',
      'Patches around the mouth or eyes',
      'Spreading patches',
    ],
    procedure:
      'Pigment cells from normal skin are separated and spread over a prepared white patch.',
    recovery: 'Colour returns gradually over three to six months.',
    stay: 'Day care',
    candidates:
      'People with active vitiligo for medical treatment, or stable patches for grafting.',
  },
  {
    name: 'Cataract Surgery',
    department: 'Ophthalmology',
    description:
      'A cataract clouds the lens of the eye and makes vision blurred and dim. Phacoemulsification removes it through a 2.2 mm opening and replaces it with a foldable lens; monofocal, toric and multifocal lenses are available to reduce the need for glasses. The operation is done under eye drops, and most patients return to daily routine within a few days.',
    disease: 'Cataract',
    surgery: 'Phacoemulsification with Lens Implant',
    duration: '15 to 20 minutes',
    treatedBy: 'Cataract and Refractive Surgeon',
    symptoms: ['Blurred vision', 'Glare at night', 'Faded colours', 'Frequent change of glasses'],
    procedure:
      'Ultrasound breaks up the cloudy lens, which is removed and replaced with an artificial lens.',
    recovery: 'Eye drops for four weeks; most people return to routine in a few days.',
    stay: 'Day care',
    candidates: 'Adults whose cataract affects reading, driving or daily life.',
  },
  {
    name: 'LASIK Eye Surgery',
    department: 'Ophthalmology',
    description:
      'LASIK reshapes the cornea with a laser so that light focuses correctly, freeing people from glasses or contact lenses. Our evaluation checks whether LASIK or another option suits your eyes.',
    disease: 'Refractive Error',
    surgery: 'LASIK and Contoura Vision',
    duration: '10 minutes for both eyes',
    treatedBy: 'Refractive Surgeon',
    symptoms: ['Short sight', 'Long sight', 'Astigmatism', 'Contact lens intolerance'],
    procedure:
      'A thin corneal flap is created and the cornea beneath is reshaped with an excimer laser.',
    recovery: 'Clear vision within a day; avoid swimming and eye make-up for two weeks.',
    stay: 'Day care',
    candidates: 'Adults over 18 with stable spectacle power and healthy corneas.',
  },
  {
    name: 'Glaucoma Treatment',
    department: 'Ophthalmology',
    description:
      'Glaucoma damages the optic nerve silently, often without symptoms until vision is lost. Regular pressure checks, eye drops, laser and surgery can stop its progress.',
    disease: 'Glaucoma',
    surgery: 'Laser Iridotomy and Trabeculectomy',
    duration: '10 minutes for laser, 1 hour for surgery',
    treatedBy: 'Glaucoma Specialist',
    symptoms: [
      'Gradual loss of side vision',
      'Halos around lights',
      'Eye pain with headache',
      'Family history of glaucoma',
    ],
    procedure:
      'Laser creates a tiny opening to improve fluid drainage; surgery creates a new drainage channel when needed.',
    recovery: 'Eye drops and pressure checks continue for life.',
    stay: 'Day care',
    candidates: 'People with raised eye pressure or optic nerve damage.',
  },
];
