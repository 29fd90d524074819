/** Departments, second half: women and children, lungs, ENT, skin, eyes, joints. */
import type { DepartmentText } from './types';

export const DEPARTMENTS_B: DepartmentText[] = [
  {
    name: 'Obstetrics & Gynaecology',
    pictogram: 'mother',
    description:
      "Our women's health team cares for women at every stage of life: adolescence, pregnancy, childbirth, the reproductive years and menopause. The birthing centre has private labour suites, round-the-clock obstetricians and anaesthetists for painless delivery, and a level III neonatal intensive care unit on the same floor for babies who need extra help. We manage high-risk pregnancies with diabetes, high blood pressure or twins, and our gynaecological surgeons remove fibroids, cysts and the uterus through keyhole surgery. Fertility, PCOS, menopause and cervical cancer screening clinics run every week.",
    quality: {
      title: 'A safe birth, the way you planned it',
      descriptionHtml:
        '<p>Expectant parents meet the labour team during <strong>antenatal classes</strong>, tour the birthing suites, and write a birth plan that the team follows wherever it is safe to do so.</p>',
      qualities: [
        'Painless delivery',
        'Level III NICU',
        'High-risk pregnancy care',
        'Laparoscopic gynaecology',
        'Fertility clinic',
      ],
    },
    faqs: [
      {
        question: 'When should my first pregnancy visit be?',
        answerHtml:
          '<p>As soon as your pregnancy test is positive, ideally before 8 weeks. Start folic acid even before you conceive if you are planning a pregnancy.</p>',
      },
      {
        question: 'Is a normal delivery possible after a caesarean?',
        answerHtml:
          '<p>Often, yes. A vaginal birth after caesarean (VBAC) is possible for many women with one previous low caesarean scar, under close monitoring in a hospital with round-the-clock theatre cover.</p>',
      },
      {
        question: 'Are irregular periods always PCOS?',
        answerHtml:
          '<p>No. Thyroid problems, stress, weight change and high prolactin can also cause them. A blood test and a pelvic ultrasound help find the cause.</p>',
      },
    ],
    metaTags: [
      'gynaecologist bangalore',
      'maternity hospital',
      'painless delivery',
      'pcos treatment',
    ],
  },
  {
    name: 'Paediatrics',
    pictogram: 'baby',
    description:
      "Children are not small adults. Our paediatricians and neonatologists look after newborns, infants, children and teenagers in wards painted and staffed for them, with a play therapist and a parent bed beside every cot. The department runs well-baby and vaccination clinics, a children's emergency, a paediatric intensive care unit and specialist clinics for asthma, allergy, growth and development.",
    quality: {
      title: 'Care that children and parents trust',
      descriptionHtml:
        '<p>Our <strong>child-friendly wards</strong> keep a parent by the bedside at all times, and vaccination reminders are sent by message before every due date.</p>',
      qualities: [
        'Level III NICU',
        'Vaccination clinic',
        'Paediatric ICU',
        'Child development clinic',
      ],
    },
    faqs: [
      {
        question: 'When should I bring my child to the emergency department for fever?',
        answerHtml:
          '<p>Come at once if a baby under three months has a temperature of 38&deg;C or more, or if a child of any age is drowsy, breathing fast, refusing feeds or has a fit.</p>',
      },
      {
        question: 'Can vaccines be given when my child has a cold?',
        answerHtml:
          '<p>A mild cold without high fever is not a reason to delay vaccination. Your paediatrician will check your child before each dose.</p>',
      },
    ],
    metaTags: ['paediatrician bangalore', 'children hospital', 'nicu', 'child vaccination'],
  },
  {
    name: 'Pulmonology',
    pictogram: 'lungs',
    description:
      "Our chest physicians diagnose and treat asthma, chronic obstructive pulmonary disease (COPD), tuberculosis, interstitial lung disease, pneumonia and sleep-related breathing disorders. The pulmonary function laboratory measures how well the lungs move air and transfer oxygen, and our interventional pulmonologists perform bronchoscopy, EBUS and thoracoscopy to diagnose lung masses without open surgery. A sleep laboratory studies snoring and sleep apnoea overnight, and the pulmonary rehabilitation programme helps people with long-term lung disease walk further with less breathlessness. Bangalore's air and seasonal pollen make allergy and asthma care a large part of our work.",
    quality: {
      title: 'Breathe easier, every season',
      descriptionHtml:
        '<p>Every asthma and COPD patient is taught correct <strong>inhaler technique</strong> by a respiratory therapist, the most common reason inhalers fail.</p>',
      qualities: [
        'Pulmonary function lab',
        'Bronchoscopy and EBUS',
        'Sleep lab',
        'Pulmonary rehabilitation',
      ],
    },
    faqs: [
      {
        question: 'Are inhalers addictive or harmful in the long term?',
        answerHtml:
          '<p>No. Inhalers deliver a small dose straight to the lungs and are safer than tablets. Controller inhalers must be used every day, even when you feel well.</p>',
      },
      {
        question: 'How is sleep apnoea diagnosed?',
        answerHtml:
          '<p>With a sleep study (polysomnography), in our sleep laboratory or at home, which records breathing, oxygen levels and sleep stages overnight.</p>',
      },
      {
        question: 'How long does a cough need to last before I see a chest physician?',
        answerHtml:
          '<p>A cough lasting more than three weeks, or any cough with blood, weight loss or night sweats, should be checked, including for tuberculosis.</p>',
      },
    ],
    metaTags: ['pulmonologist bangalore', 'asthma specialist', 'copd treatment', 'sleep apnea'],
  },
  {
    name: 'ENT',
    pictogram: 'ear',
    description:
      'Our ear, nose and throat surgeons treat hearing loss, ear infections, sinusitis, tonsil and adenoid problems, voice disorders, vertigo and head and neck swellings. The department has an audiology and speech therapy unit, endoscopic sinus surgery with navigation, and a cochlear implant programme for children born deaf and adults who have lost their hearing.',
    quality: {
      title: 'Hear, breathe and speak clearly',
      descriptionHtml:
        '<p>Newborn <strong>hearing screening</strong> is offered to every baby born at Saithunga, because early hearing aids or implants give children normal speech.</p>',
      qualities: [
        'Endoscopic sinus surgery',
        'Cochlear implants',
        'Audiology lab',
        'Vertigo clinic',
      ],
    },
    faqs: [
      {
        question: 'Should I clean my ears with cotton buds?',
        answerHtml:
          '<p>No. Ears clean themselves. Buds push wax deeper and can injure the ear drum. See us if you feel blocked or have pain.</p>',
      },
      {
        question: 'When are tonsils removed?',
        answerHtml:
          '<p>When a child has seven or more throat infections in a year, five a year for two years, or large tonsils causing snoring and pauses in breathing at night.</p>',
      },
    ],
    metaTags: ['ent specialist bangalore', 'sinus surgery', 'hearing loss', 'tonsillectomy'],
  },
  {
    name: 'Dermatology',
    pictogram: 'skin',
    description:
      'Our dermatologists treat conditions of the skin, hair and nails: acne, eczema, psoriasis, vitiligo, fungal infections, hair fall and skin allergies. The department offers patch testing, phototherapy, chemical peels and laser treatment in a dedicated procedure room.',
    quality: {
      title: 'Healthy skin, backed by evidence',
      descriptionHtml:
        '<p>Every treatment plan starts with a diagnosis, not a product. Our dermatologists explain what each cream does and for how long to use it.</p>',
      qualities: ['Phototherapy', 'Patch testing', 'Laser procedures', 'Hair clinic'],
    },
    faqs: [
      {
        question: 'Is vitiligo contagious?',
        answerHtml:
          '<p>No. Vitiligo is an autoimmune condition; it cannot spread by touch, food or sharing clothes.</p>',
      },
      {
        question: 'Why does my fungal infection keep coming back?',
        answerHtml:
          '<p>Stopping treatment too early, tight damp clothing and steroid creams bought without a prescription are common reasons. Complete the full course your dermatologist advises.</p>',
      },
    ],
    metaTags: ['dermatologist bangalore', 'skin specialist', 'acne treatment', 'psoriasis'],
    noContentImage: true,
  },
  {
    name: 'Ophthalmology',
    pictogram: 'eye',
    description:
      'The eye care centre offers everything from a routine eye test to retina surgery. We perform stitchless cataract surgery with premium lens implants, LASIK and other laser vision correction, glaucoma treatment, squint correction in children and diabetic retinopathy screening. Our optical counter and contact lens clinic are in the same department, so spectacles can be ordered as soon as the eye test is done.',
    quality: {
      title: 'Clear vision, every day',
      descriptionHtml:
        '<p>Cataract surgery takes about 15 minutes per eye under eye drops; most patients read the clock on the wall the same evening.</p>',
      qualities: [
        'Stitchless cataract surgery',
        'LASIK',
        'Retina clinic',
        'Glaucoma clinic',
        'Paediatric eye care',
      ],
    },
    faqs: [
      {
        question: 'How often should people with diabetes have an eye check?',
        answerHtml:
          '<p>Once a year, with dilated pupils, even if vision seems normal. Diabetic retinopathy causes no symptoms until it is advanced.</p>',
      },
      {
        question: 'Am I suitable for LASIK?',
        answerHtml:
          '<p>Usually if you are over 18, your spectacle power has been stable for a year and your cornea is thick enough. A detailed pre-LASIK evaluation decides it.</p>',
      },
      {
        question: "Does screen time damage children's eyes?",
        answerHtml:
          '<p>Long hours of near work and little time outdoors are linked to short sight. Follow the 20-20-20 rule and aim for two hours of outdoor play a day.</p>',
      },
    ],
    metaTags: ['eye hospital bangalore', 'cataract surgery', 'lasik', 'glaucoma'],
  },
  {
    name: 'Rheumatology',
    pictogram: 'joint',
    description:
      'Our new rheumatology clinic will care for rheumatoid arthritis, lupus, gout, ankylosing spondylitis and other autoimmune joint diseases. Consultants are being appointed; until then, patients are seen by our orthopaedic and general medicine teams.',
    quality: {
      title: 'Opening soon',
      descriptionHtml:
        '<p>The clinic will offer <strong>joint injections</strong>, biologic therapy in day care and a joint-protection physiotherapy programme.</p>',
      qualities: ['Arthritis clinic', 'Biologic therapy', 'Joint injections', 'Gout clinic'],
    },
    faqs: [
      {
        question: 'What is the difference between osteoarthritis and rheumatoid arthritis?',
        answerHtml:
          '<p>Osteoarthritis is wear of the joint cartilage with age. Rheumatoid arthritis is an autoimmune disease in which the body attacks the joint lining, usually in the small joints of both hands, with morning stiffness lasting over an hour.</p>',
      },
      {
        question: 'Should I avoid curd and sour foods if I have arthritis?',
        answerHtml:
          '<p>There is no evidence that curd or sour foods worsen arthritis. A balanced diet and a healthy weight help more than avoiding particular foods.</p>',
      },
    ],
    metaTags: ['rheumatologist bangalore', 'arthritis clinic', 'gout', 'lupus'],
  },
];
