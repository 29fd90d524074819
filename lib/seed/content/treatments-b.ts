/** Treatments of Nephrology, Urology, Oncology and Obstetrics & Gynaecology. */
import type { TreatmentText } from './types';

export const TREATMENTS_B: TreatmentText[] = [
  {
    name: 'Haemodialysis',
    department: 'Nephrology',
    description:
      'Haemodialysis cleans the blood when the kidneys can no longer do so, removing waste and extra fluid through a machine. Our unit offers morning, afternoon and night shifts, single-use dialysers and a nephrologist on every shift.',
    disease: 'Kidney Failure',
    surgery: 'Haemodialysis',
    duration: '4 hours per session',
    treatedBy: 'Nephrologist',
    symptoms: [
      'Swelling of the legs',
      'Breathlessness',
      'Loss of appetite',
      'Reduced urine output',
    ],
    procedure:
      'Blood flows from a fistula or catheter through a dialyser that filters it, and is returned to the body.',
    recovery:
      'Most patients dialyse two to three times a week and continue working on the other days.',
    stay: 'Outpatient sessions',
    candidates: 'People with end-stage kidney disease or sudden kidney failure needing support.',
  },
  {
    name: 'Kidney Transplant',
    department: 'Nephrology',
    description:
      'A kidney transplant offers people with kidney failure a life free of dialysis. Our transplant team evaluates donors and recipients, completes the legal approvals required in Karnataka, and performs both living donor and deceased donor transplants. Donor kidneys are removed laparoscopically, so donors go home in three days, and recipients are followed for life in a dedicated transplant clinic with medicine level monitoring and infection prevention.',
    disease: 'End-Stage Kidney Disease',
    surgery: 'Renal Transplantation',
    duration: '3 to 4 hours',
    treatedBy: 'Transplant Surgeon and Nephrologist',
    symptoms: ['Dependence on dialysis', 'Fatigue', 'Anaemia', 'Poor appetite'],
    procedure:
      'The new kidney is placed in the lower abdomen and joined to blood vessels and the bladder; the old kidneys are usually left in place.',
    recovery:
      'Lifelong anti-rejection medicines; most recipients return to work in two to three months.',
    stay: 'Seven to ten days',
    candidates:
      'People on or approaching dialysis who are fit for surgery and have a suitable donor.',
  },
  {
    name: 'Chronic Kidney Disease Care',
    department: 'Nephrology',
    description:
      'Chronic kidney disease develops silently over years, most often from diabetes and high blood pressure. Our CKD clinic slows its progress with blood pressure and sugar control, diet advice and medicines that protect the kidneys.',
    disease: 'Chronic Kidney Disease',
    surgery: 'Medical Management and AV Fistula Creation',
    duration: '1 hour for fistula surgery',
    treatedBy: 'Nephrologist',
    symptoms: [
      'Frothy urine',
      'Puffiness around the eyes',
      'High blood pressure',
      'Night-time urination',
    ],
    procedure:
      'Regular reviews of kidney function; when dialysis is near, a fistula is created in the arm under local anaesthesia.',
    recovery: 'Ongoing care with visits every one to three months.',
    stay: 'Outpatient; day care for fistula',
    candidates: 'People with reduced kidney function or protein in the urine.',
  },
  {
    name: 'Kidney Stone Removal',
    department: 'Urology',
    description:
      'Kidney stones cause some of the worst pain a person can feel. We remove stones with laser through the urinary passage (RIRS and URSL) or through a small keyhole in the back (PCNL) for large stones, usually with a one-day hospital stay. Stone analysis and a metabolic work-up follow, so that each patient knows what diet and fluid changes will stop new stones from forming.',
    disease: 'Kidney and Ureteric Stones',
    surgery: 'RIRS, URSL and PCNL',
    duration: '45 to 90 minutes',
    treatedBy: 'Urologist',
    symptoms: [
      'Severe pain in the side or back',
      'Blood in urine',
      'Burning urination',
      'Nausea and vomiting',
    ],
    procedure:
      'A fine scope reaches the stone through the urinary passage and a holmium laser breaks it into dust.',
    recovery:
      'Back to work in two to three days; a temporary stent may be removed after two weeks.',
    stay: 'One day',
    candidates:
      'People with stones larger than 5 mm, or stones causing pain, infection or blockage.',
  },
  {
    name: 'Prostate Surgery',
    department: 'Urology',
    description:
      'An enlarged prostate squeezes the urine passage in older men. When medicines no longer help, laser enucleation (HoLEP) or TURP removes the obstruction through the passage, without cuts.',
    disease: 'Benign Prostatic Hyperplasia',
    surgery: 'HoLEP and TURP',
    duration: '1 to 2 hours',
    treatedBy: 'Urologist',
    symptoms: [
      'Weak urine stream',
      'Waking at night to urinate',
      'Straining',
      'Feeling of incomplete emptying',
    ],
    procedure:
      'Under spinal anaesthesia, the enlarged inner part of the prostate is removed with a laser or electric loop.',
    recovery: 'Catheter removed in one to two days; avoid heavy lifting for four weeks.',
    stay: 'Two days',
    candidates:
      'Men with troublesome urinary symptoms, retention of urine or recurrent infections due to an enlarged prostate.',
  },
  {
    name: 'Urinary Incontinence Treatment',
    department: 'Urology',
    description:
      'Leaking urine on coughing, laughing or rushing to the toilet is common after childbirth and with age, but it is treatable. Our continence clinic offers pelvic floor therapy, medicines, bladder injections and sling surgery.',
    disease: 'Stress and Urge Incontinence',
    surgery: 'Mid-urethral Sling and Bladder Botox',
    duration: '30 to 45 minutes',
    treatedBy: 'Urologist and Urogynaecologist',
    symptoms: [
      'Leaking on coughing',
      'Sudden urge to urinate',
      'Frequent urination',
      'Night-time leakage',
    ],
    procedure:
      'Urodynamic tests find the type of leakage; a tape sling supports the urethra through a small cut.',
    recovery: 'Home the same or next day; avoid lifting for four weeks.',
    stay: 'Day care or one night',
    candidates:
      'Women and men whose leakage continues after pelvic floor exercises and lifestyle changes.',
  },
  {
    name: 'Chemotherapy',
    department: 'Oncology',
    description:
      'Chemotherapy uses medicines to destroy cancer cells or stop them from growing. In our day-care unit, treatment is given in comfortable recliners by oncology-trained nurses, with anti-nausea medicines and a 24-hour helpline for side effects. Targeted therapy and immunotherapy are offered where tumour testing shows they will help, and each cycle is reviewed by the medical oncologist before it is given.',
    disease: 'Solid Tumours and Blood Cancers',
    surgery: 'Chemotherapy, Targeted Therapy and Immunotherapy',
    duration: '1 to 6 hours per cycle',
    treatedBy: 'Medical Oncologist',
    symptoms: [
      'Lump or swelling',
      'Unexplained weight loss',
      'Persistent fever',
      'Unusual bleeding',
    ],
    procedure:
      'Medicines are given through a vein, a port or as tablets in planned cycles every one to four weeks.',
    recovery:
      'Blood counts are checked before each cycle; most side effects settle between cycles.',
    stay: 'Day care',
    candidates:
      'People with cancer where chemotherapy cures, shrinks the tumour before surgery or controls disease.',
  },
  {
    name: 'Radiation Therapy',
    department: 'Oncology',
    description:
      'Radiation therapy uses precisely shaped X-ray beams to destroy cancer cells. Our linear accelerator delivers image-guided and intensity-modulated treatment that spares nearby healthy organs.',
    disease: 'Head and Neck, Breast, Cervical and Prostate Cancer',
    surgery: 'IMRT and IGRT',
    duration: '15 minutes per daily session',
    treatedBy: 'Radiation Oncologist',
    symptoms: [
      'Non-healing ulcer',
      'Lump in the breast or neck',
      'Bleeding after menopause',
      'Hoarseness of voice',
    ],
    procedure:
      'A planning CT maps the tumour; daily painless sessions are given five days a week for several weeks.',
    recovery:
      'Skin care and diet advice during treatment; tiredness settles a few weeks after the course.',
    stay: 'Outpatient',
    candidates:
      'People whose cancer is best treated by radiation alone or along with surgery and chemotherapy.',
  },
  {
    name: 'Breast Cancer Surgery',
    department: 'Oncology',
    description:
      'Breast cancer found early is highly curable. Our onco-surgeons offer breast-conserving surgery, sentinel node biopsy and breast reconstruction, planned together with medical and radiation oncologists.',
    disease: 'Breast Cancer',
    surgery: 'Breast-Conserving Surgery and Mastectomy',
    duration: '2 to 3 hours',
    treatedBy: 'Surgical Oncologist',
    symptoms: [
      'Painless breast lump',
      'Change in breast shape',
      'Nipple discharge',
      'Lump in the armpit',
    ],
    procedure:
      'The tumour is removed with a margin of healthy tissue and the first draining lymph node is tested.',
    recovery:
      'Home in two days, arm exercises from the first week, and further treatment as planned by the tumour board.',
    stay: 'Two to three days',
    candidates: 'Women and men with breast cancer confirmed by biopsy.',
  },
  {
    name: 'Head and Neck Cancer Surgery',
    department: 'Oncology',
    description:
      'Cancers of the mouth, tongue, throat and voice box are common in India because of tobacco use. Our head and neck surgeons remove tumours and rebuild the area with tissue flaps to restore speech and swallowing.',
    disease: 'Oral and Laryngeal Cancer',
    surgery: 'Composite Resection with Flap Reconstruction',
    duration: '6 to 10 hours',
    treatedBy: 'Head and Neck Onco-surgeon',
    symptoms: [
      'Non-healing mouth ulcer',
      'White or red patch in the mouth',
      'Hoarseness',
      'Neck lump',
    ],
    procedure:
      'The tumour and affected lymph nodes are removed and the defect is reconstructed with tissue from the arm or thigh.',
    recovery: 'Speech and swallowing therapy begin in hospital and continue for several weeks.',
    stay: 'Seven to ten days',
    candidates: 'People with mouth, throat or voice box cancer suitable for surgery.',
  },
  {
    name: 'Normal and Caesarean Delivery',
    department: 'Obstetrics & Gynaecology',
    description:
      'Our birthing centre supports natural birth with epidural pain relief, continuous monitoring and a caesarean theatre next door if needed. Neonatologists attend every high-risk birth.',
    disease: 'Pregnancy and Childbirth',
    surgery: 'Vaginal Delivery and Lower Segment Caesarean Section',
    duration: '45 minutes for a caesarean',
    treatedBy: 'Obstetrician',
    symptoms: [
      'Regular contractions',
      'Leaking fluid',
      'Reduced baby movements',
      'Bleeding in pregnancy',
    ],
    procedure:
      'Labour is monitored in a private suite; a caesarean is performed under spinal anaesthesia when safer for mother or baby.',
    recovery: 'Mother and baby stay together; breastfeeding support is given from the first hour.',
    stay: 'Two days after normal birth, three to four after caesarean',
    candidates: 'All expectant mothers registered for antenatal care or arriving in labour.',
  },
  {
    name: 'High-Risk Pregnancy Care',
    department: 'Obstetrics & Gynaecology',
    description:
      'Pregnancies with diabetes, high blood pressure, twins, previous losses or older maternal age need closer watching. Our maternal-fetal medicine team combines frequent scans, specialist physicians and a level III NICU, so that problems are spotted early and the birth is planned at the safest time for both mother and baby. Joint clinics with endocrinologists and cardiologists mean that a mother with a medical condition sees all her doctors on the same day.',
    disease: 'High-Risk Pregnancy',
    surgery: 'Fetal Monitoring and Planned Delivery',
    duration: 'Throughout pregnancy',
    treatedBy: 'Maternal-Fetal Medicine Specialist',
    symptoms: [
      'Headache with swelling in pregnancy',
      'High sugar in pregnancy',
      'Twin pregnancy',
      'Previous pregnancy loss',
    ],
    procedure:
      'Detailed anomaly and growth scans, Doppler studies and regular blood tests guide the timing of delivery.',
    recovery: 'Postnatal checks for mother and baby, with blood pressure and sugar follow-up.',
    stay: 'As advised, often a planned admission before delivery',
    candidates:
      'Mothers with medical conditions, multiple pregnancy or complications in earlier pregnancies.',
  },
  {
    name: 'Laparoscopic Hysterectomy',
    department: 'Obstetrics & Gynaecology',
    description:
      'When fibroids, heavy bleeding or other conditions need removal of the uterus, laparoscopic hysterectomy avoids a large cut, reducing pain and hospital stay.',
    disease: 'Fibroids, Adenomyosis and Heavy Bleeding',
    surgery: 'Total Laparoscopic Hysterectomy',
    duration: '1.5 to 2.5 hours',
    treatedBy: 'Gynaecological Laparoscopic Surgeon',
    symptoms: ['Heavy periods', 'Pelvic pain', 'Anaemia', 'Pressure on the bladder'],
    procedure:
      'Under general anaesthesia, the uterus is freed using keyhole instruments and removed through the vagina.',
    recovery: 'Walking the same day; desk work in two weeks and no heavy lifting for six weeks.',
    stay: 'Two days',
    candidates:
      'Women who have completed their family and have not improved with medicines or smaller procedures.',
  },
  {
    name: 'PCOS Treatment',
    department: 'Obstetrics & Gynaecology',
    description:
      'Polycystic ovary syndrome causes irregular periods, acne, weight gain and difficulty conceiving. Our PCOS clinic combines a gynaecologist, a dietitian and fertility support.',
    disease: 'Polycystic Ovary Syndrome',
    surgery: 'Medical Management and Ovulation Induction',
    duration: 'Three to six months of treatment',
    treatedBy: 'Gynaecologist',
    symptoms: ['Irregular periods', 'Acne', 'Excess facial hair', 'Difficulty conceiving'],
    procedure:
      'Hormone tests and a pelvic ultrasound confirm PCOS; treatment combines lifestyle change, medicines and, if needed, ovulation induction.',
    recovery: 'Regular reviews every three months.',
    stay: 'Outpatient',
    candidates: 'Women and adolescent girls with irregular cycles or signs of excess androgen.',
  },
];
